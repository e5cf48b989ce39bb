import { describe, expect, it } from 'vitest';
import { fenOf, yuanOf } from './money';

describe('amounts in fen', () => {
  it('reads two-decimal yuan as whole fen, whatever binary floating point makes of it', () => {
    expect(fenOf('1234.10')).toBe(123_410);
    expect(fenOf('0.29')).toBe(29);
    expect(fenOf('4652.00')).toBe(465_200);
  });

  it('writes fen as yuan with two decimals', () => {
    expect(yuanOf(125_053)).toBe('1250.53');
    expect(yuanOf(1)).toBe('0.01');
    expect(yuanOf(95_000)).toBe('950.00');
  });
});
