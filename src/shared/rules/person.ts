/** Rules about people: names, mobile numbers, e-mail addresses. */

import { halfWidth } from './half-width';

/** Code points, not UTF-16 units: rare Han characters lie outside the BMP. */
function lengthOf(value: string): number {
  return [...value].length;
}

/** Chinese name: Han characters, with `·` between the parts of a minority or transliterated name. */
const CHINESE_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
/**
 * Foreign name as printed on a foreign document: Latin letters, spaces and dots.
 * Hyphens and apostrophes are let in too (Jean-Pierre, O'Neil): refusing a
 * customer's real name is worse than a loose rule.
 */
const FOREIGN_NAME = /^\p{Script=Latin}(?:[\p{Script=Latin} .'-]*[\p{Script=Latin}.])?$/u;

/** 2–30 Chinese characters in all, `·` between parts. */
export function isChineseName(value: string): boolean {
  const length = lengthOf(value);
  return length >= 2 && length <= 30 && CHINESE_NAME.test(value);
}

/** 2–50 characters of Latin letters, spaces and dots (and - '), starting with a letter. */
export function isForeignName(value: string): boolean {
  // The length test comes first so the pattern only ever sees short input.
  const length = lengthOf(value);
  return length >= 2 && length <= 50 && FOREIGN_NAME.test(value);
}

/**
 * The name rule: a Chinese name, or a foreign one. Name fields do not know the
 * ID type, and a foreign customer must be able to type the name on the passport.
 */
export function isName(value: string): boolean {
  return isChineseName(value) || isForeignName(value);
}

/**
 * Trims, collapses runs of spaces, and maps the look-alike dots that input
 * methods produce (• ． ・ ‧) to the middle dot `·`.
 */
export function normaliseName(value: string): string {
  return value
    .replace(/[•．・‧]/g, '·')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Mainland mobile number: 11 digits, 1 then 3–9. */
const MOBILE = /^1[3-9]\d{9}$/;

export function isMobile(value: string): boolean {
  return MOBILE.test(value);
}

/**
 * Strips spaces and hyphens (138 0013 8000, 138-0013-8000) and a +86 / 0086
 * country prefix, full-width digits read as digits. Repeated prefixes are all
 * stripped, so the function is idempotent.
 */
export function normaliseMobile(value: string): string {
  return halfWidth(value)
    .replace(/[\s-]+/g, '')
    .replace(/^(?:\+86|0086)+/, '');
}

/** At most 60 characters (spec section 5). */
export const EMAIL_MAX_LENGTH = 60;
/** local@domain.tld: a plain local part, dot-separated labels, a TLD of 2+ letters. */
const EMAIL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** E-mail addresses are only trimmed (the local part may be case-sensitive), ＠ and ． read as @ and . */
export function normaliseEmail(value: string): string {
  return halfWidth(value).trim();
}
