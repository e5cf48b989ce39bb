import { describe, expect, it } from 'vitest';
import { clipText, textLength } from './text-length';

describe('the length of what a customer types', () => {
  it('counts characters (code points), so an emoji is one, not two UTF-16 units', () => {
    expect(textLength('好评😀')).toBe(3);
    expect('好评😀'.length).toBe(4);
    // A family emoji is three people joined by two zero-width joiners: five characters, as the server counts.
    expect(textLength('👨‍👩‍👧')).toBe(5);
    expect(textLength('')).toBe(0);
  });

  it('cuts at a character, never inside an emoji', () => {
    expect(clipText('好评😀😀', 3)).toBe('好评😀');
    expect(clipText('好评', 5)).toBe('好评');
  });
});
