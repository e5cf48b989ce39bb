import type { Coupon } from '../../../../shared/api/promo';
import { couponCondition, moneyText } from '../../../../shared/rules/money';
import { dayText } from '../../../ui/china-time';

const STATUS = { unused: '未使用', used: '已使用', expired: '已过期' } as const;

/** One red-envelope coupon: amount, condition, expiry and whether it is still usable. */
export function CouponCard(props: { coupon: Coupon }) {
  const c = props.coupon;
  const condition = couponCondition(c.threshold);
  return (
    <article className={`pm-coupon${c.status === 'unused' ? '' : ' pm-coupon-used'}`} data-testid="coupon">
      <div className="pm-coupon-amount">
        <small>¥</small>
        {moneyText(c.amount)}
      </div>
      <div className="pm-coupon-body">
        <strong>{c.title}</strong>
        <span>{condition}，支付订单时使用</span>
        <br />
        <span>有效期至 {dayText(c.expiresAt)}</span>
        <br />
        <span>券号 {c.couponNo}</span>
      </div>
      <span className="pm-status">{STATUS[c.status]}</span>
    </article>
  );
}
