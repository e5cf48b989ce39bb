import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../shared/api';
import { platform } from '../../../shared/api/platform';
import { checkString } from '../../../shared/check-string';
import { RESULT } from '../../../shared/result-codes';
import { clockAtMinuteStart } from '../../testing/minute-clock';
import { PRODUCTION_ENV } from '../../testing/production-env';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WX_APP_ID: 'wx1234567890', WX_JSAPI_TICKET: 'ticket-for-tests' });
});
afterAll(() => t?.close());

describe('the contract is served', () => {
  it('binds every endpoint of the contract', () => {
    for (const { endpoint } of allEndpoints())
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });

  it('publishes API docs built from the contract', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain(platform.getSMSCode.path);
  });
});

describe('envelope and session', () => {
  it('issues a session uuid', async () => {
    const uuid = await t.newSession();
    expect(uuid).toMatch(/^[0-9a-f]{32}$/);
  });

  it('issues at most 60 sessions a minute to one address, counted in the store only where it is shared', async () => {
    // An app of its own, started on a clock at a minute's start: all 61 requests in one window.
    const realClock = clockAtMinuteStart();
    const own = await startTestApp();
    try {
      const address = '10.9.0.1';
      const issued = [];
      for (let i = 0; i < 60; i++) issued.push(await own.newSession(address));
      expect(issued.every((uuid) => /^[0-9a-f]{32}$/.test(uuid))).toBe(true);
      const res = await own.call(platform.uuid, {}, { uuid: '', address });
      expect(res.code).toBe(RESULT.TOO_MANY);
      expect(res.message).toBe('访问过于频繁，请稍后再试');
      expect(await own.newSession('10.9.0.2')).toMatch(/^[0-9a-f]{32}$/);
      // Without Redis the count is kept in a sketch, not as a key beside the sessions (platform/sketch-limiter.ts).
      expect(await own.deps.store.get(`limit:uuid-issue:${address}`)).toBe(process.env.REDIS_URL ? '61' : null);
    } finally {
      realClock();
      await own.close();
    }
  });

  it('issues as many sessions a minute to one address as SESSION_ISSUE_PER_MINUTE says', async () => {
    const realClock = clockAtMinuteStart();
    const own = await startTestApp({ SESSION_ISSUE_PER_MINUTE: '2' });
    try {
      const address = '10.9.1.1';
      expect(await own.newSession(address)).toMatch(/^[0-9a-f]{32}$/);
      expect(await own.newSession(address)).toMatch(/^[0-9a-f]{32}$/);
      const res = await own.call(platform.uuid, {}, { uuid: '', address });
      expect(res.code).toBe(RESULT.TOO_MANY);
      expect(res.message).toBe('访问过于频繁，请稍后再试');
    } finally {
      realClock();
      await own.close();
    }
  });

  it('refuses an unknown uuid with the session code', async () => {
    const res = await t.call(platform.getCityCode, {}, { uuid: 'f'.repeat(32) });
    expect(res.code).toBe(RESULT.SESSION_EXPIRED);
    expect(res.message).toMatch(/首页/);
  });

  it('refuses a body that does not match its check string', async () => {
    const res = await t.call(platform.getCityCode, {}, { headOverrides: { check: checkString({ x: 1 }, 'zz') } });
    expect(res.code).toBe(RESULT.CHECK_MISMATCH);
  });

  it.each([
    ['no head', { body: {} }],
    ['a head that is a string', { head: 'x', body: {} }],
    ['a head that is null', { head: null, body: {} }],
    ['a head that is an array', { head: [], body: {} }],
    ['an array', [1, 2, 3]],
  ])('answers %s with a Chinese message, not a crash', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: platform.getCityCode.path, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.common).toEqual({
      resultCode: RESULT.INVALID_INPUT,
      resultMsg: expect.stringMatching(/请求/),
    });
  });

  it.each([
    ['broken JSON', 'application/json', '{"head":', 400],
    ['a wrong content type', 'application/xml', '<a/>', 415],
    ['an oversized body', 'application/json', JSON.stringify({ head: {}, body: { x: 'a'.repeat(300_000) } }), 413],
  ])('answers %s with an envelope', async (_name, type, payload, status) => {
    const res = await t.app.inject({
      method: 'POST',
      url: platform.getCityCode.path,
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().body.common.resultMsg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('validates the body with the contract and says what is wrong', async () => {
    const res = await t.call(platform.getSMSCode, { mobile: '12345', purpose: 'groupBuy' });
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toMatch(/手机/);
  });

  it('answers an unknown API path with an envelope 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/kej/waround/api/nothing/here', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().body.common.resultCode).toBe(RESULT.NOT_FOUND);
  });

  it('marks API answers no-store and sends security headers', async () => {
    const res = await t.call(platform.getCityCode, {});
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy'])).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=31536000/);
  });
});

