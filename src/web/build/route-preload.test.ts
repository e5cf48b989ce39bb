import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRELOAD_RUNTIME } from './route-preload';
import { START_SCRIPT } from './start-after-paint';

/** Just enough of a browser for the two inline scripts: links appended to the head, frames run on demand. */
function fakeBrowser(hash: string, stored: string | null = null) {
  const head: { rel: string; href: string; type?: string; src?: string }[] = [];
  const frames: (() => void)[] = [];
  const attributes = new Map<string, string>();
  const element = () => ({ setAttribute: () => undefined }) as Record<string, unknown>;
  const window: Record<string, unknown> = {
    location: { hash },
    sessionStorage: { getItem: () => stored },
    document: {
      visibilityState: 'visible',
      documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) },
      createElement: element,
      head: { appendChild: (link: never) => head.push(link) },
    },
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => f(),
  };
  window.window = window;
  const run = (source: string) => runInNewContext(source, window);
  return { head, frames, run, attributes };
}

const files = ['assets/index.js', 'assets/shell.js', 'assets/Page.css', 'assets/Page.js'];
const preload = (prerendered: string[]) =>
  `${PRELOAD_RUNTIME}(${JSON.stringify(files)},{"/policy-query":[2,3]},"/home/",${JSON.stringify(prerendered)},"store",[0,1]);`;
const start = START_SCRIPT('/home/assets/index.js');
const asked = (head: { rel: string; href?: string; src?: string }[]) =>
  head.map((l) => `${l.rel ?? 'script'} ${l.href ?? l.src}`);

describe('when the chunks are asked for (issue 9)', () => {
  it('under a prerendered screen: only its CSS before the first paint; the chunks, then the shell, after it', () => {
    const browser = fakeBrowser('#/policy-query');
    browser.run(preload(['/policy-query']));
    browser.run(start);
    expect(browser.attributes.get('data-entry-page')).toBe('/policy-query');
    expect(asked(browser.head)).toEqual(['stylesheet /home/assets/Page.css']);
    for (const frame of browser.frames) frame();
    expect(asked(browser.head)).toEqual([
      'stylesheet /home/assets/Page.css',
      'modulepreload /home/assets/index.js',
      'modulepreload /home/assets/shell.js',
      'modulepreload /home/assets/Page.js',
      'script /home/assets/index.js',
    ]);
  });

  it('under the loading state: every chunk at once, the shell after the first paint', () => {
    const browser = fakeBrowser('#/policy-query', '{"a":1}'); // the tab holds the store: no screen
    browser.run(preload(['/policy-query']));
    browser.run(start);
    expect(asked(browser.head)).toEqual([
      'modulepreload /home/assets/index.js',
      'modulepreload /home/assets/shell.js',
      'preload /home/assets/Page.css',
      'modulepreload /home/assets/Page.js',
    ]);
    for (const frame of browser.frames) frame();
    expect(asked(browser.head).at(-1)).toBe('script /home/assets/index.js');
  });
});
