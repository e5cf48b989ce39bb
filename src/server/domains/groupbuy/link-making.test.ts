import { describe, expect, it } from 'vitest';
import { groupbuy } from '../../../shared/api/groupbuy';
import { platform } from '../../../shared/api/platform';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp } from '../../testing/test-app';
import { createGroupbuyRepo } from './repo';
import { AGENT_NOT_OFFERED, BRANCH_NOT_OFFERED, PROMOTER_NOT_REGISTERED } from './service';
import { groupbuyTestApp, type Staff } from './test-kit';

/** The staff member's side: the look-ups of the link form and the making of a link. */
const kit = groupbuyTestApp();
const { codeFor, form, outboxFor } = kit;

describe('staff look-ups', () => {
  it('answers the masked name of an employee and checks the mobile', async () => {
    const named = await kit.t.call(groupbuy.gettgname, { employeeNo: kit.staff.employeeNo });
    expect(named.data.promoterName).toBe(`${kit.staff.name[0]}${'*'.repeat(kit.staff.name.length - 1)}`);
    const unknown = await kit.t.call(groupbuy.gettgname, { employeeNo: '99999999' });
    expect(unknown.code).toBe(RESULT.NOT_FOUND);
    expect(
      (await kit.t.call(groupbuy.groupCheckMobile, { employeeNo: kit.staff.employeeNo, phoneNumber: kit.staff.mobile }))
        .data.matches,
    ).toBe(true);
    expect(
      (await kit.t.call(groupbuy.groupCheckMobile, { employeeNo: kit.staff.employeeNo, phoneNumber: '13000000000' }))
        .data.matches,
    ).toBe(false);
  });

  it('limits staff look-ups per client', async () => {
    const address = '10.7.7.7';
    const uuid = await kit.t.newSession(address);
    let last = '';
    for (let i = 0; i < 31; i++)
      last = (await kit.t.call(groupbuy.gettgname, { employeeNo: `1001${i}` }, { uuid, address })).code;
    expect(last).toBe(RESULT.TOO_MANY);
  });
});

