import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupbuy } from '../../../shared/api/groupbuy';
import { platform } from '../../../shared/api/platform';
import { RESULT } from '../../../shared/result-codes';
import { BAD_ADDRESS_MESSAGE } from '../../app';
import { latestOutbox } from '../../platform/messaging';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createGroupbuyRepo } from './repo';

let t: TestApp;
let staff: { employeeNo: string; mobile: string; name: string };
beforeAll(async () => {
  t = await startTestApp();
  staff = (await createGroupbuyRepo(t.database.db).staffList(1))[0] as typeof staff;
});
afterAll(() => t?.close());

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
    const res = await t.call(groupbuy.generateLink, form({ smsValidCode: code }), {
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

    const retry = await t.call(groupbuy.generateLink, form({ smsValidCode: code }), {
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
    const again = await t.call(groupbuy.enterOnline, lead);
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
    // The same session reusing its requestId for another product is a new request too.
    const noncar = form({ ...ask, kind: 'noncar', promoteProduct: '非车险', countyCode: '11010100' });
    const other = await t.call(groupbuy.generateLink, noncar, { uuid: sessionA, ...sameId });
    expect(other.code).toBe(RESULT.WRONG_CODE);
    expect(other.raw).not.toContain(groupByNo);
    // The very request again is answered with its link.
    const retry = await t.call(groupbuy.generateLink, ask, { uuid: sessionA, ...sameId });
    expect(retry.data).toMatchObject({ groupByNo, reused: true });
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
