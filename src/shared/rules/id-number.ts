import { ID_TYPES, type IdTypeCode, RESIDENT_ID_TYPE } from '../codes/id-types';
import { isCreditCode } from './credit-code';
import { halfWidth } from './half-width';
import { isIdentify } from './identify';

/**
 * ID numbers checked by their ID type code (the codes of `codes/id-types.ts`).
 *
 * Only the resident ID, the residence permit, the Hong Kong identity card and
 * the unified social credit code carry a check character we can verify; every
 * other document is checked loosely by shape, because a false refusal stops a
 * customer while a false acceptance is caught by the server's own lookup.
 * Letters are compared case-insensitively: people type them either way.
 */

/** Passports (03 Chinese, 21 foreign): 5–20 letters and digits. */
const PASSPORT = /^[A-Z0-9]{5,20}$/;
/**
 * 07 Hong Kong / Macau resident ID cards, as `normaliseIdNumber` writes them
 * (the check digit's brackets dropped): Hong Kong `A1234563` for A123456(3) (one
 * or two letters, six digits, a check digit or A); Macau `12345678` for
 * 1234567(8), starting 1, 5 or 7.
 */
const HONG_KONG_ID = /^([A-Z]{1,2})(\d{6})([0-9A])$/;
const MACAU_ID = /^[157]\d{7}$/;
/**
 * 10 Hong Kong / Macau pass (港澳通行证). The name is worn by two documents and
 * the spec says no more, so both are taken: the home-return permit of Hong
 * Kong and Macau residents (as 25 below), and the mainland residents' permit
 * to Hong Kong and Macau (往来港澳通行证): the card since 2014, C and 8 digits,
 * and since those ran out C, a letter other than I and O, and 7 digits
 * (National Immigration Administration, 2018-12-10); the booklet before it, W
 * and 8 digits.
 */
const MAINLAND_HK_MACAU_PERMIT = /^(?:C[0-9A-HJ-NP-Z]\d{7}|W\d{8})$/;
/**
 * 25 the home-return permit of Hong Kong and Macau residents (回乡证), also
 * taken for 10: H or M, then 8 digits and, on older cards, the 2-digit count
 * of renewals.
 */
const HK_MACAU_PASS = /^[HM]\d{8,10}$/;
/**
 * 26 Taiwan residents' permit (台胞证): 8 digits on the card issued since 2015;
 * older booklets had 10 digits, sometimes with a bracketed letter (which
 * `normaliseIdNumber` writes without its brackets).
 */
const TAIWAN_RESIDENT_PERMIT = /^(?:\d{8}|\d{10}[A-Z]?)$/;
/**
 * 09 Taiwan permit. Its number formats changed several times (booklet, card,
 * electronic) and none is confirmed, so: up to two letters, 7–10 digits and an
 * optional suffix such as `(B)` (written `B` by `normaliseIdNumber`) or `(B1)`.
 */
const TAIWAN_PERMIT = /^[A-Z]{0,2}\d{7,10}(?:\([A-Z0-9]{2}\)|[A-Z0-9])?$/;
/** 17 HK / Macau / Taiwan residence permit: 810000 / 820000 / 830000, then as a resident ID. */
const RESIDENCE_PERMIT_PREFIX = /^8[123]0000/;
/**
 * 16 foreign permanent resident ID: the old card has 15 characters (3-letter
 * nationality code and 12 digits); the 2023 card has 18 starting with 9. Its
 * check character is not confirmed to follow GB 11643, so it is not verified.
 */
const FOREIGN_PERMANENT_OLD = /^[A-Z]{3}\d{12}$/;
const FOREIGN_PERMANENT_NEW = /^9\d{16}[0-9X]$/;
/** Any other document: 1–50 characters, none of them control, format or unassigned characters. */
const OTHER_DOCUMENT = /^[^\p{C}]{1,50}$/u;

/** Letters' values in the Hong Kong check sum: A is 10 … Z is 35; the blank before a single letter is 36. */
const hkValue = (c: string) => (c === ' ' ? 36 : Number.parseInt(c, 36));

/**
 * The Hong Kong identity card's check digit (Immigration Department): the two
 * letters (a blank before a single one) and six digits weighted 9 down to 2;
 * the check digit makes the sum a multiple of 11, 10 being written A.
 */
