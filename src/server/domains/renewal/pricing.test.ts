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

  it('rounds half a fen up, as the premium in fen times the factor in per cent says', () => {
    // Premiums after a first renewal carry fen (1234.10 × 0.85 = 1048.985): the half fen is
    // rounded up. Computed in binary floating point the product can fall just below the half.
    const percents: Record<string, number[]> = {
      DZA: [90, 100, 110],
      DAA: [85, 100, 125, 150, 175, 200],
      EAK: [100, 110],
    };
    const wrong: string[] = [];
    for (const [riskCode, byClaims] of Object.entries(percents))
      for (let fen = 100_000; fen < 1_000_000; fen += 7) {
        const last = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        byClaims.forEach((percent, claims) => {
          const base = riskCode === 'DZA' ? 95_000 : fen;
          const want = Math.floor((base * percent + 50) / 100);
          const expected = `${Math.floor(want / 100)}.${String(want % 100).padStart(2, '0')}`;
          const got = renewalPremium(riskCode, last, claims);
          if (got !== expected) wrong.push(`${riskCode} ${last} × ${percent}%: ${got}, not ${expected}`);
        });
      }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('adds days across a year end', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
