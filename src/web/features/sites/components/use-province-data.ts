import { useEffect } from 'react';
import { sites } from '../../../../shared/api/sites';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import type { ProvinceNode } from '../../../store/slices/sites';
import { followVisitorCity } from './site-request';

/** provinceData of section 3, fetched once per session (kept in the store). */
export function useProvinceData() {
  const provinceData = useAppStore((s) => s.networkQuery.provinceData);
  const setNetworkQuery = useAppStore((s) => s.setNetworkQuery);
  useEffect(() => {
    if (provinceData.length) return;
    api(sites.getProvinceDataForSite, {})
      .then((a) => setNetworkQuery({ provinceData: a.provinceData }))
      .catch(() => undefined);
  }, [provinceData.length, setNetworkQuery]);
  return provinceData;
}

/** A city's name as the province list gives it, else the name stored with the code ('' when neither knows it). */
export function cityNameOf(provinceData: ProvinceNode[], cityCode: string, cityName: string): string {
  for (const p of provinceData) {
    const city = p.cities.find((c) => c.code === cityCode);
    if (city) return city.name;
  }
  return cityName;
}

/**
 * The city the query starts with: the one chosen before, else the visitor's city, else Beijing; a start
 * follows the visitor's city as it is checked or changed on home (followVisitorCity).
 */
export function useInitialCity() {
  const cityCode = useAppStore((s) => s.networkQuery.cityCode);
  const cityName = useAppStore((s) => s.networkQuery.cityName);
  const cityChosen = useAppStore((s) => s.networkQuery.cityChosen);
  const visitorCity = useAppStore((s) => s.global.basicInfo.cityCode);
  const visitorCityName = useAppStore((s) => s.global.basicInfo.cityName);
  const setNetworkQuery = useAppStore((s) => s.setNetworkQuery);
  useEffect(() => {
    const change = followVisitorCity(
      { cityCode, cityName, cityChosen },
      { cityCode: visitorCity, cityName: visitorCityName },
    );
    if (change) setNetworkQuery(change);
  }, [cityCode, cityName, cityChosen, visitorCity, visitorCityName, setNetworkQuery]);
}
