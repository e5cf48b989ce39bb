import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOADING_TEXT } from '../../shared/constants';

describe('index.html', () => {
  it('paints the same loading state as AppFallback before any script runs', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const app = html.match(/<div id="app">([\s\S]*?)<\/div><\/div>/)?.[1] ?? '';
    expect(app).toContain('class="app-fallback" role="status"');
    expect(app).toContain('class="app-spinner"');
    expect(app).toContain(`<span>${LOADING_TEXT}</span>`);
  });
});
