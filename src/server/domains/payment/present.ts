import { ORDER_STATUS_TEXT, type OrderOrigin, type PaymentRecord } from '../../../shared/api/payment';
import { couponCondition, fenOf } from '../../../shared/rules/money';
import { maskIdNumber, maskMobile, maskPartyName, maskPlate } from '../../platform/masking';
import { RENEWAL_SOURCE } from '../../platform/ports';
import type { CouponLike } from './coupons';
import type { OrderRow } from './repo';

const PAY_STATUS_CODE = { unpaid: '0', paying: '1', paid: '2', failed: '3', expired: '4' } as const;

/** The moment an order stops being payable: the end of its last pay date, Beijing time. */
export function payDeadline(lastPayDate: string): Date {
  return new Date(`${lastPayDate}T23:59:59.999+08:00`);
}

/**
 * How long after the deadline a payment taken before it may still be notified. Gateways retry
 * an unanswered notification for about a day (a growing interval, some 24 hours in all); past
 * that, an expired order with no word on its trades is taken as not paid.
 */
export const LATE_NOTICE_MS = 24 * 3600_000;

/**
 * Where an order came from (orderOrigin): a renewal's orders carry the renewal domain's sourceRef
 * prefix, every other order is a proposal. Both pages of an expired order say the way on by it.
 */
export function originOf(o: OrderRow): OrderOrigin {
  return o.sourceRef?.startsWith(RENEWAL_SOURCE) ? 'renewal' : 'proposal';
}

/** The spec's payment record, with personal data masked. */
export function toPaymentRecord(o: OrderRow): PaymentRecord {
  const startDate = o.kind === 'car' ? (o.ciStartDate ?? o.biStartDate ?? '') : (o.biStartDate ?? '');
  return {
    orderId: o.orderId,
    proposalNo: o.proposalNo,
    riskCode: o.riskCode,
    riskName: o.riskName,
    insuredName: maskPartyName(o.insuredName),
    identifyNumber: maskIdNumber(o.insuredIdNumber),
    comCode: o.comCode,
    proposalNoBi: o.proposalNoBi ?? '',
    proposalNoCi: o.proposalNoCi ?? '',
    inputTime: o.inputTime.toISOString(),
    insuredMobile: maskMobile(o.insuredMobile),
    startDate,
    startHour: o.startHour,
    endDate: (o.kind === 'car' ? (o.ciEndDate ?? o.biEndDate) : o.biEndDate) ?? '',
    biStartDate: o.biStartDate ?? '',
    biStartHour: o.biStartDate ? o.startHour : 0,
    biSumPremium: o.biSumPremium ?? '0.00',
    ciStartDate: o.ciStartDate ?? '',
    ciStartHour: o.ciStartDate ? o.startHour : 0,
    ciSumPremium: o.ciSumPremium ?? '0.00',
    shipSumPremium: o.shipSumPremium,
    othFlag: Number(o.shipSumPremium) > 0 ? '1' : '0',
    underwriteFlag: '1',
    agentStatus: '0',
    onlineFlag: '1',
    subStatus: o.status,
    flag: o.kind === 'car' ? '1' : '2',
    lastPayDate: o.lastPayDate,
    validStatus: o.status === 'expired' ? '0' : '1',
    payStatus: PAY_STATUS_CODE[o.status],
    sumPremium: o.sumPremium,
    systemType: o.kind,
    licenseNo: o.licenseNo ? maskPlate(o.licenseNo) : '',
    statusText: ORDER_STATUS_TEXT[o.status],
  };
}

/** Whether a coupon can go on this order now, and why not. */
export function couponFit(c: CouponLike, o: OrderRow, today: string) {
  let reason = '';
  if (c.usedAt) reason = '已使用';
  else if (c.heldByOrder && c.heldByOrder !== o.orderId) reason = '已用于其他订单';
  else if (c.validTo < today) reason = '已过期';
  // The threshold is on premium: the vehicle tax the order collects with it is the tax office's.
  else if (fenOf(o.sumPremium) - fenOf(o.shipSumPremium) < fenOf(c.minPremium)) reason = couponCondition(c.minPremium);
  return {
    couponCode: c.couponCode,
    name: c.name,
    amount: c.amount,
    minPremium: c.minPremium,
    validTo: c.validTo,
    usable: reason === '',
    reason,
  };
}
