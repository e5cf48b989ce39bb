import { describe, expect, it } from 'vitest';
import { amountDue } from './amount-due';

const coupon = (couponCode: string, amount: string, usable: boolean, reason = '') => ({
  couponCode,
  name: '红包',
  amount,
  minPremium: '100.00',
  validTo: '2026-12-01',
  usable,
  reason,
});

describe('the amount due on the order page', () => {
  it('starts on the coupon the order holds while it can still be used', () => {
    const held = coupon('HB0150B', '50.00', true);
    expect(amountDue({ sumPremium: '4310.00', coupons: [held], appliedCoupon: held }, null)).toEqual({
      couponCode: 'HB0150B',
      due: '4260.00',
    });
  });

  it('does not start on a coupon that can no longer be used (spent on another order, or expired)', () => {
    // The order's last attempt took this coupon; it has since been spent elsewhere or has expired.
    // The picker shows it disabled, so starting on it would leave it stuck in every payment.
    for (const stale of [coupon('HB0150B', '50.00', false, '已使用'), coupon('HB0120A', '20.00', false, '已过期')]) {
      expect(amountDue({ sumPremium: '4310.00', coupons: [stale], appliedCoupon: stale }, null)).toEqual({
        couponCode: '',
        due: '4310.00',
      });
    }
  });

  it('follows the customer choice, and none', () => {
    const a = coupon('HB0120A', '20.00', true);
    const b = coupon('HB0150B', '50.00', true);
    const detail = { sumPremium: '1310.00', coupons: [a, b], appliedCoupon: a };
    expect(amountDue(detail, 'HB0150B')).toEqual({ couponCode: 'HB0150B', due: '1260.00' });
    expect(amountDue(detail, '')).toEqual({ couponCode: '', due: '1310.00' });
  });

  it('drops a chosen coupon that can no longer be used, so the payment goes at the amount shown', () => {
    // Chosen, then spent on another order or run out while the page was open: the payment host refused it
    // and the order was read again. Sent again, every 立即支付 was refused for it, and the picker shows it
    // disabled, so the customer could not take it off.
    const spent = coupon('HB0120A', '20.00', false, '已使用');
    expect(amountDue({ sumPremium: '1310.00', coupons: [spent], appliedCoupon: null }, 'HB0120A')).toEqual({
      couponCode: '',
      due: '1310.00',
    });
    // Taken by another order, it leaves the list altogether.
    expect(amountDue({ sumPremium: '1310.00', coupons: [], appliedCoupon: null }, 'HB0120A').couponCode).toBe('');
  });

  it('counts in fen and never goes below one fen', () => {
    expect(amountDue({ sumPremium: '0.30', coupons: [coupon('X', '0.10', true)], appliedCoupon: null }, 'X').due).toBe(
      '0.20',
    );
    expect(
      amountDue({ sumPremium: '30.00', coupons: [coupon('X', '50.00', true)], appliedCoupon: null }, 'X').due,
    ).toBe('0.01');
  });
});
