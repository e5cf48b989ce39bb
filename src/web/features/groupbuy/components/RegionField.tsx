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

  const columnsFor = (v: (string | number | null)[]) => {
    const provinces = lists.root ?? [];
    const pro = String(v[0] ?? provinces[0]?.code ?? '');
    if (pro) load(pro);
    const cities = lists[pro] ?? [];
    const city = String(v[1] ?? cities[0]?.code ?? '');
    if (levels === 3 && city) load(city);
    const cols = [provinces, cities, ...(levels === 3 ? [lists[city] ?? []] : [])];
    return cols.map((list) => list.map((r) => ({ label: r.name, value: r.code })));
  };

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
        onConfirm={(v, extend) => {
          const names = extend.items.map((item) => String(item?.label ?? ''));
          onChange({
            proCode: String(v[0] ?? ''),
            cityCode: String(v[1] ?? ''),
            countyCode: levels === 3 ? String(v[2] ?? '') : '',
            names,
          });
        }}
      />
    </div>
  );
}
