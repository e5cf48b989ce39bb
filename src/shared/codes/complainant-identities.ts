import type { CodeItem } from './code-table';

/** Who the complainant is (spec section 3, complainantIdentity). */
export const COMPLAINANT_IDENTITIES = [
  { code: '01', name: '投保人' },
  { code: '02', name: '被保险人' },
  { code: '03', name: '第三者' },
  { code: '04', name: '受益人' },
  { code: '05', name: '潜在客户' },
  { code: '06', name: '代理人' },
  { code: '07', name: '合作伙伴' },
  { code: '08', name: '业务合作方' },
  { code: '09', name: '修理厂' },
  { code: '10', name: '其他' },
] as const satisfies readonly CodeItem[];
