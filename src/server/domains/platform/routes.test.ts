import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../shared/api';
import { platform } from '../../../shared/api/platform';
import { checkString } from '../../../shared/check-string';
import { RESULT } from '../../../shared/result-codes';
import { latestOutbox } from '../../platform/messaging';
import { PRODUCTION_ENV } from '../../testing/production-env';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WX_APP_ID: 'wx1234567890', WX_JSAPI_TICKET: 'ticket-for-tests' });
});
afterAll(() => t?.close());

const lastSmsCode = async (mobile: string) => {
  const [message] = (await latestOutbox(t.database.db)).filter((m) => m.recipient === mobile);
  return message?.body.match(/验证码(\d{6})/)?.[1];
};

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
    const address = '10.9.0.1';
    const issued = [];
    for (let i = 0; i < 60; i++) issued.push(await t.newSession(address));
    expect(issued.every((uuid) => /^[0-9a-f]{32}$/.test(uuid))).toBe(true);
    const res = await t.call(platform.uuid, {}, { uuid: '', address });
    expect(res.code).toBe(RESULT.TOO_MANY);
    expect(res.message).toBe('访问过于频繁，请稍后再试');
    expect(await t.newSession('10.9.0.2')).toMatch(/^[0-9a-f]{32}$/);
    // Without Redis the count is kept in a sketch, not as a key beside the sessions (platform/sketch-limiter.ts).
    expect(await t.deps.store.get(`limit:uuid-issue:${address}`)).toBe(process.env.REDIS_URL ? '61' : null);
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

describe('SMS codes', () => {
  it('sends a code that works once for its mobile and purpose', async () => {
    const mobile = '13800138000';
    const sent = await t.call(platform.getSMSCode, { mobile, purpose: 'groupBuy' });
    expect(sent.code).toBe(RESULT.OK);
    expect(sent.data).toEqual({ resendAfter: 60, expiresIn: 300, maskedMobile: '138****8000' });
    const code = (await lastSmsCode(mobile)) as string;
    expect(code).toMatch(/^\d{6}$/);

    const otherPurpose = await t.call(platform.checkSMSCode, { mobile, purpose: 'payment', smsValidCode: code });
    expect(otherPurpose.code).toBe(RESULT.WRONG_CODE);
    const ok = await t.call(platform.checkSMSCode, { mobile, purpose: 'groupBuy', smsValidCode: code });
    expect(ok.code).toBe(RESULT.OK);
    expect(typeof ok.data.ticket).toBe('string');
    const reused = await t.call(platform.checkSMSCode, { mobile, purpose: 'groupBuy', smsValidCode: code });
    expect(reused.code).toBe(RESULT.WRONG_CODE);
    expect(await t.deps.smsCodes.redeem(ok.data.ticket as string, mobile, 'groupBuy')).toBe(true);
    expect(await t.deps.smsCodes.redeem(ok.data.ticket as string, mobile, 'groupBuy')).toBe(false);
  });

  it('keeps codes hashed at rest', async () => {
    const mobile = '13800138001';
    await t.call(platform.getSMSCode, { mobile, purpose: 'payment' });
    const stored = await t.deps.store.get(`sms:code:payment:${mobile}`);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain((await lastSmsCode(mobile)) as string);
  });

  it('refuses a second send within 60 seconds', async () => {
    const mobile = '13800138002';
    expect((await t.call(platform.getSMSCode, { mobile, purpose: 'survey' })).code).toBe(RESULT.OK);
    const again = await t.call(platform.getSMSCode, { mobile, purpose: 'survey' });
    expect(again.code).toBe(RESULT.TOO_MANY);
    expect(again.message).toMatch(/秒后/);
  });

  it('locks the code after five wrong entries', async () => {
    const mobile = '13800138003';
    await t.call(platform.getSMSCode, { mobile, purpose: 'returnClaim' });
    const code = (await lastSmsCode(mobile)) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push(
        (await t.call(platform.checkSMSCode, { mobile, purpose: 'returnClaim', smsValidCode: wrong })).message,
      );
    expect(messages[0]).toMatch(/还可尝试4次/);
    expect(messages[4]).toMatch(/过多/);
    const right = await t.call(platform.checkSMSCode, { mobile, purpose: 'returnClaim', smsValidCode: code });
    expect(right.code).toBe(RESULT.WRONG_CODE);
  });

  it('caps sends per mobile per hour', async () => {
    const mobile = '13800138004';
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      await t.deps.store.del(`sms:gap:${mobile}`);
      const uuid = await t.newSession(`10.0.0.${i}`);
      codes.push(
        (await t.call(platform.getSMSCode, { mobile, purpose: 'activity' }, { uuid, address: `10.0.0.${i}` })).code,
      );
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(RESULT.OK));
    expect(codes[5]).toBe(RESULT.TOO_MANY);
  });

  it('caps sends per client session', async () => {
    const uuid = await t.newSession('10.1.0.1');
    const results: string[] = [];
    for (let i = 0; i < 11; i++) {
      const mobile = `1390000${String(1000 + i)}`;
      results.push(
        (await t.call(platform.getSMSCode, { mobile, purpose: 'delivery' }, { uuid, address: '10.1.0.1' })).code,
      );
    }
    expect(results.filter((c) => c === RESULT.OK)).toHaveLength(10);
    expect(results[10]).toBe(RESULT.TOO_MANY);
  });
});

