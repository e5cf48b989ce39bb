import { describe, expect, it } from 'vitest';
import { couponCondition, fenOf, moneyText, yuanOf } from './money';

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
    expect(couponCondition('1000.00')).toBe('保费满1,000.00元可用');
    expect(couponCondition('200.00')).toBe('保费满200.00元可用');
    expect(couponCondition('0.00')).toBe('无门槛');
  });
});

describe('amounts as a customer reads them', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(moneyText('12345.60')).toBe('12,345.60');
    expect(moneyText('5869.81')).toBe('5,869.81');
    expect(moneyText('2000000.00')).toBe('2,000,000.00');
    expect(moneyText('950')).toBe('950.00');
    expect(moneyText('0.01')).toBe('0.01');
    expect(moneyText(1234567.891)).toBe('1,234,567.89');
  });

  it('writes whole-yuan amounts (traffic fines) without decimals when asked', () => {
    expect(moneyText(2000, 0)).toBe('2,000');
    expect(moneyText(200, 0)).toBe('200');
  });
});
