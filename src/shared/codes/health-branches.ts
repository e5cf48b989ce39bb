import type { CodeItem } from './code-table';

/**
 * Branches of the group's health insurer (spec section 3: about 25 provinces and
 * cities, codes 8611 to 8695). The spec does not show the pairs; this list is our
 * design: 86 + the province's two-digit GB/T 2260 code for a provincial branch
 * (8611 Beijing … 8661 Shaanxi), and 8691–8695 for the five cities planned
 * separately in the state plan (计划单列市), which have branches of their own.
 */
export const HEALTH_BRANCHES = [
  { code: '8611', name: '北京分公司' },
  { code: '8612', name: '天津分公司' },
  { code: '8613', name: '河北分公司' },
  { code: '8614', name: '山西分公司' },
  { code: '8621', name: '辽宁分公司' },
  { code: '8631', name: '上海分公司' },
  { code: '8632', name: '江苏分公司' },
  { code: '8633', name: '浙江分公司' },
  { code: '8634', name: '安徽分公司' },
  { code: '8635', name: '福建分公司' },
  { code: '8636', name: '江西分公司' },
  { code: '8637', name: '山东分公司' },
  { code: '8641', name: '河南分公司' },
  { code: '8642', name: '湖北分公司' },
  { code: '8643', name: '湖南分公司' },
  { code: '8644', name: '广东分公司' },
  { code: '8645', name: '广西分公司' },
  { code: '8650', name: '重庆分公司' },
  { code: '8651', name: '四川分公司' },
  { code: '8653', name: '云南分公司' },
  { code: '8661', name: '陕西分公司' },
  { code: '8691', name: '大连分公司' },
  { code: '8692', name: '宁波分公司' },
  { code: '8693', name: '厦门分公司' },
  { code: '8694', name: '青岛分公司' },
  { code: '8695', name: '深圳分公司' },
] as const satisfies readonly CodeItem[];
