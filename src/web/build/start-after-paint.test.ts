import { describe, expect, it } from 'vitest';
import { withStartAfterPaint } from './start-after-paint';

describe('withStartAfterPaint', () => {
  const html = `<head>
    <script type="module" crossorigin src="/home/assets/index-Ab.js"></script>
    <link rel="modulepreload" crossorigin href="/home/assets/shell-Cd.js">
    <link rel="stylesheet" crossorigin href="/home/assets/shell-Ef.css">
  </head><body><div id="app"></div>
  </body>`;

  it('adds the entry script at the end of the body, after the first paint, with the chunks left for then', () => {
    const out = withStartAfterPaint(html);
    expect(out).not.toContain('<script type="module"');
    const start = out.indexOf('<script data-app="start">');
    expect(start).toBeGreaterThan(out.indexOf('<div id="app">'));
    expect(out.slice(start)).toContain('requestAnimationFrame');
    expect(out.slice(start)).toContain('window.__chunksAfterPaint');
    expect(out.slice(start)).toContain('("/home/assets/index-Ab.js")');
  });

  it("leaves asking for the chunks to the route preload: Vite's modulepreload tags go, stylesheets stay", () => {
    const out = withStartAfterPaint(html);
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/home/assets/shell-Ef.css">');
  });

  it('refuses an index.html without the entry script', () => {
    expect(() => withStartAfterPaint('<body></body>')).toThrow(/entry/);
  });
});
