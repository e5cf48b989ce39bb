import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/api';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { Hints } from './field-hints';
import { fuzzRuns, fuzzSeed, fuzzTimeoutMs } from './fuzz-config';
import { bookNames, demoHints, fuzzEndpoint } from './fuzz-run';
import { trackUnhandled } from './unhandled';

/**
 * Hostile input for EVERY endpoint of the contract (allEndpoints(), so a new
 * domain is covered the moment it registers its contract): wrong types,
 * missing and extra fields, huge strings, control characters, SQL and script
 * fragments, broken JSON, wrong content types, bodies over the limit, a
 * tampered check string, an unknown uuid. Each answer must be a well-formed
 * envelope with a Chinese message, no 5xx, no system-error code, no stack,
 * `Cache-Control: no-store`, and no personal data the request did not carry.
 * FUZZ_RUNS cases per endpoint (CI: 200), FUZZ_SEED to replay a failure.
 */
let t: TestApp;
let hints: Hints;
const unhandled = trackUnhandled();
beforeAll(async () => {
  t = await startTestApp();
  hints = await demoHints(t.app);
}, 180_000);
afterAll(async () => {
  await t?.close();
  unhandled.stop();
});

const endpoints = allEndpoints().map((e, lane) => [`${e.domain}.${e.name}`, e.endpoint, lane] as const);

describe(`hostile input, ${fuzzRuns()} cases per endpoint (seed ${fuzzSeed()})`, () => {
  it.each(endpoints)(
    '%s answers every hostile request with a clean envelope',
    async (_label, endpoint, lane) => {
      const report = await fuzzEndpoint(t.app, endpoint, {
        runs: fuzzRuns(),
        seed: fuzzSeed(),
        lane,
        hints,
        knownNames: bookNames(hints),
        newSession: (address) => t.newSession(address),
      });
      expect(report).toBeUndefined();
      expect(unhandled.take()).toEqual([]);
    },
    fuzzTimeoutMs(),
  );
});
