import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heapUnlimited, SERVER_NODE_OPTIONS } from './runtime';

describe('server runtime options', () => {
  it('caps the old generation well under the 300 MB budget', () => {
    const cap = Number(/--max-old-space-size=(\d+)/.exec(SERVER_NODE_OPTIONS.join(' '))?.[1]);
    expect(cap).toBeGreaterThan(0);
    expect(cap).toBeLessThan(300);
  });

  it('is how `npm start` launches the server', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const option of SERVER_NODE_OPTIONS) expect(pkg.scripts.start).toContain(option);
  });

  it('tells a limited heap from V8’s default', () => {
    expect(heapUnlimited(4144 * 1024 * 1024)).toBe(true);
    expect(heapUnlimited(176 * 1024 * 1024)).toBe(false);
  });
});
