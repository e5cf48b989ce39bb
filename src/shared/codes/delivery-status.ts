import type { CodeItem } from './code-table';

/**
 * Order-delivery status texts, by index (spec section 4). Sequence 1 includes
 * collecting the payment; sequence 2 does not. The spec does not say which
 * policy kind uses which: the server sends the sequence with the status.
 */
export const DELIVERY_STATUS_SEQUENCE_1 = [
  { code: '0', name: '投保成功' },
  { code: '1', name: '即将收费' },
  { code: '2', name: '正在收费途中' },
  { code: '3', name: '即将派送保单' },
  { code: '4', name: '派送中' },
  { code: '5', name: '已签收' },
  { code: '61', name: '即将派送（派送失败）' },
  { code: '62', name: '派送中（派送失败）' },
] as const satisfies readonly CodeItem[];

export const DELIVERY_STATUS_SEQUENCE_2 = [
  { code: '0', name: '投保成功' },
  { code: '1', name: '即将派送保单' },
  { code: '2', name: '派送中' },
  { code: '3', name: '已签收' },
  { code: '41', name: '派送中（派送失败）' },
  { code: '42', name: '即将派送（派送失败）' },
] as const satisfies readonly CodeItem[];
