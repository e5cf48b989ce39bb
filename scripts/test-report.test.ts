import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  type PlaywrightReport,
  playwrightFailures,
  readReport,
  type VitestReport,
  vitestFailures,
} from './test-report';

// Real reports from the real runners, so a change of either's JSON format fails
// here and not silently in CI's last lines. Playwright's tests here open no page,
// so no browser starts.
const dir = mkdtempSync(join(tmpdir(), 'portal-report-'));
symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runQuietly(args: string[]) {
  try {
    execFileSync('npx', args, { cwd: dir, stdio: 'ignore' });
  } catch {
    // The fixtures fail on purpose; the report is what is read.
  }
}

it('names each failed vitest test with its error, and a file whose hook threw', () => {
  writeFileSync(
    join(dir, 'claims.test.ts'),
    `import { describe, expect, it } from 'vitest';
describe('claim progress', () => {
  it('shows the adjuster', () => { expect('王').toBe('李'); });
  it('shows the amount', () => {});
});`,
  );
  writeFileSync(
    join(dir, 'invoice.test.ts'),
    `import { beforeAll, it } from 'vitest';
beforeAll(() => { throw new Error('database did not start'); });
it('downloads the PDF', () => {});`,
  );
  writeFileSync(join(dir, 'policy.test.ts'), `import { it } from 'vitest';\nit('finds the policy', () => {});`);
  runQuietly(['vitest', 'run', '--root', dir, '--reporter=json', `--outputFile.json=${join(dir, 'vitest.json')}`]);

  const report = readReport<VitestReport>(join(dir, 'vitest.json'));
  expect(report?.numPassedTests).toBe(2);
  expect(vitestFailures(report, dir).sort()).toEqual([
    "claims.test.ts > claim progress shows the adjuster: AssertionError: expected '王' to be '李' // Object.is equality",
    'invoice.test.ts: database did not start',
  ]);
});

it('names each failed journey with its describe blocks and line, not the ones that passed', () => {
  writeFileSync(
    join(dir, 'journeys.spec.ts'),
    `import { expect, test } from '@playwright/test';
test.describe('保单查询', () => {
  test('shows the policy', async () => { expect(1, 'policy count').toBe(2); });
  test('masks the ID number', async () => {});
});`,
  );
  writeFileSync(
    join(dir, 'journeys.config.ts'),
    `import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '.', testMatch: '*.spec.ts', reporter: [['json', { outputFile: 'e2e.json' }]] });`,
  );
  runQuietly(['playwright', 'test', '-c', 'journeys.config.ts']);

  const report = readReport<PlaywrightReport>(join(dir, 'e2e.json'));
  expect(report?.stats).toMatchObject({ expected: 1, unexpected: 1 });
  expect(playwrightFailures(report)).toEqual(['journeys.spec.ts:3 > 保单查询 > shows the policy: Error: policy count']);
});

it('ends CI with the failures of both phases by name, and counts a suite that failed naming none', () => {
  const ci = mkdtempSync(join(tmpdir(), 'portal-ci-'));
  try {
    mkdirSync(join(ci, '.test-results'));
    const write = (name: string, value: object) =>
      writeFileSync(join(ci, '.test-results', name), JSON.stringify(value));
    write('summary-npm-test.json', {
      passed: 1850,
      failed: 1,
      failures: ['headers.test.ts > keeps counting: expected 200 to be 429'],
    });
    write('vitest-pg.json', { numPassedTests: 1075, testResults: [] });
    const summary = (pgFailed: string) =>
      execFileSync(resolve('node_modules/.bin/tsx'), [resolve('scripts/ci-summary.ts')], {
        cwd: ci,
        encoding: 'utf8',
        env: { ...process.env, PG_SUITE_FAILED: pgFailed },
      })
        .trim()
        .split('\n');
    expect(summary('0')).toEqual([
      'failed:',
      '  ✗ headers.test.ts > keeps counting: expected 200 to be 429',
      '',
      '2925 passed, 1 failed',
    ]);
    // The PostgreSQL phase exited non-zero with every test passed: an unhandled error.
    expect(summary('1').at(-1)).toBe('2925 passed, 2 failed');
    rmSync(join(ci, '.test-results', 'vitest-pg.json'));
    expect(summary('0')).toContain('  ✗ API suite on PostgreSQL and Redis: wrote no report');
  } finally {
    rmSync(ci, { recursive: true, force: true });
  }
});

it('reads a missing report as none, which the callers count as a failure', () => {
  expect(readReport(join(dir, 'absent.json'))).toBeUndefined();
  expect(vitestFailures(undefined)).toEqual([]);
  expect(playwrightFailures(undefined)).toEqual([]);
});
