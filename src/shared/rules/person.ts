/** Rules about people: names (of persons, and of parties that may be companies), mobile numbers, e-mail addresses. */

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

/**
 * The longest party name a request takes by default: the longest name field of spec
 * section 5 (the non-car claims' insured name, 50). A field may pass its own to `fieldOf`.
 */
export const PARTY_NAME_MAX_LENGTH = 50;
/** Past any registered name: the rule's own bound, so the pattern never sees a long input. */
const PARTY_NAME_LONGEST = 100;
/**
 * A party name: Han and Latin letters and digits, with spaces, the middle dot, . , & ' -
 * and brackets of either width inside; it starts with a letter, a digit or an opening
 * bracket and ends with a letter, a digit, a dot or a closing bracket.
 */
const PARTY_NAME =
  /^[\p{Script=Han}\p{Script=Latin}0-9（(](?:[\p{Script=Han}\p{Script=Latin}0-9 ·.,&'()（）-]*[\p{Script=Han}\p{Script=Latin}0-9.)）])?$/u;
const LETTER = /[\p{Script=Han}\p{Script=Latin}]/u;

/** Every opening bracket closed, of either width: （北京) is a slip of the input method, not two names. */
function bracketsPaired(value: string): boolean {
  let open = 0;
  for (const c of value) {
    if (c === '(' || c === '（') open++;
    else if (c === ')' || c === '）') open--;
    if (open < 0) return false;
  }
  return open === 0;
}

/**
 * The name of a party that may be a company or other organisation as well as a person: the
 * policyholder (投保人) or insured of a non-car policy, an invoice's buyer. A registered company
 * name has brackets for a branch or a place (北京某某科技有限公司（北京分公司）, 某某（中国）
 * 有限公司), typed full-width or plain; Latin letters, digits and `& . , ' -` (3M中国有限公司,
 * ABC Trading Co., Ltd.); and the middle dot. Every name `isName` takes is one too. A field
 * where only a person can be named (a complainant, a student, a borrower) keeps `isName`.
 * 2–100 characters, at least one a letter; each field sets its own limit below that.
 */
export function isPartyName(value: string): boolean {
  const length = lengthOf(value);
  return (
    length >= 2 && length <= PARTY_NAME_LONGEST && PARTY_NAME.test(value) && LETTER.test(value) && bracketsPaired(value)
  );
}

/** Full-width letters, digits and the company name's punctuation, read as the plain ones. */
const FULL_WIDTH_PLAIN = /[０-９Ａ-Ｚａ-ｚ，＆＇－]/g;

/**
 * A party name cleaned as `normaliseName` cleans a person's, with full-width letters,
 * digits and , & ' - read as plain ones, and a full-width ． after a Latin letter read as
 * the full stop of Co．Ltd (elsewhere it is the middle dot of a minority name). Brackets
 * are kept as typed: a registered name is written with （）, and `samePartyName` folds them.
 */
export function normalisePartyName(value: string): string {
  return normaliseName(value.replace(FULL_WIDTH_PLAIN, halfWidth).replace(/(?<=[A-Za-z])．/g, '.'));
}

/**
 * What a party name is compared by: cleaned (normalisePartyName), brackets of either
 * width as one, no space beside a bracket or other punctuation or between Han characters
 * (a customer typing plain brackets often puts one before them, and Co.,Ltd. is Co., Ltd.),
 * Latin case folded. A customer typing 某某公司(北京分公司) or abc trading finds
 * 某某公司（北京分公司） and ABC Trading.
 */
export function partyNameKey(value: string): string {
  return normalisePartyName(value)
    .replace(/[（(]/g, '(')
    .replace(/[）)]/g, ')')
    .replace(/ ?([(),.&·'-]) ?/g, '$1')
    .replace(/(?<=\p{Script=Han}) (?=\p{Script=Han})/gu, '')
    .toLowerCase();
}

/** Whether a name typed is the party's name on record, as `partyNameKey` reads both. */
export function samePartyName(stored: string, typed: string): boolean {
  return partyNameKey(stored) === partyNameKey(typed);
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
