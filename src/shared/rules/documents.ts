/**
 * Rules about numbers printed on documents: policies, pre-printed forms,
 * invoices, verification codes and bank cards.
 */

import { halfWidth } from './half-width';

/**
 * Motor policy number, 22 characters: P (policy) or T (proposal), DAA
 * (commercial) or DZA (compulsory, 交强险), year and region (8 digits), serial.
 * Read off observed numbers, not confirmed by the insurer.
 */
const CAR_POLICY_NO = /^[PT](?:DAA|DZA)\d{8}[0-9A-Z]{10}$/;
/** Non-motor policy number: P, a 3-letter risk code, 18 letters or digits (unconfirmed; the server decides). */
const OTHER_POLICY_NO = /^P[A-Z]{3}[0-9A-Z]{18}$/;

export function isCarPolicyNo(value: string): boolean {
  return CAR_POLICY_NO.test(value);
}

/**
 * What a customer calls the part of a car's cover a motor policy number is: its
 * risk code DZA is the compulsory 交强险, DAA the commercial 商业险.
 */
export function carPartName(policyNo: string): '交强险' | '商业险' {
  return policyNo.slice(1, 4) === 'DZA' ? '交强险' : '商业险';
}

/**
 * A motor policy number has the same shape (P + DAA or DZA + 18) but is not a
 * non-motor one: typed into a non-car form, it is refused as input at once,
 * instead of being looked up among non-car policies, answered "not found" and
 * counted as a miss towards the hour's lockout although every field was right.
 */
export function isOtherPolicyNo(value: string): boolean {
  return OTHER_POLICY_NO.test(value) && !CAR_POLICY_NO.test(value);
}

/** Either kind of policy number, for fields that take both. */
export function isPolicyNo(value: string): boolean {
  return isCarPolicyNo(value) || isOtherPolicyNo(value);
}

/** Codes printed in capitals (policy and form numbers, VIN): trim, drop inner spaces, upper-case. */
export function normaliseCode(value: string): string {
  return halfWidth(value).replace(/\s+/g, '').toUpperCase();
}

/** Pre-printed form serial number (单证流水号): 6–30 letters and digits (format unconfirmed). */
export function isVisaserialNo(value: string): boolean {
  return /^[0-9A-Za-z]{6,30}$/.test(value);
}

/**
 * Invoice number: 8 digits (VAT invoice) or 20 digits (fully digital
 * e-invoice, 数电票: year 2, province 2, channel 1, sequence 15).
 */
export function isInvoiceNo(value: string): boolean {
  return /^(?:\d{8}|\d{20})$/.test(value);
}

/** VAT invoice code: 10 or 12 digits. The fully digital e-invoice has none. */
export function isInvoiceCode(value: string): boolean {
  return /^(?:\d{10}|\d{12})$/.test(value);
}

/** The last six digits of the 20-digit invoice check code. */
export function isInvoiceAfterSix(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** Image verification code: 4 letters or digits, case-sensitive (never upper-cased). */
export function isVerificationCode(value: string): boolean {
  return /^[A-Za-z0-9]{4}$/.test(value);
}

/** SMS verification code: 6 digits. */
export function isSmsValidCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/**
 * Bank card number: 15–19 digits. The Luhn check is not part of the rule:
 * some domestic cards are reported to fail it, so the UI only warns (`luhnValid`).
 */
export function isCard(value: string): boolean {
  return /^\d{15,19}$/.test(value);
}

/** The Luhn (mod 10) check over a string of digits; false for anything else or an empty string. */
export function luhnValid(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  let sum = 0;
  // From the right, every second digit is doubled; a two-digit result counts as its digit sum.
  for (let i = 0; i < value.length; i += 1) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card numbers are written in groups of four: drop spaces and hyphens. */
export function normaliseCard(value: string): string {
  return halfWidth(value).replace(/[\s-]+/g, '');
}

/** Digit-only numbers (invoice numbers and codes, codes from SMS): drop all whitespace. */
export function normaliseDigits(value: string): string {
  return halfWidth(value).replace(/\s+/g, '');
}
