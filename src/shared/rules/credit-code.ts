/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015) that every
 * company and organisation carries: the ID of a car owner who is not a person.
 *
 * 18 characters: the registering authority and the kind of body (2), the
 * 6-digit GB/T 2260 region code, the 9-character organisation code, and a check
 * character. The alphabet is the digits and the capitals without I O S V Z.
 * Check: S = Σ cᵢ·Wᵢ over the first 17 (each character by its place in the
 * alphabet), W = 1 3 9 27 19 26 16 17 20 29 25 13 8 24 10 30 28 (3ⁱ mod 31);
 * the check character is the one at place 31 − (S mod 31), 31 reading as 0.
 */

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

function checkCharOf(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += ALPHABET.indexOf(first17[i]) * WEIGHTS[i];
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** A credit code, upper-case (the caller upper-cases what people type). */
export function isCreditCode(value: string): boolean {
  return SHAPE.test(value) && checkCharOf(value) === value[17];
}

/** Appends the right check character to 17 characters of the alphabet; for seed data and tests. */
export function makeCreditCode(first17: string): string {
  if (!SHAPE.test(`${first17}0`)) {
    throw new Error(`makeCreditCode needs 17 credit-code characters, got ${JSON.stringify(first17)}`);
  }
  return first17 + checkCharOf(first17);
}
