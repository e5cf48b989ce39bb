import { describe, expect, it } from 'vitest';
import { withStartAfterPaint } from './start-after-paint';

describe('withStartAfterPaint', () => {
  const html = `<head>
    <script type="module" crossorigin src="/home/assets/index-Ab.js"></script>
  </head><body><div id="app"></div>
  </body>`;

  it('fetches the entry at once but adds its script at the end of the body, after the first paint', () => {
    const out = withStartAfterPaint(html);
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/home/assets/index-Ab.js">');
    const start = out.indexOf('<script data-app="start">');
    expect(start).toBeGreaterThan(out.indexOf('<div id="app">'));
    expect(out.slice(start)).toContain('requestAnimationFrame');
    expect(out.slice(start)).toContain('("/home/assets/index-Ab.js")');
  });

  it('refuses an index.html without the entry script', () => {
    expect(() => withStartAfterPaint('<body></body>')).toThrow(/entry/);
  });
});
