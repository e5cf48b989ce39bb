import { describe, expect, it } from 'vitest';
import { blocksBack } from './back-block';
import { scrollTargetFor } from './scroll';

describe('scrollTargetFor', () => {
  const saved = new Map([
    ['/', 640],
    ['/navigation', 300],
  ]);

  it('restores the home page', () => {
    expect(scrollTargetFor('/', saved)).toBe(640);
    expect(scrollTargetFor('/', new Map())).toBe(0);
  });

  it('sends every other page to the top', () => {
    expect(scrollTargetFor('/navigation', saved)).toBe(0);
    expect(scrollTargetFor('/privacy_policy', saved)).toBe(0);
  });
});

describe('blocksBack', () => {
  it('blocks only history pops while back is disallowed', () => {
    expect(blocksBack('POP', false)).toBe(true);
    expect(blocksBack('POP', true)).toBe(false);
    expect(blocksBack('PUSH', false)).toBe(false);
    expect(blocksBack('REPLACE', false)).toBe(false);
  });
});
