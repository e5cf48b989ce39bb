import { describe, expect, it } from 'vitest';
import { limitPicks } from './check-list-max';

describe('limitPicks', () => {
  it('accepts picks up to the maximum', () => {
    expect(limitPicks(['a'], ['a', 'b'], 2)).toEqual({ value: ['a', 'b'], refused: false });
  });

  it('drops the newest pick past the maximum', () => {
    expect(limitPicks(['a', 'b'], ['a', 'b', 'c'], 2)).toEqual({ value: ['a', 'b'], refused: true });
  });

  it('always allows unpicking', () => {
    expect(limitPicks(['a', 'b'], ['b'], 2)).toEqual({ value: ['b'], refused: false });
  });

  it('trims an over-full previous value too', () => {
    expect(limitPicks(['a', 'b', 'c'], ['a', 'b', 'c', 'd'], 2)).toEqual({ value: ['a', 'b'], refused: true });
  });
});
