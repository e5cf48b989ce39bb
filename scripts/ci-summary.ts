import { closingLines, readReport, type VitestReport, vitestFailures } from './test-report';

/**
 * The last lines of `.ci/run`: what failed, by name, then one line "N passed, N
 * failed" over `npm test` and the API suite on PostgreSQL and Redis. A report
 * that is missing counts as one failure, so a suite that never ran cannot pass;
 * so does a suite that failed without a failed test (PG_SUITE_FAILED=1).
 */
const npmTest = readReport<{ passed: number; failed: number; failures?: string[] }>(
  '.test-results/summary-npm-test.json',
);
const onPostgres = readReport<VitestReport>('.test-results/vitest-pg.json');

const named = onPostgres
  ? vitestFailures(onPostgres).map((line) => `on PostgreSQL and Redis: ${line}`)
  : ['API suite on PostgreSQL and Redis: wrote no report'];
// An unhandled error fails the run (.ci/run passes its exit) with no test to name.
const failedOnPostgres =
  named.length === 0 && process.env.PG_SUITE_FAILED === '1'
    ? ['API suite on PostgreSQL and Redis: failed without a failed test (an error outside the tests, above)']
    : named;
const failures = [...(npmTest ? (npmTest.failures ?? []) : ['npm test: wrote no summary']), ...failedOnPostgres];
const passed = (npmTest?.passed ?? 0) + (onPostgres?.numPassedTests ?? 0);
// A file whose hooks threw fails no test of its own, so the failures named are what is counted.
const failed = (npmTest?.failed ?? 1) + failedOnPostgres.length;

console.log(closingLines(failures, passed, failed));
