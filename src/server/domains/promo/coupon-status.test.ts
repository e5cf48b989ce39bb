import { describe, expect, it } from 'vitest';
import type { CouponRow } from './repo';
import { couponOf } from './service';

const row = (expiresAt: string): CouponRow => ({
  id: 1,
  couponNo: 'RETEST000001',
  campaignId: 'RE2026WINTER',
  mobile: '13900000001',
  amount: '20.00',
  threshold: '200.00',
  expiresAt: new Date(expiresAt),
  usedOrderId: null,
  usedAt: null,
  title: null,
  createdAt: new Date('2026-11-30T10:00:00+08:00'),
});

describe('a red-envelope coupon on its last day', () => {
  // Expiring on 30 December: the payment takes it through that Beijing calendar day
  // (wallet.ts validTo, payment/present.ts couponFit).
  const coupon = row('2026-12-30T10:00:00+08:00');
  const statusAt = (iso: string) => couponOf(coupon, '冬季安心出行红包', new Date(iso)).status;

  it('is still unused later that day, as the order payment still takes it', () => {
    expect(statusAt('2026-12-30T15:00:00+08:00')).toBe('unused');
    // 23:30 in Beijing is 15:30 UTC, still the 30th in both.
    expect(statusAt('2026-12-30T23:30:00+08:00')).toBe('unused');
  });

  it('has expired once the day is over in Beijing', () => {
    // 00:00:01 on the 31st in Beijing is still the 30th in UTC.
    expect(statusAt('2026-12-31T00:00:01+08:00')).toBe('expired');
  });
});
