/**
 * Vehicle identifiers: licence plates and the vehicle identification number
 * (VIN, 车架号).
 */

import { halfWidth } from './half-width';

// The masking lives apart so the client store can use it without every plate rule (the shell's size).
export { maskPlate } from './plate-mask';

/** Province abbreviations that start an ordinary plate. */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** The first character of a plate as a plate form offers it: a province, or 使 for an embassy car. */
export const PLATE_PREFIXES = [...Array.from(PROVINCES), '使'];
/** Plates never use I or O: they read as 1 and 0. */
const LETTER = 'A-HJ-NP-Z';
const LETTER_OR_DIGIT = `${LETTER}0-9`;

/**
 * Ordinary plate, 7 characters: province, issuing letter, four letters or
 * digits, then a letter or digit or one of 挂 (trailer) 学 (learner) 警 (police)
 * 港 澳 (cross-border) 领 (consulate).
 */
const ORDINARY = new RegExp(`^[${PROVINCES}][${LETTER}][${LETTER_OR_DIGIT}]{4}[${LETTER_OR_DIGIT}挂学警港澳领]$`);
/**
 * New-energy plate, 8 characters. Small vehicles: D (electric) or F (hybrid),
 * and since 2021 also A B C E G H J K, then a letter or digit and 4 digits.
 * Large vehicles: 5 digits then D or F.
 */
const NEW_ENERGY_SMALL = new RegExp(`^[${PROVINCES}][${LETTER}][DFABCEGHJK][${LETTER_OR_DIGIT}]\\d{4}$`);
const NEW_ENERGY_LARGE = new RegExp(`^[${PROVINCES}][${LETTER}]\\d{5}[DF]$`);
/**
 * Embassy plate: 使 and six digits (a 3-digit mission code and a 3-digit
 * serial). Older plates print 使 after the digits, so both orders pass.
 */
const EMBASSY = /^(?:使\d{6}|\d{6}使)$/;

/** Ordinary and new-energy plates (not embassy plates). */
export function isOrdinaryPlate(value: string): boolean {
  return ORDINARY.test(value) || NEW_ENERGY_SMALL.test(value) || NEW_ENERGY_LARGE.test(value);
}

/** Embassy plates (使…), rare enough to keep apart from the ordinary rule. */
export function isEmbassyPlate(value: string): boolean {
  return EMBASSY.test(value);
}

/** The plate rule: ordinary, new-energy or embassy. */
export function isLicense(value: string): boolean {
  return isOrdinaryPlate(value) || isEmbassyPlate(value);
}

/**
 * Trims and upper-cases. Also drops the spaces and the middle dot that plates
 * are printed with (京A·12345), since customers copy them.
 */
export function normalisePlate(value: string): string {
  return halfWidth(value)
    .replace(/[\s·•.・]+/g, '')
    .toUpperCase();
}

/** VIN characters: letters and digits without I, O and Q. */
const VIN_CHAR = 'A-HJ-NPR-Z0-9';
const VIN_SHAPE = new RegExp(`^[${VIN_CHAR}]{17}$`);
const SIX_FRAME = new RegExp(`^[${VIN_CHAR}]{6}$`);
/** Values of the letters in the check sum (ISO 3779 / GB 16735); digits count as themselves. */
// biome-ignore format: one row per run of values, as the standard prints them
const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * The check character (position 9) a 17-character VIN should have, whatever
 * it has now; null when the shape is wrong. Seed data uses it to make VINs.
 */
export function vinCheckChar(vin: string): string | null {
  if (!VIN_SHAPE.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const c = vin[i];
    const value = c >= '0' && c <= '9' ? Number(c) : VIN_VALUES[c];
    sum += value * VIN_WEIGHTS[i];
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** A whole VIN: 17 characters with the right check character at position 9. */
export function isVin(value: string): boolean {
  return vinCheckChar(value) === value[8];
}

/**
 * Cleans a typed frame number: drops spaces, upper-cases, and reads O and Q as 0
 * and I as 1. ISO 3779 (GB 16735) keeps I, O and Q out of every VIN precisely
 * because they look like 1 and 0, so a customer copying the number from paper
 * who types one of them meant the digit; refusing would only stop them.
 */
export function normaliseFrame(value: string): string {
  return halfWidth(value).replace(/\s+/g, '').toUpperCase().replace(/[OQ]/g, '0').replace(/I/g, '1');
}

/** The last six characters of a VIN (the order-delivery search asks for them). */
export function isSixFrame(value: string): boolean {
  return SIX_FRAME.test(value);
}
