import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../../../shared/api/platform';
import { RESULT } from '../../../shared/result-codes';
import { SMS_POLICY } from '../../platform/sms-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';

// The platform's SMS and image codes, through their endpoints (routes.test.ts has the rest of the platform's routes).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('SMS codes', () => {
  it('sends a code that works once for its mobile and purpose', async () => {
    const mobile = '13800138000';
    const sent = await t.call(platform.getSMSCode, { mobile, purpose: 'groupBuy' });
    expect(sent.code).toBe(RESULT.OK);
    expect(sent.data).toEqual({ resendAfter: 60, expiresIn: 300, maskedMobile: '138****8000' });
    const code = await t.lastSmsCode(mobile);
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
    expect(stored).not.toContain(await t.lastSmsCode(mobile));
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
    const code = await t.lastSmsCode(mobile);
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

  it('a session past its own cap cannot hold another mobile in the 60-second gap', async () => {
    const victim = '13800138005';
    const attacker = await t.newSession('10.1.0.2');
    for (let i = 0; i < 10; i++) {
      const mobile = `1370000${String(1000 + i)}`;
      const sent = await t.call(
        platform.getSMSCode,
        { mobile, purpose: 'delivery' },
        { uuid: attacker, address: '10.1.0.2' },
      );
      expect(sent.code).toBe(RESULT.OK);
    }
    const refused = await t.call(
      platform.getSMSCode,
      { mobile: victim, purpose: 'payment' },
      { uuid: attacker, address: '10.1.0.2' },
    );
    expect(refused.code).toBe(RESULT.TOO_MANY);
    expect(refused.message).toBe(SMS_POLICY.perClientHour.message);

    const owner = await t.newSession('10.1.0.3');
    const sent = await t.call(
      platform.getSMSCode,
      { mobile: victim, purpose: 'payment' },
      { uuid: owner, address: '10.1.0.3' },
    );
    expect(sent.code).toBe(RESULT.OK);
    expect(await t.lastSmsCode(victim)).toMatch(/^\d{6}$/);
    // Asking again within the gap sends nothing and leaves the session's allowance as it was.
    const again = await t.call(
      platform.getSMSCode,
      { mobile: victim, purpose: 'payment' },
      { uuid: owner, address: '10.1.0.3' },
    );
    expect(again.message).toMatch(/秒后/);
    expect(await t.deps.limiter.peek(SMS_POLICY.perClientHour, owner)).toBe(1);
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
