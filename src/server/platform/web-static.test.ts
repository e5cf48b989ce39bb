import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './web-static';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('names the shapes the build writes: the bare head script and the body scripts marked data-app', () => {
    const html = [
      '<script>preload()</script>',
      '<script type="module" crossorigin src="/home/assets/index.js"></script>',
      '<div id="app"></div><script data-app="prerender">swap()</script>',
      '<script data-app="start">start()</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([hash('preload()'), hash('swap()'), hash('start()')]);
  });

  it('allows no other inline script, whatever it looks like', () => {
    expect(inlineScriptHashes('<script type="text/javascript">x()</script><script id="a">y()</script>')).toEqual([]);
  });
});
