import type { CodeItem } from './code-table';

/** Sex on the quick complaint form (spec section 3). */
export const QUICK_COMPLAINT_SEXES = [
  { code: '1', name: '男' },
  { code: '2', name: '女' },
] as const satisfies readonly CodeItem[];

/** Form of address on the formal complaint (spec section 3: 1 Mr, 2 Ms). */
export const COMPLAINANT_SEXES = [
  { code: '1', name: '先生' },
  { code: '2', name: '女士' },
] as const satisfies readonly CodeItem[];
