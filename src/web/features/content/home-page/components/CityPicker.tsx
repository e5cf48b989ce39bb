import type { PickerProps } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { DEFAULT_CITY_CODE } from '../../../../../shared/constants';
import { provinceCodeOf } from '../../../../../shared/region-path';
import { type Region, regionsUnder } from '../../../../api/regions';
import { LocationOutline } from '../../../../app/icons';
import { useAppStore } from '../../../../store';
import { AppPicker } from '../../../../ui/picker';

/**
 * The province the wheels open at: the city's. No city (a link's unknown code was dropped,
 * app/link-city.ts) opens them at the default city's province, as a first visit does.
 */
const provinceOf = (code: string) => provinceCodeOf(code || DEFAULT_CITY_CODE);

/**
 * The customer's city, chosen from province and city wheels. The provinces are
 * fetched before the picker opens (a failure shows the client's dialog and the
 * picker stays shut); a province's cities are fetched when its wheel stops.
 * Both through regionsUnder, the page load's one cache of the region tables.
 */
export function CityPicker() {
  const { cityCode, cityName } = useAppStore((s) => s.global.basicInfo);
  const setBasicInfo = useAppStore((s) => s.setBasicInfo);
  const [visible, setVisible] = useState(false);
  const [province, setProvince] = useState(provinceOf(cityCode));

  const [provinces, setProvinces] = useState<Region[]>([]);
  /** Each province's cities read so far, by the province's code. */
  const [cities, setCities] = useState<Record<string, Region[]>>({});

  useEffect(() => {
    if (!visible) return;
    regionsUnder(province)
      .then((list) => setCities((c) => ({ ...c, [province]: list })))
      .catch(() => undefined);
  }, [visible, province]);

  const open = async () => {
    try {
      setProvinces(await regionsUnder());
      setProvince(provinceOf(cityCode));
      setVisible(true);
    } catch {
      // The API client has told the customer what went wrong.
    }
  };

  const shownCities = cities[province];
  const columns: PickerProps['columns'] = [
    provinces.map((p) => ({ label: p.name, value: p.code })),
    shownCities ? shownCities.map((c) => ({ label: c.name, value: c.code })) : [{ label: '加载中...', value: '' }],
  ];

  return (
    <>
      <button type="button" className="home-city" onClick={open} data-track="home-city" aria-haspopup="dialog">
        <LocationOutline />
        <span className="visually-hidden">当前城市：</span>
        <span>{cityName || '选择城市'}</span>
      </button>
      <AppPicker
        title="选择城市"
        visible={visible}
        columns={columns}
        value={[province, cityCode]}
        onSelect={(value) => {
          if (typeof value[0] === 'string' && value[0] !== province) setProvince(value[0]);
        }}
        onClose={() => setVisible(false)}
        onConfirm={(value, extend) => {
          const code = value[1];
          const label = extend.items[1]?.label;
          if (typeof code === 'string' && code !== '' && typeof label === 'string')
            setBasicInfo({ cityCode: code, cityName: label, positionState: true });
        }}
      />
    </>
  );
}
