import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/api';
import { platform } from '../../shared/api/platform';
import { checkString } from '../../shared/check-string';
import { newRequestId } from '../../shared/envelope';
import { RESULT } from '../../shared/result-codes';
import { hashSecret } from '../platform/hashing';
import { IDENTITY_LIMITS } from '../platform/identity-guard';
import { startTestApp, type TestApp } from '../testing/test-app';
import { wrongCode } from './abuse-kit';
import { send } from './attack-runner';
import type { Hints } from './field-hints';
import { fuzzSeed } from './fuzz-config';
import { demoHints, shortJson } from './fuzz-run';
import { requestFields, requestJsonSchema, schemaArbitrary } from './schema-arbitrary';

/** The same defences as abuse.test.ts, through HTTP: smaller runs, the real wiring. */
let t: TestApp;
let hints: Hints;
beforeAll(async () => {
  t = await startTestApp();
  hints = await demoHints(t.app);
}, 180_000);
afterAll(() => t?.close());

describe('guessing through HTTP', () => {
  it('300 SMS-code guesses, the right one among them, never pass', async () => {
    const mobile = '13800138111';
    expect((await t.call(platform.getSMSCode, { mobile, purpose: 'policyQuery' })).code).toBe(RESULT.OK);
    const real = await t.lastSmsCode(mobile);
    const codes: string[] = [];
    for (let i = 0; i < 300; i++) {
      const guess = i === 5 || i === 100 || i === 299 ? real : wrongCode(i, real);
      codes.push((await t.call(platform.checkSMSCode, { mobile, purpose: 'policyQuery', smsValidCode: guess })).code);
    }
    expect(codes.filter((c) => c === RESULT.OK)).toHaveLength(0);
    expect(new Set(codes)).toEqual(new Set([RESULT.WRONG_CODE]));
  });

  it('300 image-code guesses, the right one among them, never pass', async () => {
    const uuid = await t.newSession('10.5.0.1');
    await t.call(platform.getImageCode, {}, { uuid, address: '10.5.0.1' });
    const stored = JSON.parse((await t.deps.store.get(`img:code:${uuid}`)) as string);
    await t.deps.store.set(
      `img:code:${uuid}`,
      JSON.stringify({ ...stored, hash: hashSecret(t.deps.config.appSecret, 'Qw3e') }),
      300,
    );
    let passed = 0;
    for (let i = 0; i < 300; i++) {
      const imageCode = i % 50 === 1 ? 'Qw3e' : `Z${String(i % 1000).padStart(3, '0')}`;
      if ((await t.call(platform.imageCodeCheck, { imageCode }, { uuid, address: '10.5.0.1' })).code === RESULT.OK)
        passed++;
    }
    expect(passed).toBe(0);
  });
});

/** Field names that identify a person or their records: lookups by these must be guarded. */
const IDENTITY_FIELD =
  /policy|licen|plate|frame|vin|engine|ident|idno|idcard|certi|mobile|phone|claim|invoice|order|insured|applicant/i;
/**
 * Endpoints whose "not found" is about something other than a person, checked before
 * anything personal is read: the coupon claim misses on an unknown campaign, and the
 * mobile it names is proven by an SMS code (itself capped) before any coupon is shown.
 */
const NOT_A_PERSON_LOOKUP = new Set(['promo.claimCoupon']);
const identityEndpoints = allEndpoints()
  .filter((e) => e.endpoint.method === 'POST')
  .filter((e) => !NOT_A_PERSON_LOOKUP.has(`${e.domain}.${e.name}`))
  .filter((e) => requestFields(requestJsonSchema(e.endpoint)).some((f) => IDENTITY_FIELD.test(f.name)))
  .map((e, lane) => [`${e.domain}.${e.name}`, e.endpoint, lane] as const);

describe('identity lookups lock out a client that tries many people', () => {
  it.each(identityEndpoints)('%s answers "not found" at most 10 times a session', async (_l, endpoint, lane) => {
    const address = `10.6.${lane % 250}.1`;
    const uuid = await t.newSession(address);
    const bodies = fc.sample(schemaArbitrary(requestJsonSchema(endpoint), hints), { numRuns: 24, seed: fuzzSeed() });
    const misses: string[] = [];
    for (const body of bodies) {
      const head = { uuid, requestId: newRequestId(), check: checkString(body, uuid) };
      const answer = await send(t.app, {
        method: 'POST',
        url: endpoint.path,
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ head, body }),
      });
      const code = (answer.json as { body?: { common?: { resultCode?: string } } })?.body?.common?.resultCode;
      if (code === RESULT.NOT_FOUND) misses.push(shortJson(body, 160));
    }
    expect(
      misses.length,
      `more than ${IDENTITY_LIMITS.perSession.max} misses:\n${misses.join('\n')}`,
    ).toBeLessThanOrEqual(IDENTITY_LIMITS.perSession.max);
  });
});
