import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../../../shared/api/platform';
import { shortlink } from '../../../shared/api/shortlink';
import { RESULT } from '../../../shared/result-codes';
import { demoBook } from '../../db/seed/book';
import { loadRegions } from '../../db/seed/regions-data';
import { latestOutbox } from '../../platform/messaging';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { mintAppToken } from './login';
import { createShortlinkRepo } from './repo';
import { VERIFICATION_LAPSED } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const policy = demoBook(loadRegions()).find((p) => p.riskCode === 'ZFD');
if (!policy) throw new Error('the book has no flight-delay policy');
const mobile = policy.applicant.mobile;

async function smsCode() {
  await t.call(platform.getSMSCode, { mobile, purpose: 'shortLink' });
  return t.lastSmsCode(mobile);
}

async function bankChoice() {
  const provinces = (await t.call(shortlink.linkQueryInfo, { type: 'province' })).data.list as { id: string }[];
  const province = provinces.find((p) => p.id.startsWith('44')) as { id: string };
  const cities = (await t.call(shortlink.linkQueryInfo, { type: 'city', provinceId: province.id })).data.list as {
    id: string;
  }[];
  const branches = (await t.call(shortlink.linkQueryInfo, { type: 'branch', bankId: 'ICBC', cityId: cities[0].id }))
    .data.list as { id: string; name: string }[];
  return { bankName: 'ICBC', bankProvince: province.id, bankCity: cities[0].id, bankSubName: branches[1].id };
}

const yesterday = new Date(Date.now() + 8 * 3600_000 - 86400_000).toISOString().slice(0, 10);

describe('flight-delay short link', () => {
  it('serves the pick lists as id and name pairs', async () => {
    const banks = await t.call(shortlink.linkQueryInfo, { type: 'bank' });
    expect((banks.data.list as { name: string }[]).map((b) => b.name)).toContain('中国工商银行');
    const choice = await bankChoice();
    expect(choice.bankSubName).toMatch(/^ICBC-\d{8}$/);
  });

  it('names an unknown pick list in words, not with a bare 无效输入', async () => {
    for (const body of [{ type: 'x' }, {}, { type: 1 }])
      expect(await t.call(shortlink.linkQueryInfo, body as never)).toMatchObject({
        code: RESULT.INVALID_INPUT,
        message: '请选择要查询的选项（银行、省份、城市或网点）',
      });
  });

  it('refuses the claim before the mobile is verified', async () => {
    const res = await t.call(shortlink.xcInfo, {
      policyNo: policy.policyNo,
      flightnumber: 'CA1234',
      flightdate: yesterday,
      insuredName: policy.insured.name,
      bankcardno: '6222021234567890128',
      ...(await bankChoice()),
    });
    // Answered as a code to get again, which the claim page takes as its sign to go back to the verification.
    expect({ code: res.code, message: res.message }).toEqual({ code: RESULT.WRONG_CODE, message: VERIFICATION_LAPSED });
  });

  it('verifies mobile and policy with an SMS code, then files the claim once', async () => {
    const wrongPolicy = await t.call(shortlink.checkInfo, {
      mobile,
      policyNo: 'PZFD20261101000000009X',
      smsValidCode: await smsCode(),
    });
    expect(wrongPolicy.code).toBe(RESULT.NOT_FOUND);
    await t.deps.store.del(`sms:gap:${mobile}`);
    const check = await t.call(shortlink.checkInfo, {
      mobile,
      policyNo: policy.policyNo,
      smsValidCode: await smsCode(),
    });
    expect(check.code).toBe(RESULT.OK);
    expect(check.data.insuredName).toMatch(/\*/);
    const claim = {
      policyNo: policy.policyNo,
      flightnumber: 'ca1234',
      flightdate: yesterday,
      insuredName: policy.insured.name,
      bankcardno: '6222 0212 3456 7890 128',
      ...(await bankChoice()),
    };
    const outside = await t.call(shortlink.xcInfo, { ...claim, flightdate: '2020-01-01' });
    expect(outside.code).toBe(RESULT.INVALID_INPUT);
    expect(outside.message).toMatch(/保险期间/);
    const wrongName = await t.call(shortlink.xcInfo, { ...claim, insuredName: '张三丰' });
    expect(wrongName.code).toBe(RESULT.INVALID_INPUT);
    const badCard = await t.call(shortlink.xcInfo, { ...claim, bankcardno: '1234' });
    expect(badCard.code).toBe(RESULT.INVALID_INPUT);
    const mismatch = await t.call(shortlink.xcInfo, { ...claim, bankSubName: 'ICBC-11010100' });
    expect(mismatch.code).toBe(RESULT.INVALID_INPUT);
    const ok = await t.call(shortlink.xcInfo, claim);
    expect(ok.code).toBe(RESULT.OK);
    expect(ok.data.claimNo).toMatch(/^FD\d{14}$/);
    expect(ok.data.bankcardno).toBe('6222 **** **** 0128');
    const [ack] = (await latestOutbox(t.database.db)).filter((m) => m.recipient === mobile);
    expect(ack?.body).toContain(`报案号${ok.data.claimNo}`);
    // The same claim sent again (its answer lost on the way) is answered with its receipt, not refused;
    // another card for the same flight is a second claim, refused with the first one's number.
    const twice = await t.call(shortlink.xcInfo, claim);
    expect(twice.code).toBe(RESULT.OK);
    expect(twice.data).toEqual(ok.data);
    expect(
      (await latestOutbox(t.database.db)).filter((m) => m.recipient === mobile && m.body.includes('报案号')),
    ).toHaveLength(1);
    const other = await t.call(shortlink.xcInfo, { ...claim, bankcardno: '6222021234567890011' });
    expect(other.code).toBe(RESULT.REFUSED);
    expect(other.message).toContain(ok.data.claimNo as string);
  });

  it('reads the insured name on the policy as the name rule reads the typed one, whichever dot it holds', async () => {
    const uyghur = { ...policy, policyNo: 'PZFD202611010000000777', mobile: '13900000777' };
    await createShortlinkRepo(t.database.db).insertPolicies([
      {
        policyNo: uyghur.policyNo,
        riskName: policy.riskName,
        insuredName: '阿依古丽•买买提',
        insuredIdNumber: policy.insured.identifyNumber,
        mobile: uyghur.mobile,
        startDate: policy.startDate,
        endDate: policy.endDate,
      },
    ]);
    const uuid = await t.newSession();
    await t.call(platform.getSMSCode, { mobile: uyghur.mobile, purpose: 'shortLink' });
    const code = await t.lastSmsCode(uyghur.mobile);
    const check = await t.call(
      shortlink.checkInfo,
      { mobile: uyghur.mobile, policyNo: uyghur.policyNo, smsValidCode: code },
      { uuid },
    );
    expect([check.code, check.message]).toEqual([RESULT.OK, '成功']);
    const filed = await t.call(
      shortlink.xcInfo,
      {
        policyNo: uyghur.policyNo,
        flightnumber: 'MU5101',
        flightdate: yesterday,
        insuredName: '阿依古丽·买买提',
        bankcardno: '6222021234567890128',
        ...(await bankChoice()),
      },
      { uuid },
    );
    expect([filed.code, filed.message]).toEqual([RESULT.OK, '成功']);
  });

  it('takes a retried check without a new code once the mobile is proven, and only for that mobile', async () => {
    await t.deps.store.del(`sms:gap:${mobile}`);
    const uuid = await t.newSession();
    const code = await smsCode();
    const check = () =>
      t.call(shortlink.checkInfo, { mobile, policyNo: policy.policyNo, smsValidCode: code }, { uuid });
    expect((await check()).code).toBe(RESULT.OK);
    // The first answer lost: the same check again, its code used up, still passes.
    expect((await check()).code).toBe(RESULT.OK);
    // Another session has no such proof: the used code is refused there.
    const stranger = await t.call(
      shortlink.checkInfo,
      { mobile, policyNo: policy.policyNo, smsValidCode: code },
      { uuid: await t.newSession() },
    );
    expect(stranger.code).toBe(RESULT.WRONG_CODE);
  });
});