describe('image codes', () => {
  const imageOf = async (uuid: string, a: string) => {
    const res = await t.app.inject({ url: `${platform.createImage.path}?a=${a}&uuid=${uuid}` });
    return res;
  };
  const storedText = async (uuid: string) => {
    // Tests cannot read the image; they replace it with a known answer through the service's own store format.
    const raw = JSON.parse((await t.deps.store.get(`img:code:${uuid}`)) as string);
    return raw as { hash: string; imageId: string };
  };

  it('serves an SVG image and remembers which image it was in the tag cookie', async () => {
    const uuid = await t.newSession();
    const res = await imageOf(uuid, 'pic1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg/);
    expect(String(res.headers['set-cookie'])).toMatch(/tag=pic1/);
    expect((await storedText(uuid)).imageId).toBe('pic1');
  });

  it('refuses an image for an unknown session', async () => {
    const res = await imageOf('0'.repeat(32), 'x');
    expect(res.json().body.common.resultCode).toBe(RESULT.SESSION_EXPIRED);
  });

  it('is case-sensitive, single-use, and tied to the image shown', async () => {
    const uuid = await t.newSession();
    const known = async (code: string, imageId: string) => {
      await imageOf(uuid, imageId);
      const { hashSecret } = await import('../../platform/hashing');
      await t.deps.store.set(
        `img:code:${uuid}`,
        JSON.stringify({ hash: hashSecret(t.deps.config.appSecret, code), imageId }),
        300,
      );
    };
    await known('AbCd', 'p1');
    expect((await t.call(platform.verifyCodeCheck, { verificationCode: 'abcd', prePic: 'p1' }, { uuid })).code).toBe(
      RESULT.WRONG_CODE,
    );
    // the wrong answer used the image up
    expect((await t.call(platform.verifyCodeCheck, { verificationCode: 'AbCd', prePic: 'p1' }, { uuid })).code).toBe(
      RESULT.WRONG_CODE,
    );

    await known('AbCd', 'p2');
    expect((await t.call(platform.verifyCodeCheck, { verificationCode: 'AbCd', prePic: 'p1' }, { uuid })).code).toBe(
      RESULT.WRONG_CODE,
    );

    await known('AbCd', 'p3');
    const ok = await t.call(platform.verifyCodeCheck, { verificationCode: 'AbCd', prePic: 'p3' }, { uuid });
    expect(ok.code).toBe(RESULT.OK);
    expect(await t.deps.imageCodes.takePass(uuid)).toBe(true);
    expect(await t.deps.imageCodes.takePass(uuid)).toBe(false);
  });

  it('lets no brute-force guess through', async () => {
    const uuid = await t.newSession();
    let passed = 0;
    for (let i = 0; i < 200; i++) {
      const guess = (await t.call(platform.imageCodeCheck, { imageCode: 'Zz9y' }, { uuid })).code;
      if (guess === RESULT.OK) passed++;
    }
    expect(passed).toBe(0);
  });

  it('caps images per session', async () => {
    const uuid = await t.newSession();
    const statuses: string[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.call(platform.getImageCode, {}, { uuid });
      statuses.push(res.raw.startsWith('<svg') ? 'image' : res.code);
    }
    expect(statuses.slice(0, 60).every((s) => s === 'image')).toBe(true);
    expect(statuses[60]).toBe(RESULT.TOO_MANY);
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
    expect(await lastSmsCode('13700137000')).toMatch(/^\d{6}$/);
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
