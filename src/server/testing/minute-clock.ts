import { vi } from 'vitest';

/**
 * Sets the wall clock to the start of the next minute, running on at its real
 * pace, and answers the function that gives the real clock back. Without Redis
 * the per-minute limits count in a window fixed on the minute (rate-sketch-
 * store.ts), so a test that counts requests up to such a limit fails whenever
 * its requests straddle a minute's end: every count rightly starts again. On a
 * slow CI host 6,000 requests took ~10 s and did now and then (2026-11-29).
 *
 * Only `Date` is faked: timers, I/O and the database run as ever. Call it
 * before the app starts, since the limit stores take the clock they find then.
 */
export function clockAtMinuteStart(): () => void {
  const minute = 60_000;
  vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / minute) * minute, shouldAdvanceTime: true });
  return () => vi.useRealTimers();
}
