import type { CodeItem } from './code-table';

/** Insurance type of a formal complaint (spec section 3, complainantInFo.insuranceType). */
export const INSURANCE_TYPES = [
  { code: '1', name: '车险' },
  { code: '2', name: '财产险' },
  { code: '3', name: '货运险' },
  { code: '4', name: '船舶险' },
  { code: '5', name: '意外健康险' },
  { code: '6', name: '责任险' },
  { code: '7', name: '农业险' },
  { code: '8', name: '信用保证险' },
  { code: '9', name: '特殊风险' },
  { code: '10', name: '健康险' },
  { code: '11', name: '意外险' },
  { code: '12', name: '其他' },
] as const satisfies readonly CodeItem[];