describe('promotion links', () => {
  it('answers a retry only to the session that sent it, for the same link', async () => {
    const { promoter, uuid: sessionA, ask } = await kit.provenAsk(2);
    const sameId = { headOverrides: { requestId: 'gb-chosen-by-client' } };
    const made = await kit.t.call(groupbuy.generateLink, ask, { uuid: sessionA, ...sameId });
    expect(made.code).toBe(RESULT.OK);
    const groupByNo = made.data.groupByNo as string;

    // Another session sending the same requestId is a new request: it must pass the SMS check first.
    const sessionB = await kit.t.newSession();
    const stranger = await kit.t.call(groupbuy.generateLink, ask, { uuid: sessionB, ...sameId });
    expect(stranger.code).toBe(RESULT.WRONG_CODE);
    expect(stranger.raw).not.toContain(groupByNo);
    expect(stranger.raw).not.toContain(promoter.name);
    // The same session reusing its requestId for another product is a new request too: its own link
    // (the session's proven mobile stands in for the spent code), not the first one.
    const noncar = form({ ...ask, kind: 'noncar', promoteProduct: '非车险', countyCode: '11010100' });
    const other = await kit.t.call(groupbuy.generateLink, noncar, { uuid: sessionA, ...sameId });
    expect({ code: other.code, kind: other.data.kind, reused: other.data.reused }).toEqual({
      code: RESULT.OK,
      kind: 'noncar',
      reused: false,
    });
    expect(other.data.groupByNo).not.toBe(groupByNo);
    // The very request again is answered with its link.
    const retry = await kit.t.call(groupbuy.generateLink, ask, { uuid: sessionA, ...sameId });
    expect(retry.data).toMatchObject({ groupByNo, reused: true });
  });

  it('asks no second code of a link asked again while its mobile is proven, whatever the requestId', async () => {
    const promoter = (await createGroupbuyRepo(kit.t.database.db).staffList(7))[6] as Staff;
    const uuid = await kit.t.newSession('10.7.7.9');
    const smsValidCode = await codeFor(promoter.mobile, 'groupBuy', uuid);
    const ask = form({ employeeNo: promoter.employeeNo, promoterName: promoter.name, phoneNumber: promoter.mobile });
    const call = (over: Record<string, unknown>, requestId: string) =>
      kit.t.call(groupbuy.generateLink, { ...ask, smsValidCode, ...over } as never, {
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
    const other = await kit.t.call(groupbuy.generateLink, { ...ask, smsValidCode } as never, {
      uuid: await kit.t.newSession(),
    });
    expect(other.code).toBe(RESULT.WRONG_CODE);
    expect(other.raw).not.toContain(made.data.groupByNo as string);
    // Without a code, the register answers the proven session only as the look-ups do: 30 an hour.
    let last = '';
    for (let i = 0; i < 30 && last !== RESULT.TOO_MANY; i++)
      last = (await call({ employeeNo: `9999${i}` }, `gb-${i}`)).code;
    expect(last).toBe(RESULT.TOO_MANY);
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
    const res = await kit.t.call(groupbuy.generateLink, form(over) as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });

  it('records the branch office and places as the tables name them, not as the page sent them', async () => {
    const { uuid, ask } = await kit.provenAsk(4, {
      comName: '人保财险北京市朝阳区旗舰营业部',
      address: '火星 奥林匹斯山',
    });
    const made = await kit.t.call(groupbuy.generateLink, ask, { uuid });
    expect(made.code).toBe(RESULT.OK);
    const groupByNo = made.data.groupByNo as string;
    expect(made.data.comName).toBe('人保财险北京市分公司');
    const row = await createGroupbuyRepo(kit.t.database.db).link(groupByNo);
    expect({ comName: row?.comName, address: row?.address }).toEqual({
      comName: '人保财险北京市分公司',
      address: '北京市 北京市',
    });
    // What the staff member's e-mail and the customer's sign-up page say.
    await kit.t.call(groupbuy.tgsendEmail, { groupByNo, email: 'org@example.com' }, { uuid });
    const [mail] = await outboxFor('org@example.com');
    expect(mail?.body).toContain('出单机构：人保财险北京市分公司');
    expect(mail?.body).not.toContain('旗舰营业部');
    expect((await kit.t.call(groupbuy.promoterOfLink, { groupByNo })).data.comName).toBe('人保财险北京市分公司');
  });

  it('refuses a place, branch office or agent the pickers do not offer, before the SMS code is spent', async () => {
    const { uuid, ask } = await kit.provenAsk(5);
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
      const res = await kit.t.call(groupbuy.generateLink, { ...ask, ...over } as never, { uuid });
      expect({ over, code: res.code, message: res.message }).toEqual({ over, code: RESULT.INVALID_INPUT, message });
    }
    // The corrected form goes through with the same code: an agent of the province's branch, a county of the city.
    const made = await kit.t.call(
      groupbuy.generateLink,
      { ...ask, ...noncar, countyCode: '11010100', groupuserCode: '11A00001' } as never,
      { uuid },
    );
    expect(made.code).toBe(RESULT.OK);
    const row = await createGroupbuyRepo(kit.t.database.db).link(made.data.groupByNo as string);
    expect({ address: row?.address, agentCode: row?.agentCode }).toEqual({
      address: '北京市 北京市 东城区',
      agentCode: '11A00001',
    });
  });

  it('takes a non-car link to the county, or to the city where the city has none (东莞)', async () => {
    const promoter = (await createGroupbuyRepo(kit.t.database.db).staffList(6))[5] as Staff;
    const uuid = await kit.t.newSession();
    const who = {
      employeeNo: promoter.employeeNo,
      promoterName: promoter.name,
      phoneNumber: promoter.mobile,
      smsValidCode: await codeFor(promoter.mobile, 'groupBuy', uuid),
      kind: 'noncar',
      promoteProduct: '非车险',
    };
    const dongguan = { proCode: '44000000', cityCode: '44190000', comCode: '44190000', countyCode: '' };
    const made = await kit.t.call(groupbuy.generateLink, form({ ...who, ...dongguan }), { uuid });
    expect({ code: made.code, comName: made.data.comName }).toEqual({
      code: RESULT.OK,
      comName: '人保财险东莞市中心支公司',
    });
    const row = await createGroupbuyRepo(kit.t.database.db).link(made.data.groupByNo as string);
    expect(row?.address).toBe('广东省 东莞市');
    // 北京市 has counties: one must be chosen.
    const noCounty = await kit.t.call(groupbuy.generateLink, form({ ...who, countyCode: '' }), { uuid });
    expect({ code: noCounty.code, message: noCounty.message }).toEqual({
      code: RESULT.INVALID_INPUT,
      message: '请选择所在区县',
    });
  });

  it('refuses a promoter name that is not the register’s, and takes the corrected one without a new code', async () => {
    const { promoter, uuid, ask } = await kit.provenAsk(8);
    // A slip of one character: customers would have read it as 推荐人, and every later ask answered the same link with it.
    const mistyped = await kit.t.call(groupbuy.generateLink, { ...ask, promoterName: `${promoter.name}子` }, { uuid });
    expect({ code: mistyped.code, message: mistyped.message }).toEqual({
      code: RESULT.REFUSED,
      message: PROMOTER_NOT_REGISTERED,
    });
    const made = await kit.t.call(groupbuy.generateLink, { ...ask, promoterName: promoter.name }, { uuid });
    expect({ code: made.code, promoterName: made.data.promoterName }).toEqual({
      code: RESULT.OK,
      promoterName: promoter.name,
    });
    const shown = await kit.t.call(groupbuy.promoterOfLink, { groupByNo: made.data.groupByNo as string });
    expect(shown.data.promoterName).toBe(`${promoter.name[0]}${'*'.repeat(promoter.name.length - 1)}`);
  });

  it('tells nothing of the staff register before the mobile is proven by its code', async () => {
    // Whether an employee number exists, and whether a mobile is that employee's, is told by the
    // look-ups limited to 30 an hour (gettgname, groupCheckMobile), not by generateLink to anyone.
    const unknown = await kit.t.call(groupbuy.generateLink, form({ employeeNo: '99990001' }));
    const notTheirs = await kit.t.call(groupbuy.generateLink, form({ phoneNumber: '13000000001' }));
    const theirs = await kit.t.call(groupbuy.generateLink, form());
    expect([unknown.code, notTheirs.code, theirs.code]).toEqual([
      RESULT.WRONG_CODE,
      RESULT.WRONG_CODE,
      RESULT.WRONG_CODE,
    ]);
    // With its own code, a mobile that is not the employee's is told so.
    const uuid = await kit.t.newSession();
    const mobile = '13000000002';
    const proven = await kit.t.call(
      groupbuy.generateLink,
      form({ phoneNumber: mobile, smsValidCode: await codeFor(mobile, 'groupBuy', uuid) }),
      { uuid },
    );
    expect(proven.code).toBe(RESULT.REFUSED);
    expect(proven.message).toBe('手机号与员工登记的手机号不一致');
  });
});

describe('a link made where PUBLIC_ORIGIN is set', () => {
  it('points at the portal’s address, not at a host the request names', async () => {
    const own = await startTestApp({ PUBLIC_ORIGIN: 'https://m.example.com' });
    try {
      const uuid = await own.newSession();
      expect(
        (await own.call(platform.getSMSCode, { mobile: kit.staff.mobile, purpose: 'groupBuy' }, { uuid })).code,
      ).toBe(RESULT.OK);
      const code = await own.lastSmsCode(kit.staff.mobile);
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
