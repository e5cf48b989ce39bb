import { addDays, chinaDate } from '../../platform/calendar';

/**
 * When a coupon of 领取后N天内有效 stops being usable: the end of the Beijing
 * day N−1 days after the claim day, so the claim day is day 1 and a coupon of
 * 30 days is usable on 30 calendar days. Claim time + N×24 h gave one day more,
 * because a coupon is usable through the Beijing day it expires (wallet.ts validTo).
 */
export function couponExpiresAt(claimedAt: Date, validDays: number): Date {
  const lastDay = addDays(chinaDate(claimedAt.getTime()), validDays - 1);
  return new Date(`${lastDay}T23:59:59.999+08:00`);
}
