import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The journeys share one browser context per worker (playwright.config.ts,
 * reuseContext), which Playwright resets between journeys but for what a
 * journey changes on the context while it runs: permissions, geolocation,
 * offline and extra headers would carry into the next journey. Options a
 * journey needs go in test.use (a fresh context), and a journey that must
 * change them mid-way opens a context of its own (browser.newContext()).
 */
const SHARED_CONTEXT_CHANGE =
  /\b(?:context|page\.context\(\))\s*\.\s*(?:grantPermissions|clearPermissions|setGeolocation|setOffline|setExtraHTTPHeaders)\s*\(/g;

function sharedContextChanges(source: string): string[] {
  return [...source.matchAll(SHARED_CONTEXT_CHANGE)].map((m) => m[0].replace(/\s+/g, ''));
}

describe('journeys and the shared browser context', () => {
  it('finds a change made on the fixture context, and not one on a context of its own', () => {
    expect(
      sharedContextChanges("await context.setOffline(true);\nawait page.context().grantPermissions(['geolocation']);"),
    ).toEqual(['context.setOffline(', 'page.context().grantPermissions(']);
    expect(sharedContextChanges('const own = await browser.newContext();\nawait own.setOffline(true);')).toEqual([]);
  });

  it('no journey changes what the reset between journeys leaves as it is', () => {
    const dir = 'e2e';
    const found = readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => sharedContextChanges(readFileSync(join(dir, name), 'utf8')).map((call) => `${name}: ${call}`));
    expect(found).toEqual([]);
  });
});
