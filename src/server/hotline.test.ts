import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOTLINE } from '../shared/constants';

// The customer hotline is written in one place, HOTLINE in src/shared/constants.ts
// (spec section 9). A number typed out in an SMS, a mail, a refusal or a page
// stays behind when the constant changes, and the customer is told to call a
// number that no longer answers. Test files may name it: they check what the
// customer reads.
const ALLOWED = new Set(['src/shared/constants.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    if (/\.test\.tsx?$/.test(name)) return [];
    return /\.(ts|tsx|html)$/.test(name) ? [path] : [];
  });
}

/** Lines that write the hotline's digits, comments aside. */
function hardCoded(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.trim(), no: i + 1 }))
    .filter(({ line }) => !/^(\/\/|\/\*|\*|<!--)/.test(line) && line.includes(HOTLINE))
    .map(({ line, no }) => `${file}:${no}: ${line.slice(0, 80)}`);
}

describe('the customer hotline', () => {
  it('is taken from the shared HOTLINE constant in the server and the web app, never typed out', () => {
    const found = ['src/server', 'src/web', 'src/shared']
      .flatMap(sourceFiles)
      .filter((file) => !ALLOWED.has(file))
      .flatMap(hardCoded);
    expect(found).toEqual([]);
  });
});
