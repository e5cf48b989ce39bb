import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupbuy } from '../../../shared/api/groupbuy';
import { platform } from '../../../shared/api/platform';
import { RESULT } from '../../../shared/result-codes';
import { BAD_ADDRESS_MESSAGE } from '../../app';
import { latestOutbox } from '../../platform/messaging';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createGroupbuyRepo } from './repo';
import { AGENT_NOT_OFFERED, BRANCH_NOT_OFFERED, CITY_NOT_OFFERED, MAIL_NEEDS_FRESH_LINK } from './service';

let t: TestApp;
let staff: { employeeNo: string; mobile: string; name: string };
beforeAll(async () => {
  t = await startTestApp();
  staff = (await createGroupbuyRepo(t.database.db).staffList(1))[0] as typeof staff;
});
afterAll(() => t?.close());

/** A mobile as a contact card pastes it: +86 138 0013 8000. */
const pasted = (mobile: string) => `+86 ${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`;
const outboxFor = async (to: string) => (await latestOutbox(t.database.db)).filter((m) => m.recipient === to);
const codeFor = async (mobile: string, purpose: 'groupBuy' | 'activity', uuid?: string) => {
  expect((await t.call(platform.getSMSCode, { mobile, purpose }, { uuid })).code).toBe(RESULT.OK);
  return t.lastSmsCode(mobile);
};
const form = (over: Record<string, unknown> = {}) => ({
  kind: 'car' as const,
  employeeNo: staff.employeeNo,
  proCode: '11000000',
  cityCode: '11010000',
  countyCode: '',
  address: '北京市 北京市 东城区',
  comCode: '11000000',
  comName: '人保财险北京市分公司',
  promoteProduct: '车险' as const,
  promoterName: staff.name,
  phoneNumber: staff.mobile,
  smsValidCode: '000000',
  groupuserCode: '',
  projectCode: '',
  ...over,
});

describe('staff look-ups', () => {
  it('answers the masked name of an employee and checks the mobile', async () => {
    const named = await t.call(groupbuy.gettgname, { employeeNo: staff.employeeNo });
    expect(named.data.promoterName).toBe(`${staff.name[0]}${'*'.repeat(staff.name.length - 1)}`);
    const unknown = await t.call(groupbuy.gettgname, { employeeNo: '99999999' });
    expect(unknown.code).toBe(RESULT.NOT_FOUND);
    expect(
      (await t.call(groupbuy.groupCheckMobile, { employeeNo: staff.employeeNo, phoneNumber: staff.mobile })).data
        .matches,
    ).toBe(true);
    expect(
      (await t.call(groupbuy.groupCheckMobile, { employeeNo: staff.employeeNo, phoneNumber: '13000000000' })).data
        .matches,
    ).toBe(false);
  });

  it('limits staff look-ups per client', async () => {
    const address = '10.7.7.7';
    const uuid = await t.newSession(address);
    let last = '';
    for (let i = 0; i < 31; i++)
      last = (await t.call(groupbuy.gettgname, { employeeNo: `1001${i}` }, { uuid, address })).code;
    expect(last).toBe(RESULT.TOO_MANY);
  });
});

