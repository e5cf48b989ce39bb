import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../../shared/api/platform';
import { RESULT } from '../../shared/result-codes';
import { TooMany } from '../platform/errors';
import { hashSecret } from '../platform/hashing';
import { IDENTITY_LIMITS } from '../platform/identity-guard';
import { startTestApp, type TestApp } from '../testing/test-app';
import { wrongCode } from './abuse-kit';

/**
 * Two server instances behind one load balancer share nothing but Redis: every
 * limit must hold whichever instance a request lands on. CI sets
 * REDIS_URL=redis://127.0.0.1:6379; without it this suite is skipped (the
 * memory store is per process and cannot be shared).
 */
const REDIS_URL = process.env.REDIS_URL;
const title = REDIS_URL
  ? 'two instances sharing Redis'
  : 'two instances sharing Redis — SKIPPED: REDIS_URL is unset (e.g. REDIS_URL=redis://127.0.0.1:6379)';

const RATE = 20;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  if (!REDIS_URL) return;
  const shared = {
    REDIS_URL,
    STORE_PREFIX: `test:shared:${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_PER_MINUTE: String(RATE),
  };
  a = await startTestApp(shared);
  b = await startTestApp(shared);
}, 240_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
}, 180_000);

describe.skipIf(!REDIS_URL)(title, () => {
  it('knows a session issued by the other instance', async () => {
    const uuid = await a.newSession('10.7.1.1');
    expect((await b.call(platform.getCityCode, {}, { uuid, address: '10.7.1.1' })).code).toBe(RESULT.OK);
  });

  it('keeps the 60-second gap and the code itself across instances', async () => {
    const address = '10.7.2.1';
    const uuid = await a.newSession(address);
    const mobile = '13800138222';
    expect((await a.call(platform.getSMSCode, { mobile, purpose: 'payment' }, { uuid, address })).code).toBe(RESULT.OK);
    expect((await b.call(platform.getSMSCode, { mobile, purpose: 'payment' }, { uuid, address })).code).toBe(
      RESULT.TOO_MANY,
    );
    const code = await a.lastSmsCode(mobile);
    const ok = await b.call(
      platform.checkSMSCode,
      { mobile, purpose: 'payment', smsValidCode: code },
      { uuid, address },
    );
    expect(ok.code).toBe(RESULT.OK);
    expect(await a.deps.smsCodes.redeem(ok.data.ticket as string, mobile, 'payment')).toBe(true);
    expect(await b.deps.smsCodes.redeem(ok.data.ticket as string, mobile, 'payment')).toBe(false);
  });

  it('counts wrong entries on both instances towards one lock', async () => {
    const address = '10.7.3.1';
    const uuid = await a.newSession(address);
    const mobile = '13800138333';
    await a.call(platform.getSMSCode, { mobile, purpose: 'survey' }, { uuid, address });
    const real = await a.lastSmsCode(mobile);
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? a : b;
      await app.call(
        platform.checkSMSCode,
        { mobile, purpose: 'survey', smsValidCode: wrongCode(i, real) },
        { uuid, address },
      );
    }
    const right = await b.call(
      platform.checkSMSCode,
      { mobile, purpose: 'survey', smsValidCode: real },
      { uuid, address },
    );
    expect(right.code).toBe(RESULT.WRONG_CODE);
  });

  it('caps sends per client across instances', async () => {
    const address = '10.7.4.1';
    const uuid = await a.newSession(address);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const app = i % 2 === 0 ? a : b;
      codes.push(
        (await app.call(platform.getSMSCode, { mobile: `1370000${2000 + i}`, purpose: 'delivery' }, { uuid, address }))
          .code,
      );
    }
    expect(codes.filter((c) => c === RESULT.OK)).toHaveLength(10);
    expect(codes[10]).toBe(RESULT.TOO_MANY);
  });

  it('spends an image answer once, whichever instance checks it', async () => {
    const address = '10.7.5.1';
    const uuid = await a.newSession(address);
    await a.call(platform.getImageCode, {}, { uuid, address });
    const stored = JSON.parse((await a.deps.store.get(`img:code:${uuid}`)) as string);
    await a.deps.store.set(
      `img:code:${uuid}`,
      JSON.stringify({ ...stored, hash: hashSecret(a.deps.config.appSecret, 'Rt5y') }),
      300,
    );
    expect((await b.call(platform.imageCodeCheck, { imageCode: 'Rt5y' }, { uuid, address })).code).toBe(RESULT.OK);
    expect((await a.call(platform.imageCodeCheck, { imageCode: 'Rt5y' }, { uuid, address })).code).toBe(
      RESULT.WRONG_CODE,
    );
    expect(await a.deps.imageCodes.takePass(uuid)).toBe(true);
    expect(await b.deps.imageCodes.takePass(uuid)).toBe(false);
  });

  it('locks out an identity prober on both instances', async () => {
    const asker = { uuid: `prober-${randomBytes(3).toString('hex')}`, clientAddress: '10.7.6.1' };
    for (let i = 0; i < IDENTITY_LIMITS.perSession.max; i++) await a.deps.identityGuard.attempt(asker);
    await expect(b.deps.identityGuard.ensureAllowed(asker)).rejects.toBeInstanceOf(TooMany);
  });

  it('applies the per-address request rate to both instances together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE + 4; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push(
        (
          await app.app.inject({
            method: 'POST',
            url: platform.appConfig.path,
            remoteAddress: '10.7.7.1',
            payload: { head: {}, body: {} },
          })
        ).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});
