import { describe, expect, it } from 'vitest';
import { highlight, snippet } from './highlight';
import { containsPattern } from './repo';

describe('highlight', () => {
  it('flags every occurrence, case-insensitively, and keeps the text whole', () => {
    const parts = highlight('意外险与驾乘意外', '意外');
    expect(parts).toEqual([
      { text: '意外', hit: true },
      { text: '险与驾乘', hit: false },
      { text: '意外', hit: true },
    ]);
    expect(highlight('Model 3 model', 'MODEL').filter((p) => p.hit)).toHaveLength(2);
    expect(highlight('没有匹配', '车险')).toEqual([{ text: '没有匹配', hit: false }]);
  });

  it('cuts a snippet around the first match without Markdown marks', () => {
    const text = `## 标题\n- ${'前文'.repeat(30)}理赔材料${'后文'.repeat(30)}`;
    const s = snippet(text, '理赔');
    expect(s).toContain('理赔');
    expect(s.startsWith('…')).toBe(true);
    expect(s).not.toContain('##');
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(containsPattern('50%_a\\')).toBe('%50\\%\\_a\\\\%');
  });
});
