import { describe, expect, it } from 'vitest';
import { addDays, renewalFactor, renewalPremium } from './pricing';

describe('renewal pricing', () => {
  it('discounts the compulsory part 10% after a claim-free year and loads it after two claims', () => {
    expect(renewalPremium('DZA', '950.00', 0)).toBe('855.00');
    expect(renewalPremium('DZA', '855.00', 1)).toBe('950.00');
    expect(renewalPremium('DZA', '950.00', 3)).toBe('1045.00');
  });

  it('applies the no-claim-discount ladder to the commercial part', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((c) => renewalFactor('DAA', c))).toEqual([0.85, 1, 1.25, 1.5, 1.75, 2, 2]);
    expect(renewalPremium('DAA', '4000.00', 0)).toBe('3400.00');
    expect(renewalPremium('DAA', '4000.00', 2)).toBe('5000.00');
  });

  it('keeps a non-motor premium unless a claim was paid', () => {
    expect(renewalPremium('EAK', '298.00', 0)).toBe('298.00');
    expect(renewalPremium('EAK', '298.00', 1)).toBe('327.80');
  });

  it('adds days across a year end', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
