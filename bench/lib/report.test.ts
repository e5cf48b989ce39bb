import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kernelMemory } from './machine';
import { kernelMemoryText, readme, sourceText } from './report';
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

describe("the kernel's memory settings", () => {
  const sys = (files: Record<string, string>) => (path: string) => files[path] ?? null;

  it('reads the huge-page mode and free page reporting, and says them in words', () => {
    const read = kernelMemory(
      sys({
        '/sys/kernel/mm/transparent_hugepage/enabled': 'always [madvise] never\n',
        '/sys/module/page_reporting/parameters/page_reporting_order': '9\n',
        '/sys/module/page_reporting/parameters/min_free_ms': '0\n',
      }),
    );
    expect(read).toEqual({ transparentHugePages: 'madvise', pageReportingOrder: 9, pageReportingMinFreeMs: 0 });
    expect(kernelMemoryText(read)).toBe(
      'transparent huge pages `madvise`, free memory reported to the host in blocks of 2 MB or more, 0 ms after it is freed',
    );
    const text = readme({ ...recorded, machine: { ...recorded.machine, kernelMemory: read } }, undefined);
    expect(text).toContain('blocks of 2 MB or more');
  });

  it('tells a kernel without free page reporting, and a delay it does not know', () => {
    const read = kernelMemory(sys({ '/sys/module/page_reporting/parameters/page_reporting_order': '2' }));
    expect(read).toEqual({ transparentHugePages: 'unknown', pageReportingOrder: 2, pageReportingMinFreeMs: null });
    expect(kernelMemoryText(read)).toBe(
      'transparent huge pages `unknown`, free memory reported to the host in blocks of 16 kB or more',
    );
    expect(kernelMemoryText(kernelMemory(sys({})))).toBe('transparent huge pages `unknown`, no free page reporting');
  });
});

describe('the code a run measured', () => {
  const commit = 'c7f4bd1e2a3b4c5d6e7f8091a2b3c4d5e6f70819';

  it('names the commit, and how far the working tree had moved from it', () => {
    expect(readme({ ...recorded, source: { commit, changedFiles: 0 } }, undefined)).toContain(
      `${recorded.startedAt}, of commit c7f4bd1, on `,
    );
    expect(sourceText({ commit, changedFiles: 1 })).toBe(
      ', of commit c7f4bd1 with 1 file of the working tree changed from it',
    );
    expect(sourceText({ commit, changedFiles: 3 })).toContain('with 3 files of');
  });

  it('says nothing for runs recorded before it was kept, or outside a checkout', () => {
    expect(readme(recorded, undefined)).toContain(`${recorded.startedAt}, on `);
    expect(sourceText(null)).toBe('');
  });
});
