import type { CodeItem } from './code-table';

/**
 * Services a site offers (spec section 3: the eleven items, codes not shown).
 * The codes are ours: two digits in the spec's order, 00 for "all". The spec's
 * default `serviceitems` is the name 全部, i.e. code 00.
 */
export const SERVICE_ITEMS = [
  { code: '00', name: '全部' },
  { code: '01', name: '投保' },
  { code: '02', name: '理赔' },
  { code: '03', name: '送单' },
  { code: '04', name: '协助理赔' },
  { code: '05', name: '收费' },
  { code: '06', name: '代办验车' },
  { code: '07', name: '咨询' },
  { code: '08', name: '违章处理' },
  { code: '09', name: '定损' },
  { code: '10', name: '车辆维修' },
] as const satisfies readonly CodeItem[];

export const ALL_SERVICE_ITEMS = '00';
