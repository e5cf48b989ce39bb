import type { PickerProps } from 'antd-mobile';

// antd's picker types, which its package index does not export by name.
type Confirmed = Parameters<NonNullable<PickerProps['onConfirm']>>;
export type PickerValue = Confirmed[0][number];
type PickerValueExtend = Confirmed[1];
type PickerColumnItem = NonNullable<PickerValueExtend['items'][number]>;
export type PickerColumn = Extract<PickerProps['columns'], unknown[]>[number];

const itemOf = (item: PickerColumn[number]): PickerColumnItem =>
  typeof item === 'string' ? { label: item, value: item } : item;

/**
 * The value the wheels show for a picker value, with the items it names. A wheel whose value is not among its
 * items shows its first, and one without items shows nothing; antd records either only a timer after the column
 * arrives, so a 确定 tapped in between would confirm what the customer no longer sees (a province filed as the
 * city, a stale city ignored). Later columns can depend on earlier ones, so they are read again as each is filled.
 */
export function shownValue(
  columns: PickerProps['columns'],
  value: PickerValue[],
): { value: PickerValue[]; extend: PickerValueExtend } {
  const columnsFor = (v: PickerValue[]) =>
    (typeof columns === 'function' ? columns(v) : columns).map((column) => column.map(itemOf));
  const shown = [...value];
  let read = columnsFor(shown);
  for (let i = 0; i < read.length; i++) {
    const column = read[i];
    const item = column.find((c) => c.value === shown[i]) ?? column[0] ?? null;
    if ((item?.value ?? null) === (shown[i] ?? null)) continue;
    shown[i] = item?.value ?? null;
    read = columnsFor(shown);
  }
  const items = read.map((column, i) => column.find((c) => c.value === shown[i]) ?? null);
  return { value: shown, extend: { columns: read, items } };
}
