import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The web app's source folder. */
export const WEB = join(import.meta.dirname, '..');

/**
 * Every TypeScript source of the web app under `dir`, tests left out: for the
 * checks that read every page's source (pasted-fields.test.ts, text-areas.test.ts),
 * so a new page is held to them too. Used by tests only.
 */
export function webSources(dir = WEB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return webSources(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}
