import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delivery } from '../../shared/api/delivery';
import { RESULT } from '../../shared/result-codes';
import { IDENTITY_LIMITS } from '../platform/identity-guard';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Behind the reverse proxy the README asks for, X-Forwarded-For is what the
 * client sent with the proxy's own entry (the address it saw) appended. Only
 * that last entry is the client's address: the ones before it are the
 * client's to choose, so per-address limits keyed on them are no limits.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t?.close());

const PROXY = '10.77.0.1';
const CLIENT = '198.51.100.7';

describe('the client address behind the proxy', () => {
  it('is the one the proxy saw, so a forged X-Forwarded-For does not escape the per-address lockout', async () => {
    const lookup = (uuid: string, i: number) =>
      t.call(
        delivery.orderDelivery,
        { insurdIdentityNumber: '110101198001011232', frameNo: String(100000 + i), isDeckCard: '1' },
        { uuid, address: PROXY, headers: { 'x-forwarded-for': `203.0.113.${i % 250}, ${CLIENT}` } },
      );
    const perSession = IDENTITY_LIMITS.perSession.max;
    let i = 0;
    for (let s = 0; s < IDENTITY_LIMITS.perAddress.max / perSession; s++) {
      const uuid = await t.newSession(PROXY);
      for (let k = 0; k < perSession; k++) expect((await lookup(uuid, i++)).code).toBe(RESULT.NOT_FOUND);
    }
    const fresh = await t.newSession(PROXY);
    expect((await lookup(fresh, i++)).code).toBe(RESULT.TOO_MANY);
  }, 120_000);
});
