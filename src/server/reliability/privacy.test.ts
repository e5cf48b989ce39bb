import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/api';
import { checkString } from '../../shared/check-string';
import { newRequestId } from '../../shared/envelope';
import { startTestApp, type TestApp } from '../testing/test-app';
import { send } from './attack-runner';
import type { Hints } from './field-hints';
import { fuzzSeed } from './fuzz-config';
import { bookNames, demoHints, shortJson } from './fuzz-run';
import { describeFindings, scanText } from './privacy-scan';
import { requestJsonSchema, schemaArbitrary } from './schema-arbitrary';

/**
 * Calls every endpoint with the demo customers' own data (policy numbers,
 * plates, ID numbers, mobiles from the shared book and each domain's
 * /dev/demo records) but without proving who the caller is, and scans every
 * answer: an ID number, mobile, bank card or full name of a demo customer
 * that the request did not carry is a leak. New domains are covered through
 * allEndpoints() and their own demo records.
 */
let t: TestApp;
let hints: Hints;
beforeAll(async () => {
  t = await startTestApp();
  hints = await demoHints(t.app);
}, 180_000);
afterAll(() => t?.close());

const BODIES_PER_ENDPOINT = 12;
const jsonEndpoints = allEndpoints()
  .filter((e) => e.endpoint.method === 'POST')
  .map((e, lane) => [`${e.domain}.${e.name}`, e.endpoint, lane] as const);

describe('no personal data leaves unproven', () => {
  it.each(jsonEndpoints)(
    '%s answers demo-customer queries without unmasked personal data',
    async (_l, endpoint, lane) => {
      const bodies = fc.sample(schemaArbitrary(requestJsonSchema(endpoint), hints), {
        numRuns: BODIES_PER_ENDPOINT,
        seed: fuzzSeed(),
      });
      const leaks: string[] = [];
      for (const [i, body] of bodies.entries()) {
        const address = `10.200.${lane % 250}.${i}`;
        const uuid = await t.newSession(address);
        const head = { uuid, channelNo: '2', requestId: newRequestId(), check: checkString(body, uuid) };
        const answer = await send(t.app, {
          method: 'POST',
          url: endpoint.path,
          remoteAddress: address,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ head, body }),
        });
        expect(answer.headers['cache-control']).toBe('no-store');
        const findings = scanText(answer.raw, { allow: answer.requestText, knownNames: bookNames(hints) });
        if (findings.length)
          leaks.push(
            `${describeFindings(findings).join(', ')} for ${shortJson(body, 300)} → ${answer.raw.slice(0, 300)}`,
          );
      }
      expect(leaks).toEqual([]);
    },
  );
});