describe('promotion links', () => {
  it('generates one short link with a QR code, e-mails it, and leads to sign-up', async () => {
    const uuid = await t.newSession();
    const code = await codeFor(staff.mobile, 'groupBuy', uuid);
    // The mobile as the page sends it when pasted: cleaned by the contract, it is the register's and the code's.
    const res = await t.call(groupbuy.generateLink, form({ smsValidCode: code, phoneNumber: pasted(staff.mobile) }), {
      uuid,
      headOverrides: { requestId: 'gb-1' },
    });
    expect(res.code).toBe(RESULT.OK);
    const link = res.data as {
      groupByNo: string;
      shortUrl: string;
      qrDataUrl: string;
      targetPath: string;
      reused: boolean;
    };
    expect(link.groupByNo).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(link.shortUrl).toMatch(new RegExp(`/g/${link.groupByNo}$`));
    expect(link.qrDataUrl).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(link.reused).toBe(false);

    const retry = await t.call(groupbuy.generateLink, form({ smsValidCode: code, phoneNumber: pasted(staff.mobile) }), {
      uuid,
      headOverrides: { requestId: 'gb-1' },
    });
    expect(retry.data).toMatchObject({ groupByNo: link.groupByNo, reused: true });

    const redirect = await t.app.inject({ url: `/g/${link.groupByNo}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/home/#/enter-online?tg=${link.groupByNo}`);
    expect((await t.app.inject({ url: '/g/nothere1' })).headers.location).toBe('/home/#/404');

    const stranger = await t.call(groupbuy.tgsendEmail, { groupByNo: link.groupByNo, email: 'x@example.com' });
    expect(stranger.code).toBe(RESULT.REFUSED);
    expect(stranger.message).toBe(MAIL_NEEDS_FRESH_LINK);
    const mailed = await t.call(
      groupbuy.tgsendEmail,
      { groupByNo: link.groupByNo, email: 'staff@example.com' },
      { uuid },
    );
    expect(mailed.data.sentTo).toBe('s****@example.com');
    const [mail] = await outboxFor('staff@example.com');
    expect(mail?.body).toContain(link.shortUrl);
    expect(mail?.attachments).toBe(`推广二维码-${link.groupByNo}.png`);

    const promoter = await t.call(groupbuy.promoterOfLink, { groupByNo: link.groupByNo });
    expect(promoter.data).toMatchObject({ kind: 'car', promoteProduct: '车险' });

    const mobile = '13612345678';
    const signCode = await codeFor(mobile, 'activity');
    const lead = {
      groupByNo: link.groupByNo,
      name: '赵六',
      mobile,
      smsValidCode: signCode,
      cityCode: '11010000',
      product: '家用车险' as const,
    };
    const signed = await t.call(groupbuy.enterOnline, lead);
    expect(signed.code).toBe(RESULT.OK);
    expect(signed.data).toMatchObject({ duplicate: false, promoterName: promoter.data.promoterName });
    expect((await outboxFor(staff.mobile))[0]?.body).toContain('新客户报名');
    // The same mobile pasted with its country code and spaces is the same lead, not a second one.
    const again = await t.call(groupbuy.enterOnline, { ...lead, mobile: pasted(mobile) });
    expect(again.data).toMatchObject({ ackNo: signed.data.ackNo, duplicate: true });
    // Another session that types the mobile learns neither the number nor that it signed up.
    const otherSession = await t.newSession();
    const guessed = await t.call(groupbuy.enterOnline, { ...lead, smsValidCode: '000000' }, { uuid: otherSession });
    expect(guessed.code).toBe(RESULT.WRONG_CODE);
    expect(guessed.raw).not.toContain(signed.data.ackNo as string);
    expect(await createGroupbuyRepo(t.database.db).leadsOf(link.groupByNo)).toBe(1);
  });

  it('answers a retry only to the session that sent it, for the same link', async () => {
    const promoter = (await createGroupbuyRepo(t.database.db).staffList(2))[1] as typeof staff;
    const sessionA = await t.newSession();
    const sameId = { headOverrides: { requestId: 'gb-chosen-by-client' } };
    const ask = form({
      employeeNo: promoter.employeeNo,
      promoterName: promoter.name,
      phoneNumber: promoter.mobile,
      smsValidCode: await codeFor(promoter.mobile, 'groupBuy', sessionA),
    });
    const made = await t.call(groupbuy.generateLink, ask, { uuid: sessionA, ...sameId });
    expect(made.code).toBe(RESULT.OK);
    const groupByNo = made.data.groupByNo as string;

    // Another session sending the same requestId is a new request: it must pass the SMS check first.
    const sessionB = await t.newSession();
    const stranger = await t.call(groupbuy.generateLink, ask, { uuid: sessionB, ...sameId });
    expect(stranger.code).toBe(RESULT.WRONG_CODE);
    expect(stranger.raw).not.toContain(groupByNo);
    expect(stranger.raw).not.toContain(promoter.name);
    // The same session reusing its requestId for another product is a new request too: its own link
    // (the session's proven mobile stands in for the spent code), not the first one.
    const noncar = form({ ...ask, kind: 'noncar', promoteProduct: '非车险', countyCode: '11010100' });
    const other = await t.call(groupbuy.generateLink, noncar, { uuid: sessionA, ...sameId });
    expect({ code: other.code, kind: other.data.kind, reused: other.data.reused }).toEqual({
      code: RESULT.OK,
      kind: 'noncar',
      reused: false,
    });
    expect(other.data.groupByNo).not.toBe(groupByNo);
    // The very request again is answered with its link.
    const retry = await t.call(groupbuy.generateLink, ask, { uuid: sessionA, ...sameId });
    expect(retry.data).toMatchObject({ groupByNo, reused: true });
  });

  it('asks no second code of a link asked again while its mobile is proven, whatever the requestId', async () => {
    const promoter = (await createGroupbuyRepo(t.database.db).staffList(7))[6] as typeof staff;
    const uuid = await t.newSession('10.7.7.9');
    const smsValidCode = await codeFor(promoter.mobile, 'groupBuy', uuid);
    const ask = form({ employeeNo: promoter.employeeNo, promoterName: promoter.name, phoneNumber: promoter.mobile });
    const call = (over: Record<string, unknown>, requestId: string) =>
      t.call(groupbuy.generateLink, { ...ask, smsValidCode, ...over } as never, {
        uuid,
        address: '10.7.7.9',
        headOverrides: { requestId },
      });
    // The code is spent on a number mistyped: the corrected form goes through without a new code.
    const mistyped = await call({ employeeNo: '99990009' }, 'gb-typo');
    expect(mistyped.code).toBe(RESULT.NOT_FOUND);
    const made = await call({}, 'gb-first');
    expect({ code: made.code, reused: made.data.reused }).toEqual({ code: RESULT.OK, reused: false });
    // Its answer lost, the page asks again with a new requestId: the same link, no new code.
    const again = await call({}, 'gb-second');
    expect({ code: again.code, groupByNo: again.data.groupByNo, reused: again.data.reused }).toEqual({
      code: RESULT.OK,
      groupByNo: made.data.groupByNo,
      reused: true,
    });
    // The proof is the session's: another session with the spent code is asked for a new one.
    const other = await t.call(groupbuy.generateLink, { ...ask, smsValidCode } as never, {
      uuid: await t.newSession(),
    });
    expect(other.code).toBe(RESULT.WRONG_CODE);
    expect(other.raw).not.toContain(made.data.groupByNo as string);
    // Without a code, the register answers the proven session only as the look-ups do: 30 an hour.
    let last = '';
    for (let i = 0; i < 30 && last !== RESULT.TOO_MANY; i++)
      last = (await call({ employeeNo: `9999${i}` }, `gb-${i}`)).code;
    expect(last).toBe(RESULT.TOO_MANY);
  });

  it('mails a link once when the send button is tapped twice', async () => {
    const promoter = (await createGroupbuyRepo(t.database.db).staffList(3))[2] as typeof staff;
    const uuid = await t.newSession();
    const ask = form({
      employeeNo: promoter.employeeNo,
      promoterName: promoter.name,
      phoneNumber: promoter.mobile,
      smsValidCode: await codeFor(promoter.mobile, 'groupBuy', uuid),
    });
    const made = await t.call(groupbuy.generateLink, ask, { uuid });
    expect(made.code).toBe(RESULT.OK);
    const mail = { groupByNo: made.data.groupByNo as string, email: 'twice@example.com' };
    const taps = await Promise.all([1, 2].map(() => t.call(groupbuy.tgsendEmail, mail, { uuid })));
    expect(taps.map((tap) => tap.data.sentTo)).toEqual(['t****@example.com', 't****@example.com']);
    expect(await outboxFor('twice@example.com')).toHaveLength(1);
  });

  it.each([
    ['employee number', { employeeNo: '' }, '请输入员工工号'],
    ['promoter name', { promoterName: '张'.repeat(31) }, '请输入正确的姓名'],
    ['product', { promoteProduct: '非车险' }, '推广产品不正确'],
    ['county of a non-car link', { kind: 'noncar', promoteProduct: '非车险' }, '请选择所在区县'],
    ['organisation', { comCode: '' }, '请选择出单机构'],
    ['agent number', { groupuserCode: '!!' }, '请输入正确的代理人编号'],
    ['SMS code', { smsValidCode: '1' }, '请输入6位短信验证码'],
  ])('refuses a bad %s', async (_f, over, message) => {
    const res = await t.call(groupbuy.generateLink, form(over) as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });

  it('records the branch office and places as the tables name them, not as the page sent them', async () => {
    const promoter = (await createGroupbuyRepo(t.database.db).staffList(4))[3] as typeof staff;
    const uuid = await t.newSession();
    const made = await t.call(
      groupbuy.generateLink,
      form({
        employeeNo: promoter.employeeNo,
        promoterName: promoter.name,
        phoneNumber: promoter.mobile,
        smsValidCode: await codeFor(promoter.mobile, 'groupBuy', uuid),
        comName: '人保财险北京市朝阳区旗舰营业部',
        address: '火星 奥林匹斯山',
      }),
      { uuid },
    );
    expect(made.code).toBe(RESULT.OK);
    const groupByNo = made.data.groupByNo as string;
    expect(made.data.comName).toBe('人保财险北京市分公司');
    const row = await createGroupbuyRepo(t.database.db).link(groupByNo);
    expect({ comName: row?.comName, address: row?.address }).toEqual({
      comName: '人保财险北京市分公司',
      address: '北京市 北京市',
    });
    // What the staff member's e-mail and the customer's sign-up page say.
    await t.call(groupbuy.tgsendEmail, { groupByNo, email: 'org@example.com' }, { uuid });
    const [mail] = await outboxFor('org@example.com');
    expect(mail?.body).toContain('出单机构：人保财险北京市分公司');
    expect(mail?.body).not.toContain('旗舰营业部');
    expect((await t.call(groupbuy.promoterOfLink, { groupByNo })).data.comName).toBe('人保财险北京市分公司');
  });

  it('refuses a place, branch office or agent the pickers do not offer, before the SMS code is spent', async () => {
    const promoter = (await createGroupbuyRepo(t.database.db).staffList(5))[4] as typeof staff;
    const uuid = await t.newSession();
    const ask = form({
      employeeNo: promoter.employeeNo,
      promoterName: promoter.name,
      phoneNumber: promoter.mobile,
      smsValidCode: await codeFor(promoter.mobile, 'groupBuy', uuid),
    });
    const noncar = { kind: 'noncar', promoteProduct: '非车险' };
    const refusals = [
      [{ proCode: '99000000' }, '请选择所在省份'],
      [{ cityCode: '31010000' }, '请选择所在城市'],
      [{ comCode: '31000000', comName: '人保财险上海市分公司' }, BRANCH_NOT_OFFERED],
      [{ proCode: '44000000', cityCode: '44030000', comCode: '44010000' }, BRANCH_NOT_OFFERED],
      [{ comCode: '11999999' }, BRANCH_NOT_OFFERED],
      [{ groupuserCode: '31A00001' }, AGENT_NOT_OFFERED],
      [{ groupuserCode: '11A99999' }, AGENT_NOT_OFFERED],
      [{ ...noncar, countyCode: '31010100' }, '请选择所在区县'],
      [{ ...noncar, countyCode: '' }, '请选择所在区县'],
    ] as const;
    for (const [over, message] of refusals) {
      const res = await t.call(groupbuy.generateLink, { ...ask, ...over } as never, { uuid });
      expect({ over, code: res.code, message: res.message }).toEqual({ over, code: RESULT.INVALID_INPUT, message });
    }
    // The corrected form goes through with the same code: an agent of the province's branch, a county of the city.
    const made = await t.call(
      groupbuy.generateLink,
      { ...ask, ...noncar, countyCode: '11010100', groupuserCode: '11A00001' } as never,
      { uuid },
    );
    expect(made.code).toBe(RESULT.OK);
    const row = await createGroupbuyRepo(t.database.db).link(made.data.groupByNo as string);
    expect({ address: row?.address, agentCode: row?.agentCode }).toEqual({
      address: '北京市 北京市 东城区',
      agentCode: '11A00001',
    });
  });

  it('takes a non-car link to the county, or to the city where the city has none (东莞)', async () => {
    const promoter = (await createGroupbuyRepo(t.database.db).staffList(6))[5] as typeof staff;
    const uuid = await t.newSession();
    const who = {
      employeeNo: promoter.employeeNo,
      promoterName: promoter.name,
      phoneNumber: promoter.mobile,
      smsValidCode: await codeFor(promoter.mobile, 'groupBuy', uuid),
      kind: 'noncar',
      promoteProduct: '非车险',
    };
    const dongguan = { proCode: '44000000', cityCode: '44190000', comCode: '44190000', countyCode: '' };
    const made = await t.call(groupbuy.generateLink, form({ ...who, ...dongguan }), { uuid });
    expect({ code: made.code, comName: made.data.comName }).toEqual({
      code: RESULT.OK,
      comName: '人保财险东莞市中心支公司',
    });
    const row = await createGroupbuyRepo(t.database.db).link(made.data.groupByNo as string);
    expect(row?.address).toBe('广东省 东莞市');
    // 北京市 has counties: one must be chosen.
    const noCounty = await t.call(groupbuy.generateLink, form({ ...who, countyCode: '' }), { uuid });
    expect({ code: noCounty.code, message: noCounty.message }).toEqual({
      code: RESULT.INVALID_INPUT,
      message: '请选择所在区县',
    });
  });

  it('tells nothing of the staff register before the mobile is proven by its code', async () => {
    // Whether an employee number exists, and whether a mobile is that employee's, is told by the
    // look-ups limited to 30 an hour (gettgname, groupCheckMobile), not by generateLink to anyone.
    const unknown = await t.call(groupbuy.generateLink, form({ employeeNo: '99990001' }));
    const notTheirs = await t.call(groupbuy.generateLink, form({ phoneNumber: '13000000001' }));
    const theirs = await t.call(groupbuy.generateLink, form());
    expect([unknown.code, notTheirs.code, theirs.code]).toEqual([
      RESULT.WRONG_CODE,
      RESULT.WRONG_CODE,
      RESULT.WRONG_CODE,
    ]);
    // With its own code, a mobile that is not the employee's is told so.
    const uuid = await t.newSession();
    const mobile = '13000000002';
    const proven = await t.call(
      groupbuy.generateLink,
      form({ phoneNumber: mobile, smsValidCode: await codeFor(mobile, 'groupBuy', uuid) }),
      { uuid },
    );
    expect(proven.code).toBe(RESULT.REFUSED);
    expect(proven.message).toBe('手机号与员工登记的手机号不一致');
  });

  it('refuses an unknown employee and a sign-up through an unknown link', async () => {
    const uuid = await t.newSession();
    const mobile = '13000000003';
    const smsValidCode = await codeFor(mobile, 'groupBuy', uuid);
    const unknown = form({ employeeNo: '99990000', phoneNumber: mobile, smsValidCode });
    expect((await t.call(groupbuy.generateLink, unknown, { uuid })).code).toBe(RESULT.NOT_FOUND);
    const res = await t.call(groupbuy.enterOnline, {
      groupByNo: 'ZZZZZZZZ',
      name: '赵六',
      mobile: '13612340000',
      smsValidCode: '123456',
      cityCode: '11010000',
      product: '意外险',
    });
    expect(res.code).toBe(RESULT.NOT_FOUND);
  });

  it('refuses a sign-up city the picker does not offer, before the SMS code is spent', async () => {
    const uuid = await t.newSession();
    const mobile = '13612340011';
    const lead = {
      name: '钱七',
      mobile,
      smsValidCode: await codeFor(mobile, 'activity', uuid),
      cityCode: '44030000',
      product: '意外险' as const,
    };
    // A province, a county, a city of no province, a city code of no city.
    for (const cityCode of ['11000000', '11010100', '99010000', '44999900']) {
      const res = await t.call(groupbuy.enterOnline, { ...lead, cityCode }, { uuid });
      expect({ cityCode, code: res.code, message: res.message }).toEqual({
        cityCode,
        code: RESULT.INVALID_INPUT,
        message: CITY_NOT_OFFERED,
      });
    }
    // The corrected city goes through with the same code. A municipality's own city (北京市) is a city: it
    // passes the city check and is stopped only by the code it lacks.
    expect((await t.call(groupbuy.enterOnline, lead, { uuid })).code).toBe(RESULT.OK);
    const beijing = await t.call(groupbuy.enterOnline, { ...lead, mobile: '13612340012', cityCode: '11010000' });
    expect(beijing.code).toBe(RESULT.WRONG_CODE);
  });

  it('answers a short link the router cannot read in Chinese, not in English JSON', async () => {
    // A link cut or mistyped when copied: a broken %-escape, or a code far past any link's length.
    for (const url of ['/g/%ZZ', `/g/${'a'.repeat(200)}`]) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.body).toBe(BAD_ADDRESS_MESSAGE);
    }
    // An API address the same: the envelope every answer has.
    const res = await t.app.inject({ method: 'POST', url: '/kej/waround/api/groupBuy/%ZZ', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().body.common).toEqual({ resultCode: RESULT.INVALID_INPUT, resultMsg: BAD_ADDRESS_MESSAGE });
  });
});

describe('a link made where PUBLIC_ORIGIN is set', () => {
  it('points at the portal’s address, not at a host the request names', async () => {
    const own = await startTestApp({ PUBLIC_ORIGIN: 'https://m.example.com' });
    try {
      const uuid = await own.newSession();
      expect((await own.call(platform.getSMSCode, { mobile: staff.mobile, purpose: 'groupBuy' }, { uuid })).code).toBe(
        RESULT.OK,
      );
      const code = await own.lastSmsCode(staff.mobile);
      const made = await own.call(groupbuy.generateLink, form({ smsValidCode: code }), {
        uuid,
        headers: { 'x-forwarded-host': 'phish.example', 'x-forwarded-proto': 'http' },
      });
      expect(made.code).toBe(RESULT.OK);
      expect(made.data.shortUrl).toBe(`https://m.example.com/g/${made.data.groupByNo}`);
    } finally {
      await own.close();
    }
  });
});
