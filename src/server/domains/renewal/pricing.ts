/** Renewal pricing and dates: pure rules (see the contract's doc comment for the rule in words). */

import { fenOf, yuanOf } from '../../../shared/rules/money';

export { addDays, chinaDate } from '../../platform/calendar';

/** The compulsory motor base premium: the compulsory part is priced from it, not from last year's premium. */
const COMPULSORY_BASE = '950.00';
/** Factors in per cent, so a premium is priced in whole fen. */
const NCD_PERCENT = [85, 100, 125, 150, 175, 200];

function factorPercent(riskCode: string, claims: number): number {
  if (riskCode === 'DZA') return claims === 0 ? 90 : claims === 1 ? 100 : 110;
  if (riskCode === 'DAA') return NCD_PERCENT[Math.min(claims, NCD_PERCENT.length - 1)];
  return claims === 0 ? 100 : 110;
}

/** The factor applied to this year's premium, by risk and by the claims paid last year. */
export function renewalFactor(riskCode: string, claims: number): number {
  return factorPercent(riskCode, claims) / 100;
}

/** What the factor multiplies: the compulsory base premium for the compulsory part, else last year's premium. */
export function renewalBase(riskCode: string, lastPremium: string): string {
  return riskCode === 'DZA' ? COMPULSORY_BASE : lastPremium;
}

/**
 * Next year's premium, yuan with two decimals: in whole fen, half a fen rounded
 * up. Multiplied in floating point, 1234.10 × 0.85 (1048.985) came out a hair
 * under the half and was rounded down.
 */
export function renewalPremium(riskCode: string, lastPremium: string, claims: number): string {
  const base = fenOf(renewalBase(riskCode, lastPremium));
  return yuanOf(Math.floor((base * factorPercent(riskCode, claims) + 50) / 100));
}

/**
 * The factor a premium was priced at: the rule's factor whose price it is (an order made before a
 * claim keeps the price of the claims it was made with), else the premium over its base, to two
 * decimals (a premium the rule did not price).
 */
export function factorOfPremium(riskCode: string, lastPremium: string, premium: string): string {
  for (let claims = 0; claims < NCD_PERCENT.length; claims += 1)
    if (fenOf(renewalPremium(riskCode, lastPremium, claims)) === fenOf(premium))
      return renewalFactor(riskCode, claims).toFixed(2);
  return (fenOf(premium) / fenOf(renewalBase(riskCode, lastPremium))).toFixed(2);
}
