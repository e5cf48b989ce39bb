import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readme } from './report';
import { benchResult } from './result';

// A full run recorded before Lighthouse's benchmark of the host was kept.
const recorded = benchResult.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, '../results/2026-11-27T00-33-05Z.json'), 'utf8')),
);

/** The route's row of the Lighthouse table (the size tables above it have a row for each route too). */
const lighthouseLine = (text: string, route: string) =>
  text
    .split('## Lighthouse')[1]
    ?.split('\n')
    .find((line) => line.startsWith(`| ${route} |`));

describe('the README of a run', () => {
  it("shows Lighthouse's benchmark of the host beside each route's TBT, which depends on it", () => {
    const rows = recorded.web.lighthouse?.map((row, i) => ({ ...row, benchmarkIndex: 1119 + i })) ?? [];
    const text = readme({ ...recorded, web: { ...recorded.web, lighthouse: rows } }, undefined);
    expect(text).toContain('| host CPU index |');
    expect(lighthouseLine(text, '/policy-query')).toMatch(/\| 1120 \|$/);
  });

  it('leaves the index blank for runs recorded without it', () => {
    expect(lighthouseLine(readme(recorded, undefined), '/policy-query')).toMatch(/\| — \|$/);
  });
});
