/** Renewal pricing and dates: pure rules (see the contract's doc comment for the rule in words). */

export { addDays, chinaDate } from '../../platform/calendar';

const COMPULSORY_BASE = 950;
const NCD = [0.85, 1.0, 1.25, 1.5, 1.75, 2.0];

/** The factor applied to this year's premium, by risk and by the claims paid last year. */
export function renewalFactor(riskCode: string, claims: number): number {
  if (riskCode === 'DZA') return claims === 0 ? 0.9 : claims === 1 ? 1.0 : 1.1;
  if (riskCode === 'DAA') return NCD[Math.min(claims, NCD.length - 1)];
  return claims === 0 ? 1.0 : 1.1;
}

/** Next year's premium, yuan with two decimals. */
export function renewalPremium(riskCode: string, lastPremium: string, claims: number): string {
  const base = riskCode === 'DZA' ? COMPULSORY_BASE : Number(lastPremium);
  return (Math.round(base * renewalFactor(riskCode, claims) * 100) / 100).toFixed(2);
}
