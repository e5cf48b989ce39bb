import { Selector, Switch } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { type screen, sites } from '../../../../shared/api/sites';
import { SERVICE_ITEMS } from '../../../../shared/codes/service-items';
import { SITE_TYPES } from '../../../../shared/codes/site-types';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { latestRead } from '../../../ui/latest-read';
import { AppPicker } from '../../../ui/picker';
import { CityPicker } from './CityPicker';
import { initialCity } from './site-request';
import { cityNameOf, useProvinceData } from './use-province-data';

type Screen = ResponseOf<typeof screen>;

/** City, county, site type, service item and "按距离排序": the query form of section 3. */
export function FilterBar() {
  const q = useAppStore((s) => s.networkQuery);
  const setQ = useAppStore((s) => s.setNetworkQuery);
  const visitor = useAppStore((s) => s.global.basicInfo);
  // Before useInitialCity's effect has chosen, the city it will choose: the first render (and the
  // prerendered copy of a first visit, build/prerender.ts) already says 北京市 instead of flipping to it.
  const city = q.cityCode ? { cityCode: q.cityCode, cityName: q.cityName } : initialCity(visitor);
  const provinceData = useProvinceData();
  const [filters, setFilters] = useState<Screen | null>(null);
  const [picker, setPicker] = useState<'county' | 'item' | null>(null);

  useEffect(() => {
    if (!q.cityCode) return;
    // The last city's counties must not be offered for this one while its own are on the way.
    setFilters(null);
    return latestRead((signal) => {
      api(sites.screen, { cityCode: q.cityCode }, { signal })
        .then((f) => !signal.aborted && setFilters(f))
        .catch(() => !signal.aborted && setFilters(null));
    });
  }, [q.cityCode]);

  const counties = [
    { label: '全部区县', value: '' },
    ...(filters?.counties ?? []).map((c) => ({ label: c.name, value: c.code })),
  ];
  const countyName = counties.find((c) => c.value === q.countycode)?.label ?? '全部区县';
  const items = SERVICE_ITEMS.map((i) => ({ label: i.name, value: i.code }));
  const itemName = SERVICE_ITEMS.find((i) => i.code === q.serviceitems)?.name ?? '全部';

  return (
    <section className="sites-filters" aria-label="筛选条件">
      <CityPicker
        provinceData={provinceData}
        cityCode={city.cityCode}
        cityName={city.cityName}
        onChange={(c) => setQ({ cityCode: c.code, cityName: c.name, cityChosen: true, countycode: '', chooseItem: '' })}
      />
      <div className="sites-filter-row">
        <span className="sites-filter-label">区县</span>
        <button type="button" onClick={() => setPicker('county')} data-testid="county-picker">
          {countyName} ›
        </button>
      </div>
      <fieldset className="sites-type-chips" aria-label="网点类型">
        <Selector
          columns={3}
          options={SITE_TYPES.map((t) => ({ label: t.name, value: t.code }))}
          value={[q.websitetype]}
          onChange={(v) => v.length && setQ({ websitetype: v[0] })}
        />
      </fieldset>
      <div className="sites-filter-row">
        <span className="sites-filter-label">服务项目</span>
        <button type="button" onClick={() => setPicker('item')} data-testid="item-picker">
          {itemName} ›
        </button>
      </div>
      <div className="sites-filter-row">
        <span className="sites-filter-label">按距离排序（需允许定位）</span>
        <Switch checked={q.useLocation} onChange={(v) => setQ({ useLocation: v })} aria-label="按距离排序" />
      </div>
      <AppPicker
        title="选择区县"
        columns={[counties]}
        visible={picker === 'county'}
        value={[q.countycode]}
        onClose={() => setPicker(null)}
        onConfirm={(v) =>
          // A county is chosen within the city on show: that city is the customer's now.
          setQ({
            countycode: String(v[0] ?? ''),
            cityCode: city.cityCode,
            cityName: cityNameOf(provinceData, city.cityCode, city.cityName),
            cityChosen: true,
          })
        }
      />
      <AppPicker
        title="选择服务项目"
        columns={[items]}
        visible={picker === 'item'}
        value={[q.serviceitems]}
        onClose={() => setPicker(null)}
        onConfirm={(v) => setQ({ serviceitems: String(v[0] ?? '00') })}
      />
    </section>
  );
}
