/** Calendar dates as the insurer writes them: `YYYY-MM-DD`, a day in China (UTC+8, no daylight saving). */
import { chinaIso } from '../../shared/rules/calendar';

/** Today's (or `at`'s) date in China. */
export const chinaDate = (at: number = Date.now()): string => chinaIso(at).slice(0, 10);

/** `at`'s date and time in China, `YYYY-MM-DD HH:mm:ss`, as the insurer prints a payment time. */
export const chinaDateTime = (at: number): string => chinaIso(at).slice(0, 19).replace('T', ' ');

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The last day of a one-year cover starting on `startDate`: the day before
 * the same date a year later. A policy year is a calendar year, not 365 days:
 * a cover from 2027-03-01 ends on 2028-02-29, and one from 2028-02-29 on
 * 2029-02-28 (the next year has no 29 February, so the day after is 1 March).
 */
export function policyYearEnd(startDate: string): string {
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
