import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heapUnlimited, SERVER_NODE_OPTIONS } from './runtime';

/**
 * V8's pretenuring decisions in a fresh process that keeps two million small
 * literals alive (each outlives every young collection, so V8 learns to
 * allocate their site in the old generation), counted after the server was
 * built by buildApp, or after nothing (the control).
 */
function pretenuringDecisionsAfter(build: boolean): number {
  const url = (path: string) => JSON.stringify(new URL(path, import.meta.url).href);
  const script = `
    const { buildApp } = await import(${url('./app.ts')});
    const { readConfig } = await import(${url('./config.ts')});
    if (${build}) {
      const built = await buildApp(readConfig({ DATABASE_URL: 'pglite://memory', LOG_LEVEL: 'silent' }));
      await built.app.close();
    }
    console.log('--- built');
    const kept = [];
    const make = (i) => [{ x: i }, { y: i }];
    for (let i = 0; i < 2_000_000; i++) kept.push(make(i));
  `;
  const out = execFileSync(
    process.execPath,
    [
      '--max-semi-space-size=1',
      '--trace-pretenuring',
      '--trace-pretenuring-statistics',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ],
    { encoding: 'utf8' },
  );
  const built = out.indexOf('--- built');
  // Without the marker every line would be skipped, and "none" would prove nothing.
  if (built < 0) throw new Error(`the probe did not reach its loop:\n${out.slice(-2000)}`);
  return out
    .slice(built)
    .split('\n')
    .filter((line) => / => tenure$/.test(line)).length;
}

describe('server runtime options', () => {
  it('caps the old generation well under the 300 MB budget', () => {
    const cap = Number(/--max-old-space-size=(\d+)/.exec(SERVER_NODE_OPTIONS.join(' '))?.[1]);
    expect(cap).toBeGreaterThan(0);
    expect(cap).toBeLessThan(300);
  });

  it('is how `npm start` launches the server', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const option of SERVER_NODE_OPTIONS) expect(pkg.scripts.start).toContain(option);
  });

  it('has V8 pretenure nothing once buildApp has run (the flag NODE_OPTIONS refuses, set at run time)', () => {
    // The control shows that the probe sees pretenuring at all.
    expect(pretenuringDecisionsAfter(false)).toBeGreaterThan(0);
    expect(pretenuringDecisionsAfter(true)).toBe(0);
    // Two fresh processes, one migrating and seeding a database: ~15 s quiet, 114 s under a load of 16 on two cores.
  }, 240_000);

  it('tells a limited heap from V8’s default', () => {
    expect(heapUnlimited(4144 * 1024 * 1024)).toBe(true);
    expect(heapUnlimited(176 * 1024 * 1024)).toBe(false);
  });
});