function hongKongCheckDigit(letters: string, digits: string): string {
  const chars = `${letters.padStart(2, ' ')}${digits}`;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += hkValue(chars[i]) * (9 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'A' : String(check);
}

/** A Hong Kong identity card number, normalised, whose check digit adds up. */
function isHongKongId(value: string): boolean {
  const parts = HONG_KONG_ID.exec(value);
  return parts !== null && hongKongCheckDigit(parts[1], parts[2]) === parts[3];
}

/**
 * Checks `value` as a number of the document type `idType`; unknown types get
 * the loose rule. The number is read as `normaliseIdNumber` cleans it, so a
 * number is right or wrong however it was typed (A123456(3), a123456 3).
 */
export function isIdNumberOfType(idType: string, value: string): boolean {
  const clean = normaliseIdNumber(value);
  switch (idType) {
    case '01':
      return isIdentify(clean);
    case '03':
    case '21':
      return PASSPORT.test(clean);
    case '07':
      return isHongKongId(clean) || MACAU_ID.test(clean);
    case '09':
      return TAIWAN_PERMIT.test(clean);
    case '10':
      return HK_MACAU_PASS.test(clean) || MAINLAND_HK_MACAU_PERMIT.test(clean);
    case '25':
      return HK_MACAU_PASS.test(clean);
    case '26':
      return TAIWAN_RESIDENT_PERMIT.test(clean);
    case '31':
      return isCreditCode(clean);
    case '16':
      return FOREIGN_PERMANENT_OLD.test(clean) || FOREIGN_PERMANENT_NEW.test(clean);
    case '17':
      return RESIDENCE_PERMIT_PREFIX.test(clean) && isIdentify(clean);
    default:
      // A blank number is no number: cleaning drops its spaces.
      return OTHER_DOCUMENT.test(clean);
  }
}

/**
 * The types `idTypeOfNumber` tries, most telling first: those whose check
 * character is verified (17 before 01, since a residence permit's number also
 * passes the resident ID's rule; 31 before the passport, whose shape a credit
 * code also has), then the narrow shapes, then the passport's broad one. 09 is
 * not guessed (its shape is unconfirmed and a passport's E12345678 fits it),
 * nor 25 and 21, whose numbers 10 and 03 take first; nor any type checked only
 * loosely, which every number fits.
 */
const GUESSED_TYPES: readonly IdTypeCode[] = ['17', '01', '31', '07', '16', '10', '26', '03'];

/**
 * The ID type of a number recorded without one (an order or policy kept no
 * type): the first of `GUESSED_TYPES` whose rule it passes, else 99 (其他证件).
 * A resident ID stays 01; a credit code is 31, not 居民身份证.
 */
export function idTypeOfNumber(value: string): IdTypeCode {
  return GUESSED_TYPES.find((idType) => isIdNumberOfType(idType, value)) ?? '99';
}

/** The longest ID number a form or request takes (spec section 5: ID numbers 50). */
export const ID_NUMBER_MAX_LENGTH = 50;

/**
 * A last character in brackets: a check digit as the card prints it, A123456(3),
 * or a suffix letter. Not inside another bracket, so cleaning twice changes nothing.
 */
const BRACKETED_LAST = /(?<!\()\(([^()])\)$/;

/**
 * Cleans a typed ID number of any type, as it is stored and matched: spaces
 * dropped (people type numbers in groups), letters upper-cased, full-width
 * characters made plain (`halfWidth`), and a last character in brackets written
 * without them, so `A123456（3）`, `A123456(3)` and `A1234563` are one number
 * (Hong Kong's tax number is the card's number so written: letters and digits,
 * the check digit without its brackets). A bracketed part of more than one
 * character is kept as typed. For a resident ID this is exactly `normaliseIdentify`.
 */
export function normaliseIdNumber(value: string): string {
  return halfWidth(value).replace(/\s+/g, '').toUpperCase().replace(BRACKETED_LAST, '$1');
}

/**
 * Whether a stored number and a typed one are one document's: both are read
 * as `normaliseIdNumber` cleans them, since a record keeps the number as it
 * was written (A123456(3) or A1234563) and the customer types it either way.
 */
export function sameIdNumber(stored: string, typed: string): boolean {
  return normaliseIdNumber(stored) === normaliseIdNumber(typed);
}

/**
 * The forms a record may hold `number` in, for a lookup by the stored value
 * (an index finds only what it is given): as cleaned, and with its last
 * character in plain or full-width brackets.
 */
export function idNumberForms(number: string): string[] {
  const clean = normaliseIdNumber(number);
  if (clean.length < 2) return [clean];
  const head = clean.slice(0, -1);
  const last = clean.slice(-1);
  return [clean, `${head}(${last})`, `${head}（${last}）`];
}

/**
 * What is wrong with `number` as a number of `idType`, in the type's words, or
 * undefined when it is right: empty gets 请输入…号码, anything else is cleaned
 * (`normaliseIdNumber`) and checked by the type's rule. The one judgement of an
 * ID number beside its type, for the contract's refinement and the forms alike.
 */
export function idNumberProblem(idType: string, number: string): string | undefined {
  const clean = normaliseIdNumber(number.trim());
  const { message, requiredMessage } = idNumberMessages(idType);
  if (clean === '') return requiredMessage;
  return isIdNumberOfType(idType, clean) ? undefined : message;
}

/**
 * What the ID number field says for a type: the resident ID keeps its words
 * (请输入身份证号码); other types name their document, e.g. 请输入正确的护照号码.
 */
export function idNumberMessages(idType: string): { message: string; requiredMessage: string } {
  if (idType === RESIDENT_ID_TYPE) return { message: '请输入正确的身份证号码', requiredMessage: '请输入身份证号码' };
  if (idType === '31') return { message: '请输入正确的统一社会信用代码', requiredMessage: '请输入统一社会信用代码' };
  const name = ID_TYPES.find((t) => t.code === idType)?.name ?? '证件';
  return { message: `请输入正确的${name}号码`, requiredMessage: `请输入${name}号码` };
}
