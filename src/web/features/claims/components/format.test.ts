import { describe, expect, it } from 'vitest';
import { amountText } from './format';

describe('a claim amount as the customer reads it', () => {
  it('is in yuan with two decimals once known', () => {
    expect(amountText('1234.5', 'paid')).toBe('¥1,234.50');
    expect(amountText('0', 'refused')).toBe('¥0.00');
  });

  it('is still to be fixed while the claim goes on', () => {
    for (const status of [
      'reported',
      'surveyed',
      'assessed',
      'lossApproved',
      'adjusted',
      'approved',
      'closed',
    ] as const)
      expect(amountText(null, status)).toBe('待确定');
  });

  it('is none, not "to be fixed", once the claim ended without it (withdrawn or refused)', () => {
    expect(amountText(null, 'refused')).toBe('无');
    expect(amountText(null, 'withdrawn')).toBe('无');
  });
});
