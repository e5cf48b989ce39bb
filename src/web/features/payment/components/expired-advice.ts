import type { OrderOrigin, PaymentRecord } from '../../../../shared/api/payment';
import { HOTLINE } from '../../../../shared/constants';

/** One next step: a page of the portal, or a call to the hotline. */
export type AdviceAction = { label: string; to: string } | { label: string; call: true };

/** What an expired order's page tells the customer, and the ways on it offers, first the one that fits best. */
export interface ExpiredAdvice {
  lines: string[];
  actions: AdviceAction[];
}

/** What of an order the advice is told by: the order's record, or the cashier's return (orderRelegation). */
export type AdviceOrder = Pick<PaymentRecord, 'systemType' | 'lastPayDate' | 'proposalNoCi'>;

/**
 * An order past its last pay date is void (payment.ts: `expired` is final); the customer is told so and
 * where to go instead, by what the order was:
 * - a renewal (made at /renewal-hint) is asked again there: a part still running renews, a lapsed one is
 *   told to insure anew with the hotline (/renewal-error);
 * - another car proposal is made again through 95518 or a branch (the portal sells no new car cover);
 * - non-car cover is bought again at the product centre.
 * A car order with a compulsory part adds that the car may not be driven without one (the law's).
 */
export function expiredAdvice(order: AdviceOrder, origin: OrderOrigin): ExpiredAdvice {
  const lines = [`本订单已超过最晚缴费日期（${order.lastPayDate}），已失效，不能继续支付，订单中的保险未生效。`];
  const call = (label: string): AdviceAction => ({ label, call: true });
  let actions: AdviceAction[];
  if (origin === 'renewal') {
    lines.push('如需继续投保，请重新办理续保：仍在保障期内的保单可重新续保，已到期的保单需重新投保。');
    actions = [{ label: '重新办理续保', to: '/renewal-hint' }, call(`拨打${HOTLINE}咨询`)];
  } else if (order.systemType === 'car') {
    lines.push(`如需继续投保，请拨打客服热线${HOTLINE}或前往就近营业网点重新投保。`);
    actions = [call(`拨打${HOTLINE}重新投保`), { label: '查找附近营业网点', to: '/network-query' }];
  } else {
    lines.push(`如需继续投保，可在产品中心重新选购，或拨打客服热线${HOTLINE}咨询。`);
    actions = [{ label: '去产品中心重新投保', to: '/product-center' }, call(`拨打${HOTLINE}咨询`)];
  }
  if (order.systemType === 'car' && order.proposalNoCi) lines.push('未投保交强险的车辆不得上道路行驶。');
  return { lines, actions };
}
