import type { CodeItem } from './code-table';

/** The site-type filter's default: every type (spec section 3, websitetype default 00000). */
export const ALL_SITE_TYPES = '00000';

/**
 * Service-site types (spec section 3). Each type is one position of a 5-digit
 * flag string, which is why "all" is 00000.
 */
export const SITE_TYPES = [
  { code: ALL_SITE_TYPES, name: '全部' },
  { code: '01000', name: '理赔网点' },
  { code: '10000', name: '营业网点' },
  { code: '00001', name: '合作修理厂' },
  { code: '00010', name: '定损点' },
  { code: '00100', name: '4S店' },
] as const satisfies readonly CodeItem[];
