import type { PickerProps } from 'antd-mobile';
import { useState } from 'react';
import { platform } from '../../../../../shared/api/platform';
import { readCached, useCachedRead } from '../../../../api/cached-read';
import { api } from '../../../../api/client';
import { LocationOutline } from '../../../../app/icons';
import { useAppStore } from '../../../../store';
import { AppPicker } from '../../../../ui/picker';

/** The provinces, or a province's cities: cached, they hardly ever change. */
const regions = (parentCode?: string) =>
  [`regions:${parentCode ?? 'provinces'}`, () => api(platform.getCityCode, parentCode ? { parentCode } : {})] as const;

/** The province of a portal city code: its first two digits, padded. */
export const provinceOf = (code: string) => `${code.slice(0, 2)}000000`;

/**
 * The customer's city, chosen from province and city wheels. The provinces are
 * fetched before the picker opens (a failure shows the client's dialog and the
 * picker stays shut); a province's cities are fetched when its wheel stops.
 */
export function CityPicker() {
  const { cityCode, cityName } = useAppStore((s) => s.global.basicInfo);
  const setBasicInfo = useAppStore((s) => s.setBasicInfo);
  const [visible, setVisible] = useState(false);
  const [province, setProvince] = useState(provinceOf(cityCode));

  const provinces = useCachedRead(...regions(), visible);
  const cities = useCachedRead(...regions(province), visible);

  const open = async () => {
    try {
      await readCached(...regions());
      setProvince(provinceOf(cityCode));
      setVisible(true);
    } catch {
      // The API client has told the customer what went wrong.
    }
  };

  const columns: PickerProps['columns'] = [
    (provinces.data?.list ?? []).map((p) => ({ label: p.name, value: p.code })),
    cities.data ? cities.data.list.map((c) => ({ label: c.name, value: c.code })) : [{ label: '加载中...', value: '' }],
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
