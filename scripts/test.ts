import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import {
  closingLines,
  type PlaywrightReport,
  playwrightFailures,
  readReport,
  type VitestReport,
  vitestFailures,
} from './test-report';

/**
 * `npm test`: typecheck, lint, unit and API tests (PGlite), then the Playwright
 * journeys in the system Chromium when it is installed. REQUIRE_E2E=1 turns a
 * missing browser into a failure. Writes the counts and the failed tests' names
 * to .test-results/ and ends with them and one line "N passed, N failed".
 */
const CHROMIUM = '/usr/bin/chromium';
const OUT = '.test-results';
mkdirSync(OUT, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
}
const tally: Tally = { passed: 0, failed: 0 };
let failedSteps: string[] = [];

function run(step: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failedSteps = [...failedSteps, step];
  return ok;
}

function countStep(ok: boolean) {
  if (ok) tally.passed += 1;
  else tally.failed += 1;
}

countStep(run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
countStep(run('lint', 'npx', ['biome', 'check', '.']));

const unitOk = run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${OUT}/vitest.json`,
]);
const vitest = readReport<VitestReport>(`${OUT}/vitest.json`);
tally.passed += vitest?.numPassedTests ?? 0;
// A file whose hooks threw fails no test of its own, so the failures named are what is
// counted; a run that failed without naming any (an unhandled error) still counts one.
let failures = vitestFailures(vitest);
tally.failed += Math.max(failures.length, unitOk ? 0 : 1);

if (existsSync(CHROMIUM)) {
  const e2eOk = run('browser journeys', 'npx', ['playwright', 'test']);
  const report = readReport<PlaywrightReport>(`${OUT}/e2e.json`);
  tally.passed += (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
  // The web server not starting fails the run with no journey failed.
  tally.failed += Math.max(report?.stats?.unexpected ?? 0, e2eOk ? 0 : 1);
  failures = [...failures, ...playwrightFailures(report)];
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(`\n✗ browser journeys: ${CHROMIUM} is missing and REQUIRE_E2E=1`);
  failedSteps = [...failedSteps, 'browser journeys (no Chromium)'];
  tally.failed += 1;
} else {
  console.log(
    `\n⚠ browser journeys SKIPPED: ${CHROMIUM} is not installed (apt-get install -y chromium fonts-noto-cjk).`,
  );
}

// The steps that failed head the list: a typecheck or lint failure has no test to name.
failures = [...failedSteps.map((step) => `step failed: ${step}`), ...failures];
writeFileSync(`${OUT}/summary-npm-test.json`, JSON.stringify({ ...tally, failures }));
console.log(closingLines(failures, tally.passed, tally.failed));
process.exit(failedSteps.length > 0 ? 1 : 0);
