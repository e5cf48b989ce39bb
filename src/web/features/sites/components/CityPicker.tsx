import { useState } from 'react';
import type { ProvinceNode } from '../../../store/slices/sites';
import { AppCascadePicker } from '../../../ui/picker';
import { cityNameOf } from './use-province-data';

/** Province and city, from the provinces and cities that have sites. */
export function CityPicker(props: {
  provinceData: ProvinceNode[];
  cityCode: string;
  cityName: string;
  onChange: (city: { code: string; name: string }) => void;
}) {
  const { provinceData, cityCode, cityName, onChange } = props;
  const [open, setOpen] = useState(false);
  const options = provinceData.map((p) => ({
    label: p.name,
    value: p.code,
    children: p.cities.map((c) => ({ label: c.name, value: c.code })),
  }));
  const province = provinceData.find((p) => p.cities.some((c) => c.code === cityCode));
  const name = cityNameOf(provinceData, cityCode, cityName);
  return (
    <div className="sites-filter-row">
      <span className="sites-filter-label">所在城市</span>
      {/* Named by what it shows (the chosen city), so what a customer reads is what a screen reader says. */}
      <button type="button" onClick={() => setOpen(true)} data-testid="city-picker">
        {/* A municipality is its own city (北京市 北京市): named once, as before the province list arrives. */}
        {province && province.name !== name ? `${province.name} ${name}` : name || '请选择省市'}{' '}
        <span aria-hidden="true">›</span>
      </button>
      <AppCascadePicker
        title="选择省市"
        options={options}
        visible={open}
        value={province ? [province.code, cityCode] : []}
        onClose={() => setOpen(false)}
        onConfirm={(value) => {
          const [p, c] = value as string[];
          const city = provinceData.find((x) => x.code === p)?.cities.find((x) => x.code === c);
          if (city) onChange({ code: city.code, name: city.name });
        }}
      />
    </div>
  );
}
