import { useEffect, useState } from 'react';
import { type Region, regionsUnder } from '../../../api/regions';
import { AppPicker } from '../../../ui/picker';

export interface RegionChoice {
  proCode: string;
  cityCode: string;
  countyCode: string;
  names: string[];
}

/**
 * Province, city and (for non-car links) county of the organisation, from the
 * platform's region codes; each column is fetched when the one before it turns.
 */
export function RegionField(props: {
  levels: 2 | 3;
  value: RegionChoice;
  onChange: (choice: RegionChoice) => void;
  error?: string;
}) {
  const { levels, value, onChange, error } = props;
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<Record<string, Region[]>>({});
  const load = (parent: string) => {
    if (lists[parent] !== undefined || (parent === '' && lists.root)) return;
    regionsUnder(parent)
      .then((list) => setLists((l) => ({ ...l, [parent || 'root']: list })))
      .catch(() => undefined);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the province list is loaded once
  useEffect(() => load(''), []);

  /**
   * The wheels as shown for a picker value: a column without a chosen item shows
   * its first, and that is the one chosen (AppPicker hands 确定 that value); each
   * column's list is asked for as the one before it shows an item.
   */
  const shownFor = (v: (string | number | null)[]) => {
    const provinces = lists.root ?? [];
    const pro = provinces.find((r) => r.code === v[0]) ?? provinces[0];
    if (pro) load(pro.code);
    const cities = (pro && lists[pro.code]) || [];
    const city = cities.find((r) => r.code === v[1]) ?? cities[0];
    if (levels === 3 && city) load(city.code);
    const counties = (levels === 3 && city && lists[city.code]) || [];
    const county = counties.find((r) => r.code === v[2]) ?? counties[0];
    const columns = [provinces, cities, ...(levels === 3 ? [counties] : [])];
    return { chosen: [pro, city, county].slice(0, levels), columns };
  };
  const columnsFor = (v: (string | number | null)[]) =>
    shownFor(v).columns.map((list) => list.map((r) => ({ label: r.name, value: r.code })));

  const shown = value.names.filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <span className="form-field-label" id="gb-region-label">
        {levels === 3 ? '所在省市区' : '所在省市'}
      </span>
      <button
        type="button"
        className={`form-field-select${shown ? '' : ' form-field-select-empty'}`}
        aria-labelledby="gb-region-label"
        aria-invalid={error ? true : undefined}
        onClick={() => setOpen(true)}
        data-field="region"
      >
        {shown || (levels === 3 ? '请选择省、市、区县' : '请选择省、市')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <AppPicker
        visible={open}
        title="选择地区"
        value={[value.proCode || null, value.cityCode || null, value.countyCode || null].slice(0, levels)}
        columns={columnsFor}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const [pro, city, county] = shownFor(v).chosen;
          onChange({
            proCode: pro?.code ?? '',
            cityCode: city?.code ?? '',
            countyCode: county?.code ?? '',
            names: [pro?.name ?? '', city?.name ?? '', ...(levels === 3 ? [county?.name ?? ''] : [])],
          });
        }}
      />
    </div>
  );
}