describe('code lists', () => {
  it('lists the 31 provinces, their cities and counties', async () => {
    const provinces = await t.call(platform.getCityCode, {});
    expect(provinces.data.list).toHaveLength(31);
    expect(provinces.data.list).toContainEqual({ code: '11000000', name: '北京市', level: 'province' });
    const cities = (await t.call(platform.getCityCode, { parentCode: '44000000' })).data.list as Array<{
      name: string;
    }>;
    expect(cities.map((c) => c.name)).toContain('深圳市');
    const counties = (await t.call(platform.getCityCode, { parentCode: '11010000' })).data.list as Array<{
      name: string;
    }>;
    expect(counties.map((c) => c.name)).toContain('东城区');
  });

  it('refuses a malformed region code', async () => {
    expect((await t.call(platform.getCityCode, { parentCode: "1' OR 1=1" })).code).toBe(RESULT.INVALID_INPUT);
  });

  it('lists branch offices of a city, a county’s city and a province', async () => {
    const city = (await t.call(platform.getComCode, { cityCode: '44030000' })).data.list as Array<{ comName: string }>;
    expect(city[0].comName).toBe('人保财险深圳市中心支公司');
    const county = (await t.call(platform.getComCode, { cityCode: '44030400' })).data.list;
    expect(county).toEqual(city);
    const province = (await t.call(platform.getComCode, { cityCode: '44000000' })).data.list as unknown[];
    expect(province.length).toBeGreaterThan(10);
    expect((await t.call(platform.getComCode, { cityCode: '99990000' })).code).toBe(RESULT.NOT_FOUND);
  });

  it('answers a city with no sub-branch of its own (北京市 under 北京市) with its province’s branches', async () => {
    // The group-buy form offered nothing there but by a second call of its own; the complaint form offered nothing.
    const beijing = (await t.call(platform.getComCode, { cityCode: '11000000' })).data.list as Array<{
      comName: string;
    }>;
    expect(beijing.map((b) => b.comName)).toContain('人保财险北京市分公司');
    expect((await t.call(platform.getComCode, { cityCode: '11010000' })).data.list).toEqual(beijing);
    expect((await t.call(platform.getComCode, { cityCode: '11010100' })).data.list).toEqual(beijing);
    // Every municipality alike: its branch serves its city and districts.
    for (const cityCode of ['11010000', '11010100', '31010000', '50010000']) {
      const list = (await t.call(platform.getComCode, { cityCode })).data.list as Array<{ comCode: string }>;
      expect(list.map((b) => b.comCode)).toContain(`${cityCode.slice(0, 2)}000000`);
    }
  });

  it('serves named code tables and refuses unknown names', async () => {
    const idTypes = (await t.call(platform.getPrpCodeValuesList, { function: 'idType' })).data.list as Array<{
      code: string;
    }>;
    expect(idTypes[0]).toEqual({ code: '01', name: expect.stringContaining('身份证') });
    const unknown = await t.call(platform.getPrpCodeValuesList, { function: 'noSuchTable' });
    expect(unknown.code).toBe(RESULT.NOT_FOUND);
  });

  it('lists the agencies of a branch office', async () => {
    const list = (await t.call(platform.agency, { comCode: '11000000' })).data.list as Array<{ agentName: string }>;
    expect(list).toHaveLength(3);
    expect(list[0].agentName).toMatch(/^北京/);
  });
});

