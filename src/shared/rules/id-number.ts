import { ID_TYPES, RESIDENT_ID_TYPE } from '../codes/id-types';
import { isCreditCode } from './credit-code';
import { isIdentify } from './identify';

/**
 * ID numbers checked by their ID type code (the codes of `codes/id-types.ts`).
 *
 * Only the resident ID, the residence permit and the unified social credit code
 * carry a check character we can verify; every other document is checked loosely by shape, because a false
 * refusal stops a customer while a false acceptance is caught by the server's
 * own lookup. Letters are compared case-insensitively: people type them either way.
 */

/** Passports (03 Chinese, 21 foreign): 5–20 letters and digits. */
const PASSPORT = /^[A-Z0-9]{5,20}$/;
/**
 * 07 Hong Kong / Macau resident ID cards: Hong Kong `A123456(7)` (one or two
 * letters, six digits, a check digit or A, the brackets optional); Macau
 * `1234567(8)` starting 1, 5 or 7.
 */
const HK_MACAU_ID = /^(?:[A-Z]{1,2}\d{6}\(?[0-9A]\)?|[157]\d{6}\(?\d\)?)$/;
/**
 * 10 Hong Kong / Macau pass, and 25 the home-return permit of Hong Kong and
 * Macau residents (回乡证): H or M, then 8 digits and, on older cards, the
 * 2-digit count of renewals.
 */
const HK_MACAU_PASS = /^[HM]\d{8,10}$/;
/**
 * 26 Taiwan residents' permit (台胞证): 8 digits on the card issued since 2015;
 * older booklets had 10 digits, sometimes with a bracketed letter.
 */
const TAIWAN_RESIDENT_PERMIT = /^(?:\d{8}|\d{10}(?:\([A-Z]\))?)$/;
/**
 * 09 Taiwan permit. Its number formats changed several times (booklet, card,
 * electronic) and none is confirmed, so: up to two letters, 7–10 digits and an
 * optional bracketed suffix such as `(B)`.
 */
const TAIWAN_PERMIT = /^[A-Z]{0,2}\d{7,10}(?:\([A-Z0-9]{1,2}\))?$/;
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

/** Checks `value` as a number of the document type `idType`; unknown types get the loose rule. */
export function isIdNumberOfType(idType: string, value: string): boolean {
  const upper = value.toUpperCase();
  switch (idType) {
    case '01':
      return isIdentify(value);
    case '03':
    case '21':
      return PASSPORT.test(upper);
    case '07':
      return HK_MACAU_ID.test(upper);
    case '09':
      return TAIWAN_PERMIT.test(upper);
    case '10':
    case '25':
      return HK_MACAU_PASS.test(upper);
    case '26':
      return TAIWAN_RESIDENT_PERMIT.test(upper);
    case '31':
      return isCreditCode(upper);
    case '16':
      return FOREIGN_PERMANENT_OLD.test(upper) || FOREIGN_PERMANENT_NEW.test(upper);
    case '17':
      return RESIDENCE_PERMIT_PREFIX.test(value) && isIdentify(value);
    default:
      // Blank input is not a number, even though spaces are printable.
      return OTHER_DOCUMENT.test(value) && value.trim() !== '';
  }
}

/** The longest ID number a form or request takes (spec section 5: ID numbers 50). */
export const ID_NUMBER_MAX_LENGTH = 50;

/**
 * Cleans a typed ID number of any type, as it is stored and matched: spaces
 * dropped (people type numbers in groups), letters upper-cased, and full-width
 * brackets made plain, so `A123456（7）` and `A123456(7)` are one number. For a
 * resident ID this is exactly `normaliseIdentify`.
 */
export function normaliseIdNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().replaceAll('（', '(').replaceAll('）', ')');
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
