import { describe, expect, it } from 'vitest';
import { couponCondition, fenOf, yuanOf } from './money';

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

describe("a red envelope's condition", () => {
  it('is worded on premium wherever it is shown, and as none when there is no threshold', () => {
    expect(couponCondition('1000.00')).toBe('保费满1000.00元可用');
    expect(couponCondition('0.00')).toBe('无门槛');
  });
});
