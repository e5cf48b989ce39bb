import type { ResponseOf } from '../../../../shared/api/endpoint';
import type { payment } from '../../../../shared/api/payment';
import { couponCondition } from '../../../../shared/rules/money';
import { yuan } from './amount-due';

type Coupon = ResponseOf<typeof payment.queryOrderCenter>['coupons'][number];

/** Red-envelope coupons of the payer: one may be applied to this order; tap again to remove it. */
export function CouponPicker(props: {
  coupons: Coupon[];
  chosen: string;
  onChoose: (code: string) => void;
  disabled?: boolean;
}) {
  if (props.coupons.length === 0) return <p className="pay-tip">暂无可用红包</p>;
  return (
    <fieldset className="pay-coupons" aria-label="红包">
      {props.coupons.map((c) => (
        <button
          type="button"
          key={c.couponCode}
          className="pay-coupon"
          aria-pressed={props.chosen === c.couponCode}
          disabled={props.disabled || !c.usable}
          onClick={() => props.onChoose(props.chosen === c.couponCode ? '' : c.couponCode)}
        >
          <span className="pay-coupon-value">{yuan(c.amount)}</span>
          <span className="pay-coupon-text">
            {c.name}（{couponCondition(c.minPremium)}）
            <br />
            {c.usable ? `有效期至${c.validTo}` : c.reason}
          </span>
          {props.chosen === c.couponCode && <span aria-hidden="true">✓</span>}
        </button>
      ))}
    </fieldset>
  );
}
