import type { ResponseOf } from '../../../../shared/api/endpoint';
import type { payment } from '../../../../shared/api/payment';
import { fenOf, moneyText, yuanOf } from '../../../../shared/rules/money';

type Detail = ResponseOf<typeof payment.queryOrderCenter>;

/**
 * The red envelope the order page pays with and the amount due with it.
 * Until the customer picks, the page starts on the coupon the order's last
 * payment took, but only while that coupon can still be used: one spent on
 * another order or expired since is shown disabled, so the customer could
 * neither remove it nor pay with it. A coupon the customer chose is dropped
 * the same way once it can no longer be used. Counted in fen; never below one
 * fen, as the server asks (payment/service.ts).
 */
export function amountDue(
  detail: { sumPremium: string; coupons: Detail['coupons']; appliedCoupon: Detail['appliedCoupon'] },
  chosen: string | null,
): { couponCode: string; due: string } {
  const applied = detail.appliedCoupon?.usable ? detail.appliedCoupon.couponCode : '';
  const couponCode = chosen ?? applied;
  const coupon = detail.coupons.find((c) => c.couponCode === couponCode && c.usable);
  const due = Math.max(1, fenOf(detail.sumPremium) - (coupon ? fenOf(coupon.amount) : 0));
  // A chosen coupon that can no longer be used (spent or expired since it was picked, or taken by another
  // order) is neither counted nor sent: the payment goes at the amount shown, not refused for it again.
  return { couponCode: coupon ? couponCode : '', due: yuanOf(due) };
}

/** An amount on the payment pages: ¥ and the one shared customer-readable form (¥12,345.60). */
export const yuan = (v: string) => `¥${moneyText(v)}`;