describe('messaging app config and analytics', () => {
  it('signs the page URL with the configured ticket', async () => {
    const url = 'https://m.example.com/home/?from=share#/policy-query';
    const res = await t.call(platform.wxConfig, { url });
    expect(res.code).toBe(RESULT.OK);
    const { timestamp, nonceStr, signature, appId } = res.data as Record<string, string>;
    expect(appId).toBe('wx1234567890');
    const plain = `jsapi_ticket=ticket-for-tests&noncestr=${nonceStr}&timestamp=${timestamp}&url=https://m.example.com/home/?from=share`;
    expect(signature).toBe(createHash('sha1').update(plain).digest('hex'));
  });

  it('stores page views and clicks without query strings', async () => {
    const res = await t.call(platform.track, {
      events: [
        { type: 'pageview', route: '/policy-query?idNo=110105194912310021', at: Date.now() },
        { type: 'click', route: '/', target: 'service:claims', at: Date.now() },
      ],
    });
    expect(res.data.accepted).toBe(2);
    const rows = await t.database.db.execute('select route, target from analytics_event order by id');
    const list =
      (rows as unknown as { rows: Array<{ route: string }> }).rows ?? (rows as unknown as Array<{ route: string }>);
    expect(JSON.stringify(list)).not.toContain('110105');
  });

  it('refuses an empty or oversized batch', async () => {
    expect((await t.call(platform.track, { events: [] })).code).toBe(RESULT.INVALID_INPUT);
    const many = Array.from({ length: 51 }, () => ({ type: 'click' as const, route: '/', at: 1 }));
    expect((await t.call(platform.track, { events: many })).code).toBe(RESULT.INVALID_INPUT);
  });
});

describe('web app and dev tools', () => {
  it('redirects the root to /home/', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/home/');
  });

  it('lists sent messages at /dev/outbox, as JSON or HTML', async () => {
    expect((await t.call(platform.getSMSCode, { mobile: '13700137001', purpose: 'groupBuy' })).code).toBe(RESULT.OK);
    const json = await t.app.inject({ url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(json.json().messages.length).toBeGreaterThan(0);
    const html = await t.app.inject({ url: '/dev/outbox' });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('开发发件箱');
  });

  it('sends a test code from the outbox form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/outbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mobile=13700137000&purpose=groupBuy',
    });
    expect(res.body).toContain('验证码已发送');
    expect(await t.lastSmsCode('13700137000')).toMatch(/^\d{6}$/);
  });

  it('lists the demo data per domain', async () => {
    const res = await t.app.inject({ url: '/dev/demo' });
    expect(res.json().domains[0].title).toBe('平台服务');
  });
});

describe('production', () => {
  it('refuses to start with development adapters', async () => {
    const { readConfig } = await import('../../config');
    expect(() => readConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) })).toThrow(/短信发件箱/);
  });

  it('has no dev tools and no wx config without an app id', async () => {
    const prod = await startTestApp(PRODUCTION_ENV);
    try {
      expect((await prod.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.call(platform.wxConfig, { url: 'https://a.example/' })).code).toBe(RESULT.SERVICE_OFF);
      // the SMS gateway is down: the customer is told, nothing crashes
      const sms = await prod.call(platform.getSMSCode, { mobile: '13600136000', purpose: 'payment' });
      expect(sms.code).toBe(RESULT.UPSTREAM_DOWN);
    } finally {
      await prod.close();
    }
  });
});
