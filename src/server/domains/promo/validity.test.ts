import { describe, expect, it } from 'vitest';
import { chinaDate } from '../../platform/calendar';
import { couponExpiresAt } from './validity';

describe('a coupon of 领取后30天内有效', () => {
  it('is usable on 30 calendar days, the claim day the first', () => {
    // Claimed on 30 November (Beijing): day 30 is 29 December.
    const claimedAt = new Date('2026-11-30T10:00:00+08:00');
    expect(chinaDate(couponExpiresAt(claimedAt, 30).getTime())).toBe('2026-12-29');
  });

  it('ends at the end of that Beijing day, not at the claim hour', () => {
    const end = couponExpiresAt(new Date('2026-11-30T10:00:00+08:00'), 30);
    expect(end.getTime()).toBe(new Date('2026-12-29T23:59:59.999+08:00').getTime());
  });

  it('counts the Beijing day of a claim made late in the evening (still the day before in UTC)', () => {
    // 23:30 in Beijing is 15:30 UTC on the same date; 00:30 in Beijing is the day before in UTC.
    expect(chinaDate(couponExpiresAt(new Date('2026-11-30T23:30:00+08:00'), 30).getTime())).toBe('2026-12-29');
    expect(chinaDate(couponExpiresAt(new Date('2026-12-01T00:30:00+08:00'), 30).getTime())).toBe('2026-12-30');
  });

  it('of one day is usable on the claim day only', () => {
    expect(chinaDate(couponExpiresAt(new Date('2026-11-30T10:00:00+08:00'), 1).getTime())).toBe('2026-11-30');
  });
});
