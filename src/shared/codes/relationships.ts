import type { CodeItem } from './code-table';

/** The complainant's relationship to the insured (spec section 3, insuranceRelationship). */
export const RELATIONSHIPS = [
  { code: '1', name: '本人' },
  { code: '2', name: '配偶' },
  { code: '3', name: '亲属' },
  { code: '4', name: '朋友' },
  { code: '5', name: '代理人' },
  { code: '6', name: '其他' },
] as const satisfies readonly CodeItem[];
