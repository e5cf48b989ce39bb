import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../../shared/api/platform';
import { policy } from '../../shared/api/policy';
import { RESULT } from '../../shared/result-codes';
import { demoPolicies } from '../domains/policy/testing/fixtures';
import { probeHealth } from '../testing/health-probe';
import { startTestApp, type TestAnswer, type TestApp } from '../testing/test-app';
import { startTcpProxy } from './tcp-proxy';

/**
 * PostgreSQL behind a TCP proxy the test controls. Cutting the link must make
 * the API answer a dialog code within 2 s instead of hanging, and service must
 * come back by itself when the link returns, without a restart. Runs when
 * DATABASE_URL points at PostgreSQL (CI); skipped otherwise.
 */
const ADMIN = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const title = ADMIN
  ? 'PostgreSQL link cut and restored'
  : 'PostgreSQL link cut and restored — SKIPPED: DATABASE_URL is not a postgres:// URL';

let t: TestApp;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let dbName = '';

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (!ADMIN) return;
  const url = new URL(ADMIN);
  dbName = `t_fault_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${dbName}`);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${dbName}`;
  t = await startTestApp({ DATABASE_URL: url.toString() });
}, 180_000);

afterAll(async () => {
  await t?.close().catch(() => undefined);
  await proxy?.close();
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}, 180_000);

const timed = async (p: Promise<TestAnswer>) => {
  const started = Date.now();
  const res = await p;
  return { res, ms: Date.now() - started };
};
const write = () => t.call(platform.track, { events: [{ type: 'click', route: '/fault', at: Date.now() }] });

describe.skipIf(!ADMIN)(title, () => {
  it.each(['reset', 'blackhole'] as const)(
    'answers within 2 s when the link is cut (%s), then recovers',
    async (how) => {
      expect((await write()).code).toBe(RESULT.OK);
      proxy.cut(how);
      // The first call meets the pool's dropped connections; the later ones must open new ones.
      for (let i = 0; i < 3; i++) {
        const { res, ms } = await timed(write());
        expect(ms).toBeLessThan(2500);
        // Temporarily unavailable, to try again: not the 返回首页 dialog of a fault.
        expect(res.code).toBe(RESULT.UPSTREAM_DOWN);
        expect(res.status).toBeLessThan(500);
        expect(res.raw).not.toMatch(/ECONN|timeout|Error/);
      }
      const down = await probeHealth(t.app);
      expect(down.ms).toBeLessThan(2500);
      expect(down.status).toBe(503);
      expect(down.report).toMatchObject({ status: 'down', database: { status: 'down' } });

      proxy.restore();
      let recovered = '';
      for (let i = 0; i < 20 && recovered !== RESULT.OK; i++) {
        recovered = (await write()).code;
        if (recovered !== RESULT.OK) await new Promise((r) => setTimeout(r, 250));
      }
      expect(recovered).toBe(RESULT.OK);
      expect((await probeHealth(t.app)).status).toBe(200);
    },
    60_000,
  );

  it('does not lock a customer out for the lookups an outage failed', async () => {
    const car = (await demoPolicies(t)).carWithPlate;
    const uuid = await t.newSession();
    const query = () =>
      t.call(
        policy.queryEyoungInfo,
        { carPolicyQuery: 'policyNo', policyNo: car.policyNo, identifyNumber: car.insuredIdNo },
        { uuid },
      );
    proxy.cut('reset');
    // More retries than the lockout allows (ten a session), each failed by the database, not the person.
    for (let i = 0; i < 12; i++) expect((await query()).code).toBe(RESULT.UPSTREAM_DOWN);
    proxy.restore();
    let recovered = '';
    for (let i = 0; i < 20 && recovered !== RESULT.OK; i++) {
      recovered = (await write()).code;
      if (recovered !== RESULT.OK) await new Promise((r) => setTimeout(r, 250));
    }
    // Found at once: neither 查询失败次数过多 nor an image code asked for.
    const found = await query();
    expect([found.code, found.message]).toEqual([RESULT.OK, '成功']);
  }, 60_000);

  it('survives the server dropping its idle connections (a restart or failover)', async () => {
    expect((await write()).code).toBe(RESULT.OK);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}'`);
    await new Promise((r) => setTimeout(r, 200));
    let code = '';
    for (let i = 0; i < 10 && code !== RESULT.OK; i++) code = (await write()).code;
    expect(code).toBe(RESULT.OK);
  }, 60_000);
});
