import { chinaIso } from '../../shared/rules/calendar';

/**
 * Dates and times on a page, on Beijing's clock whatever zone the phone is
 * set to: the insurer's records, its SMS and its hotline state times in
 * Beijing time, so a customer travelling abroad reads the same times. Written
 * as zh-CN writes them (`2026/11/30`, `20:26:46`), by hand (chinaIso).
 */
const beijing = (iso: string) => chinaIso(Date.parse(iso));

/** `2026/11/30`. */
export function dayText(iso: string): string {
  const s = beijing(iso);
  return `${Number(s.slice(0, 4))}/${Number(s.slice(5, 7))}/${Number(s.slice(8, 10))}`;
}

/** `2026/11/30 20:26:46`. */
export const timeText = (iso: string): string => `${dayText(iso)} ${beijing(iso).slice(11, 19)}`;

/** `20:26`. */
export const clockText = (iso: string): string => beijing(iso).slice(11, 16);

/** Today's date in Beijing, `2026-11-30`: the last day a form may take where the server says "not in the future". */
export const chinaToday = (): string => beijing(new Date().toISOString()).slice(0, 10);
