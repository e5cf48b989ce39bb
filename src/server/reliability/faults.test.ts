import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { platform } from '../../shared/api/platform';
import { RESULT } from '../../shared/result-codes';
import { latestOutbox } from '../platform/messaging';
import { PRODUCTION_ENV } from '../testing/production-env';
import { startTestApp, type TestAnswer } from '../testing/test-app';

/** What a customer must see when something behind the server fails: a dialog code, never a stack. */
function expectOutageEnvelope(res: TestAnswer) {
  expect(res.status).toBeLessThan(500);
  // Temporarily unavailable, to try again: not the 返回首页 dialog of a fault.
  expect(res.code).toBe(RESULT.UPSTREAM_DOWN);
  expect(res.message).toMatch(/[\u4e00-\u9fff]/);
  expect(res.raw).not.toMatch(/Error|at .*\(|PGlite|ECONN|closed/);
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('the database goes away', () => {
  it('answers the temporarily-unavailable envelope, in flight and afterwards', async () => {
    const t = await startTestApp({ DATABASE_URL: 'pglite://memory' });
    cleanups.push(() => t.app.close().catch(() => undefined));
    expect((await t.call(platform.getCityCode, {})).code).toBe(RESULT.OK);
    const uuid = await t.newSession();
    const inFlight = t.call(platform.getCityCode, { parentCode: '44000000' }, { uuid });
    const closing = t.database.close();
    const [during] = await Promise.all([inFlight, closing]);
    // The query queued before the close may still have been answered; either way, no crash.
    if (during.code !== RESULT.OK) expectOutageEnvelope(during);
    expectOutageEnvelope(await t.call(platform.getComCode, { cityCode: '44030000' }, { uuid }));
    expectOutageEnvelope(await t.call(platform.track, { events: [{ type: 'click', route: '/', at: 1 }] }, { uuid }));
  }, 120_000);
});

describe('the SMS gateway is down', () => {
  let gateway: Server;
  let state: 'down' | 'error' | 'up' = 'error';
  const received: string[] = [];

  it('answers UpstreamDown when the gateway refuses, errs or is unreachable, and lets the customer retry at once', async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        if (state === 'up') received.push(body);
        res.statusCode = state === 'up' ? 200 : 500;
        res.end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
    const port = (gateway.address() as AddressInfo).port;
    const production = { ...PRODUCTION_ENV, SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms` };
    const t = await startTestApp(production);
    cleanups.push(() => t.close());
    const mobile = '13600136111';

    state = 'error';
    const failed = await t.call(platform.getSMSCode, { mobile, purpose: 'payment' });
    expect(failed.code).toBe(RESULT.UPSTREAM_DOWN);
    expect(failed.message).toMatch(/短信/);

    // No message went out, so the 60-second gap must not hold the customer back.
    state = 'up';
    const retried = await t.call(platform.getSMSCode, { mobile, purpose: 'payment' });
    expect(retried.code).toBe(RESULT.OK);
    expect(received).toHaveLength(1);

    const unreachable = await startTestApp({ ...production, SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' });
    cleanups.push(() => unreachable.close());
    expect((await unreachable.call(platform.getSMSCode, { mobile, purpose: 'survey' })).code).toBe(
      RESULT.UPSTREAM_DOWN,
    );
  }, 180_000);
});

describe('PGlite restart', () => {
  it('keeps every acknowledged write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-restart-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const env = { DATABASE_URL: '', DATA_DIR: dir };
    const first = await startTestApp(env);
    const mobiles = ['13500135001', '13500135002', '13500135003'];
    for (const [i, mobile] of mobiles.entries()) {
      const uuid = await first.newSession(`10.8.0.${i}`);
      expect(
        (await first.call(platform.getSMSCode, { mobile, purpose: 'survey' }, { uuid, address: `10.8.0.${i}` })).code,
      ).toBe(RESULT.OK);
    }
    const tracked = await first.call(platform.track, {
      events: [{ type: 'pageview', route: '/restart-check', at: Date.now() }],
    });
    expect(tracked.data.accepted).toBe(1);
    await first.close();

    const second = await startTestApp(env);
    cleanups.push(() => second.close());
    const outbox = await latestOutbox(second.database.db);
    for (const mobile of mobiles) expect(outbox.filter((m) => m.recipient === mobile)).toHaveLength(1);
    const rows = await second.database.db.execute(
      "select count(*)::int as n from analytics_event where route = '/restart-check'",
    );
    const list = (rows as unknown as { rows: Array<{ n: number }> }).rows ?? (rows as unknown as Array<{ n: number }>);
    expect(list[0].n).toBe(1);
    // Migrations and seeding are idempotent: the demo data is not doubled.
    expect((await second.call(platform.getCityCode, {})).data.list).toHaveLength(31);
  }, 180_000);
});