describe('auto login from the app channel', () => {
  it('logs the session in with a signed token and reports it', async () => {
    const uuid = await t.newSession();
    expect((await t.call(shortlink.groupLoginStatus, {}, { uuid })).data.loginStatus).toBe('0');
    const token = mintAppToken('development-only-app-login-secret', {
      userid: 'U1',
      username: '李四',
      signid: 'S1',
      agentid: '',
    });
    const res = await t.call(shortlink.autoLogin, { token, entryId: 'app' }, { uuid });
    expect(res.code).toBe(RESULT.OK);
    expect(res.data).toMatchObject({
      loginStatus: '1',
      userid: 'U1',
      username: '李*',
      source: 'wap',
      subsource: 'picc-wap',
    });
    const status = await t.call(shortlink.groupLoginStatus, {}, { uuid });
    expect(status.data.loginStatus).toBe('1');
  });

  it('refuses a forged or expired token', async () => {
    const forged = mintAppToken('another-secret-of-someone-else', {
      userid: 'U1',
      username: '李四',
      signid: '',
      agentid: '',
    });
    expect((await t.call(shortlink.autoLogin, { token: forged, entryId: '' })).code).toBe(RESULT.REFUSED);
    const expired = mintAppToken('development-only-app-login-secret', {
      userid: 'U1',
      username: '李四',
      signid: '',
      agentid: '',
      exp: 1000,
    });
    const res = await t.call(shortlink.autoLogin, { token: expired, entryId: '' });
    expect(res.code).toBe(RESULT.REFUSED);
    expect(res.message).toMatch(/过期/);
  });

  it('refuses a mac of 64 characters that are not hex, in words', async () => {
    const [payload] = mintAppToken('development-only-app-login-secret', {
      userid: 'U1',
      username: '李四',
      signid: '',
      agentid: '',
    }).split('.');
    // 64 characters but 128 bytes: as long as a mac in characters only.
    const res = await t.call(shortlink.autoLogin, { token: `${payload}.${'é'.repeat(64)}`, entryId: '' });
    expect(res.code).toBe(RESULT.REFUSED);
    expect(res.message).toBe('登录凭证无效，请从App重新进入');
  });
});
