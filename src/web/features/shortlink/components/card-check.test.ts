import { describe, expect, it } from 'vitest';
import { cardNumberWarning } from './card-check';

describe('the bank card warning', () => {
  it('warns when a card-shaped number fails the Luhn check', () => {
    expect(cardNumberWarning('6217000010002345678')).toContain('校验未通过');
    expect(cardNumberWarning('6217 0000 1000 2345 678')).toContain('校验未通过');
  });

  it('says nothing for a number that passes, or that is not yet a card number', () => {
    expect(cardNumberWarning('6222021234567890128')).toBe('');
    // Its last digit is the right check digit: no warning.
    expect(cardNumberWarning('6217000010002345679')).toBe('');
    expect(cardNumberWarning('6217')).toBe('');
    expect(cardNumberWarning('')).toBe('');
  });
});
