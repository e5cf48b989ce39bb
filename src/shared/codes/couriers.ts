import type { CodeItem } from './code-table';

/**
 * Courier companies a return may be shipped with (spec section 3: a fixed list
 * of about 38). Codes follow the short codes that Chinese tracking aggregators
 * commonly use (SF, ZTO, YTO, …), so a tracking link can be built from them.
 */
export const COURIERS = [
  { code: 'SF', name: '顺丰速运' },
  { code: 'ZTO', name: '中通快递' },
  { code: 'YTO', name: '圆通速递' },
  { code: 'STO', name: '申通快递' },
  { code: 'YD', name: '韵达快递' },
  { code: 'HTKY', name: '百世快递' },
  { code: 'YZPY', name: '邮政快递包裹' },
  { code: 'EMS', name: 'EMS' },
  { code: 'JD', name: '京东物流' },
  { code: 'DBL', name: '德邦快递' },
  { code: 'JTSD', name: '极兔速递' },
  { code: 'HHTT', name: '天天快递' },
  { code: 'ZJS', name: '宅急送' },
  { code: 'UC', name: '优速快递' },
  { code: 'KYSY', name: '跨越速运' },
  { code: 'ANE', name: '安能物流' },
  { code: 'DNWL', name: '丹鸟' },
  { code: 'ZYE', name: '众邮快递' },
  { code: 'SNWL', name: '苏宁物流' },
  { code: 'RRS', name: '日日顺物流' },
  { code: 'YMDD', name: '壹米滴答' },
  { code: 'ZTKY', name: '中铁快运' },
  { code: 'JYM', name: '加运美' },
  { code: 'SURE', name: '速尔快递' },
  { code: 'XFEX', name: '信丰物流' },
  { code: 'QFKD', name: '全峰快递' },
  { code: 'GTO', name: '国通快递' },
  { code: 'FAST', name: '快捷快递' },
  { code: 'LB', name: '龙邦快递' },
  { code: 'LHT', name: '联昊通' },
  { code: 'CNEX', name: '佳吉快运' },
  { code: 'HOAU', name: '天地华宇' },
  { code: 'XBWL', name: '新邦物流' },
  { code: 'YCWL', name: '远成快运' },
  { code: 'SHWL', name: '盛辉物流' },
  { code: 'ZYWL', name: '中邮物流' },
  { code: 'UPS', name: 'UPS' },
  { code: 'FEDEX', name: 'FedEx' },
  { code: 'DHL', name: 'DHL' },
] as const satisfies readonly CodeItem[];
