import { chinaIso } from '../rules/calendar';
import type { CodeItem } from './code-table';

/** Code for "call back as soon as possible" (spec section 3). */
export const CALL_BACK_ASAP = '11111';

const pad = (hour: number): string => String(hour).padStart(2, '0');

/**
 * When the customer wants a call back: as soon as possible, or within an hour
 * starting at 8 … 18 (code = the starting hour without a leading zero).
 */
export const CALL_BACK_TIMES: readonly CodeItem[] = [
  { code: CALL_BACK_ASAP, name: '尽快回电' },
  ...Array.from({ length: 11 }, (_, i) => 8 + i).map((hour) => ({
    code: String(hour),
    name: `${pad(hour)}:00-${pad(hour + 1)}:00`,
  })),
];

/**
 * When a quick complaint's call-back hour (callBackTime 8 … 18) is: its next start in Beijing after `at`,
 * today's when that hour has not begun, else tomorrow's (an hour already under way is too late to be
 * called in). The spec gives the hour only; without a day the call centre could not tell which day a
 * customer meant, nor the customer which day to expect the call. ISO with Beijing's offset,
 * `2026-12-02T14:00:00+08:00`: the timestamp stored with the complaint (payload.callBackAt) and answered.
 * Null for 尽快回电 (CALL_BACK_ASAP).
 */
export function callBackAt(callBackTime: string, at: number): string | null {
  if (callBackTime === CALL_BACK_ASAP) return null;
  const today = chinaIso(at).slice(0, 10);
  const startToday = Date.parse(`${today}T${pad(Number(callBackTime))}:00:00+08:00`);
  const start = startToday > at ? startToday : startToday + 86_400_000;
  return `${chinaIso(start).slice(0, 19)}+08:00`;
}

/** A call-back window as the SMS and the pages write it, with its day: `12月2日 14:00-15:00`. */
export function callBackText(callBackAt: string): string {
  const hour = Number(callBackAt.slice(11, 13));
  return `${Number(callBackAt.slice(5, 7))}月${Number(callBackAt.slice(8, 10))}日 ${pad(hour)}:00-${pad(hour + 1)}:00`;
}
