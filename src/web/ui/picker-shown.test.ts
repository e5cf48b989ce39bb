import { describe, expect, it } from 'vitest';
import { type PickerColumn, type PickerValue, shownValue } from './picker-shown';

const CITIES: Record<string, PickerColumn> = {
  '11000000': [{ label: '北京市', value: '11010000' }],
  '44000000': [
    { label: '广州市', value: '44010000' },
    { label: '深圳市', value: '44030000' },
  ],
};
const PROVINCES: PickerColumn = [
  { label: '北京市', value: '11000000' },
  { label: '广东省', value: '44000000' },
];
/** Province and city wheels, the cities of whichever province the first shows (none while they load). */
const regionColumns = (loaded: Record<string, PickerColumn>) => (v: PickerValue[]) => [
  PROVINCES,
  loaded[String(v[0] ?? '11000000')] ?? [],
];

describe('shownValue', () => {
  it('confirms the first city a newly arrived column shows, not the province alone', () => {
    const shown = shownValue(regionColumns(CITIES), ['44000000', null]);
    expect(shown.value).toEqual(['44000000', '44010000']);
    expect(shown.extend.items.map((i) => i?.label)).toEqual(['广东省', '广州市']);
  });

  it('replaces a city of the province shown before by the first of the one shown now', () => {
    const shown = shownValue(regionColumns(CITIES), ['44000000', '11010000']);
    expect(shown.value).toEqual(['44000000', '44010000']);
  });

  it('fills every wheel in turn when none is chosen, each read for the ones before it', () => {
    expect(shownValue(regionColumns(CITIES), []).value).toEqual(['11000000', '11010000']);
  });

  it('keeps a chosen value the wheels show, and gives nothing for a column still loading', () => {
    expect(shownValue(regionColumns(CITIES), ['44000000', '44030000']).value).toEqual(['44000000', '44030000']);
    const loading = shownValue(regionColumns({}), ['44000000', '44010000']);
    expect(loading.value).toEqual(['44000000', null]);
    expect(loading.extend.items).toEqual([{ label: '广东省', value: '44000000' }, null]);
  });

  it('reads plain string items and fixed columns as antd does', () => {
    const shown = shownValue([['甲', '乙'], ['丙']], ['乙']);
    expect(shown.value).toEqual(['乙', '丙']);
    expect(shown.extend.columns[1]).toEqual([{ label: '丙', value: '丙' }]);
  });
});
