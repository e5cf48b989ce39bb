import { describe, expect, it } from 'vitest';
import { rootFontSize } from './root-font';

describe('rootFontSize', () => {
  it('is 50 px at 375 px', () => {
    expect(rootFontSize(375)).toBe(50);
  });

  it('scales linearly inside the clamp', () => {
    expect(rootFontSize(414)).toBeCloseTo(55.2, 5);
    expect(rootFontSize(600)).toBeCloseTo(80, 5);
  });

  it('clamps the width to 320–640', () => {
    expect(rootFontSize(320)).toBeCloseTo(42.6667, 3);
    expect(rootFontSize(200)).toBeCloseTo(42.6667, 3);
    expect(rootFontSize(640)).toBeCloseTo(85.3333, 3);
    expect(rootFontSize(1920)).toBeCloseTo(85.3333, 3);
  });
});
