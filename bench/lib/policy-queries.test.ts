import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../src/server/testing/test-app';
import { policy } from '../../src/shared/api/policy';
import { RESULT } from '../../src/shared/result-codes';
import { drawPolicyQueries } from './policy-queries';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t?.close());

describe('the policies the load asks for', () => {
  it('are every one found by the policy query, so a failed answer under load means the server failed', async () => {
    const queries = await drawPolicyQueries(t.database.db);
    expect(queries.length).toBeGreaterThan(10);
    const uuid = await t.newSession();
    const refused: string[] = [];
    for (const [n, q] of queries.entries()) {
      const res = await t.call(policy.policyRelegation, q, { uuid, address: `10.9.${n >> 8}.${n & 255}` });
      if (res.code !== RESULT.OK) refused.push(`${q.policyNo} ${q.identifyNumber}: ${res.message}`);
    }
    expect(refused).toEqual([]);
  }, 60_000);

  it('draws at most the number asked for', async () => {
    expect((await drawPolicyQueries(t.database.db, 3)).length).toBe(3);
  });
});
