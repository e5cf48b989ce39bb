import { describe, expect, it } from 'vitest';
import { fundMove } from './fund-move';

describe('fundMove', () => {
  it('names a rise, a fall and no change', () => {
    expect(fundMove('+0.42')).toEqual({ word: '上涨', className: 'is-up' });
    expect(fundMove('-0.05')).toEqual({ word: '下跌', className: 'is-down' });
    expect(fundMove('0.00')).toEqual({ word: '持平', className: 'is-flat' });
  });

  it('calls a signed zero (an answer from before the server dropped its sign) unchanged', () => {
    expect(fundMove('+0.00').word).toBe('持平');
    expect(fundMove('-0.00').word).toBe('持平');
  });
});
