/**
 * Names what failed, from the JSON reports vitest and Playwright write. CI shows
 * only the tail of a run's output, so the last lines must say which test broke,
 * with the first line of its error, not just how many did.
 */

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** A JSON report, or undefined when the run that writes it never got that far. */
export function readReport<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The parts of vitest's JSON report (jest's format) read here. */
export interface VitestReport {
  numPassedTests?: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; title?: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    line?: number;
    tests?: { status: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}

/** One line of an error message, without colour codes, short enough for a log line. */
function firstLine(message: string | undefined): string {
  const line =
    stripVTControlCharacters(message ?? '')
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** "file > test: first line of the error" for every failed test, and every file that failed to run. */
export function vitestFailures(report: VitestReport | undefined, root = process.cwd()): string[] {
  const failures: string[] = [];
  for (const file of report?.testResults ?? []) {
    const name = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(`${name} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file whose hooks or imports threw has no failed test of its own to name.
    if (failed.length === 0 && file.status === 'failed') failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** "file:line > journey: first line of the error" for every journey that failed (flaky ones passed on retry). */
export function playwrightFailures(report: PlaywrightReport | undefined): string[] {
  const failures: string[] = [];
  // The top suites are files; the ones inside are describe() blocks, whose titles name the journey.
  const visit = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        const where = `${spec.file ?? suite.file ?? ''}:${spec.line ?? ''}`;
        failures.push(`${where} > ${[...path, spec.title].join(' > ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title ?? '']);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  // Errors outside any test: the web server did not start, a file did not load.
  for (const error of report?.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  return failures;
}

/**
 * The closing lines of a run: each failure by name, then "N passed, N failed",
 * the last line CI's tail always shows. A count can exceed the names: a file
 * that failed to load fails no test, yet counts.
 */
export function closingLines(failures: string[], passed: number, failed: number): string {
  const named = failures.length > 0 ? `\nfailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}\n` : '';
  return `${named}\n${passed} passed, ${failed} failed`;
}
