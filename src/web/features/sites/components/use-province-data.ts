import { useEffect } from 'react';
import { sites } from '../../../../shared/api/sites';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { initialCity } from './site-request';

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

/** The city the query starts with: the one chosen before, else the visitor's city, else Beijing. */
export function useInitialCity() {
  const { cityCode } = useAppStore((s) => s.networkQuery);
  const visitorCity = useAppStore((s) => s.global.basicInfo.cityCode);
  const setNetworkQuery = useAppStore((s) => s.setNetworkQuery);
  useEffect(() => {
    if (cityCode) return;
    setNetworkQuery(initialCity(visitorCity));
  }, [cityCode, visitorCity, setNetworkQuery]);
}
