import { chinaIso, isCalendarDate } from './calendar';
import { halfWidth } from './half-width';

/**
 * Resident ID numbers (居民身份证号码, GB 11643-1999).
 *
 * 18 characters: a 6-digit region code, the birth date YYYYMMDD, a 3-digit
 * sequence (odd for men, even for women) and a check character. 15-digit
 * first-generation numbers were withdrawn on 2013-01-01, so new input refuses them.
 */

/** Weights of the first 17 digits in the check sum. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** Check character by (sum mod 11). */
const CHECK_CHARS = '10X98765432';

/**
 * Two-digit province codes of GB/T 2260 that resident IDs use. 81–83 are the
 * Hong Kong / Macau / Taiwan residence permits, which follow the same standard.
 */
const PROVINCE_CODES = new Set(
  [
    '11 12 13 14 15', // North
    '21 22 23', // North-east
    '31 32 33 34 35 36 37', // East
    '41 42 43 44 45 46', // Centre and south
    '50 51 52 53 54', // South-west
    '61 62 63 64 65', // North-west
    '81 82 83', // Hong Kong, Macau, Taiwan residence permits
  ]
    .join(' ')
    .split(' '),
);

/**
 * The earliest birth year we accept. The reference's valid sample
 * `440524188001010014` is born in 1880, so the bound only keeps out nonsense.
 */
const MIN_BIRTH_YEAR = 1800;

const SHAPE = /^\d{17}[\dXx]$/;

/** The check character for 17 digits; the caller makes sure they are digits. */
function checkCharOf(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/**
 * Today's date as YYYYMMDD in Beijing time (UTC+8, no daylight saving), so a
 * birth date is judged the same on a server in any time zone and in the browser.
 */
export function todayInChina(now: number = Date.now()): string {
  return chinaIso(now).slice(0, 10).replaceAll('-', '');
}

/** True when YYYYMMDD is a real calendar date from MIN_BIRTH_YEAR up to today (Beijing time). */
export function isPastOrTodayDate(yyyymmdd: string): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  if (Number(yyyymmdd.slice(0, 4)) < MIN_BIRTH_YEAR) return false;
  const real = isCalendarDate(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`);
  return real && yyyymmdd <= todayInChina();
}

/**
 * The resident ID rule: shape, province prefix, a birth date that exists and is
 * not in the future, and the check character. A lower-case x is accepted here;
 * `normaliseIdentify` stores it upper-case.
 */
export function isIdentify(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  if (!PROVINCE_CODES.has(value.slice(0, 2))) return false;
  if (!isPastOrTodayDate(value.slice(6, 14))) return false;
  return checkCharOf(value.slice(0, 17)) === value[17].toUpperCase();
}

/** Trims, drops inner spaces (people type the number in groups), reads full-width digits and upper-cases the x. */
export function normaliseIdentify(value: string): string {
  return halfWidth(value).replace(/\s+/g, '').toUpperCase();
}

export interface IdentifyFacts {
  /** YYYY-MM-DD */
  birthDate: string;
  /** From the sequence digit: odd M, even F. */
  sex: 'M' | 'F';
  /** The two-digit GB/T 2260 province code, e.g. '11' for Beijing. */
  provinceCode: string;
}

/** Birth date, sex and province read from a valid resident ID; null when it is not valid. */
export function identifyFacts(id: string): IdentifyFacts | null {
  const value = normaliseIdentify(id);
  if (!isIdentify(value)) return null;
  return {
    birthDate: `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`,
    sex: Number(value[16]) % 2 === 1 ? 'M' : 'F',
    provinceCode: value.slice(0, 2),
  };
}

/**
 * Appends the right check character to 17 digits. Used by seed data and tests;
 * it does not judge the region or the date, only the shape.
 */
export function makeIdentifyNumber(first17: string): string {
  if (!/^\d{17}$/.test(first17)) {
    throw new Error(`makeIdentifyNumber needs exactly 17 digits, got ${JSON.stringify(first17)}`);
  }
  return first17 + checkCharOf(first17);
}
