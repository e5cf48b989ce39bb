import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaint } from '../../../shared/api/complaint';
import { formalComplaintForm } from '../../../shared/api/complaint-forms.test-fixture';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createComplaintRepo } from './repo';
import { acksSent, outboxFor } from './test-fixtures';

// The formal complaint over HTTP (the quick complaint: routes.test.ts).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

// The applicant's ID typed with a lower-case x: stored upper-cased (the first test).
const formal = (over: Record<string, unknown> = {}) => formalComplaintForm({ appliNo: '11010519491231002x', ...over });

describe('formal complaint', () => {
  it('stores it with upper-cased ID numbers and acknowledges by SMS', async () => {
    const res = await t.call(complaint.submitComplaint, formal());
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.ackNo).toMatch(/^TS\d{14}$/);
    await acksSent(t);
    const [sms] = await outboxFor(t, '13722223333');
    expect(sms?.body).toContain(res.data.ackNo as string);
    expect(sms?.body).toContain('李*女士');
    const row = await createComplaintRepo(t.database.db).byAckNo(res.data.ackNo as string);
    expect((row?.payload as { appliNo?: string } | undefined)?.appliNo).toBe('11010519491231002X');
  });

  it('checks each ID number by its own ID type', async () => {
    const passport = await t.call(
      complaint.submitComplaint,
      formal({ complainantIdType: '03', complainantIdNo: 'E12345678', phoneNumber: '13722224444' }),
    );
    expect(passport.code).toBe(RESULT.OK);
    const wrongId = await t.call(complaint.submitComplaint, formal({ complainantIdNo: '11010519490231002X' }));
    expect(wrongId.message).toBe('投诉人证件号码与证件类型不符');
    const wrongAppli = await t.call(complaint.submitComplaint, formal({ appliNoType: '10', appliNo: 'X1234' }));
    expect(wrongAppli.message).toBe('投保人证件号码与证件类型不符');
  });

  it("takes a Hong Kong card typed with full-width brackets, stores it as the other forms' number, and checks its digit", async () => {
    const res = await t.call(
      complaint.submitComplaint,
      formal({ complainantIdType: '07', complainantIdNo: 'a123456（3）', phoneNumber: '13722225555' }),
    );
    expect(res.code).toBe(RESULT.OK);
    const row = await createComplaintRepo(t.database.db).byAckNo(res.data.ackNo as string);
    expect((row?.payload as { complainantIdNo?: string } | undefined)?.complainantIdNo).toBe('A1234563');
    const wrong = await t.call(
      complaint.submitComplaint,
      formal({ complainantIdType: '07', complainantIdNo: 'A123456(7)', phoneNumber: '13722225555' }),
    );
    expect(wrong.message).toBe('投诉人证件号码与证件类型不符');
  });

  it('asks for a health-insurer branch when the insurance type is health', async () => {
    const wrong = await t.call(complaint.submitComplaint, formal({ insuranceType: '10', carNumber: '' }));
    expect(wrong.message).toBe('请选择健康险分公司');
    const right = await t.call(
      complaint.submitComplaint,
      formal({ insuranceType: '10', organization: '8695', carNumber: '', phoneNumber: '13722225555' }),
    );
    expect(right.code).toBe(RESULT.OK);
  });

  it('checks the 承保机构 against the platform’s branches of the chosen city, and stores the table’s name', async () => {
    const repo = createComplaintRepo(t.database.db);
    // Its own client address: the file's other complaints fill most of 127.0.0.1's 20 an hour.
    const address = '10.0.5.1';
    // 北京市 has no sub-branch: the province's branch serves it (getComCode offers it there).
    const beijing = await t.call(
      complaint.submitComplaint,
      formal({ phoneNumber: '13722226661', organization: '11000000', organizationName: '页面写的机构' }),
      { address },
    );
    expect(beijing.code).toBe(RESULT.OK);
    const row = await repo.byAckNo(beijing.data.ackNo as string);
    expect((row?.payload as { organizationName?: string } | undefined)?.organizationName).toBe('人保财险北京市分公司');
    // The default city of the page is a province: its branches are the province's.
    const province = await t.call(
      complaint.submitComplaint,
      formal({ phoneNumber: '13722226662', city: '11000000', organization: '11000000' }),
      { address },
    );
    expect(province.code).toBe(RESULT.OK);
    // A county (an entry link's cityCode, 朝阳区) is served by the branches of its city.
    const county = await t.call(
      complaint.submitComplaint,
      formal({ phoneNumber: '13722226664', city: '11010500', organization: '11000000' }),
      { address },
    );
    expect(county.code).toBe(RESULT.OK);
    // A health complaint names a health-insurer branch, by the contract's table.
    const health = await t.call(
      complaint.submitComplaint,
      formal({ insuranceType: '10', organization: '8611', carNumber: '', phoneNumber: '13722226663' }),
      { address },
    );
    expect(health.code).toBe(RESULT.OK);
    const healthRow = await repo.byAckNo(health.data.ackNo as string);
    expect((healthRow?.payload as { organizationName?: string } | undefined)?.organizationName).toBe('北京分公司');
  });

  it.each([
    [
      'a branch of another city (深圳 for 北京)',
      { organization: '44030000' },
      '所选承保机构不在该投保城市，请重新选择承保机构',
    ],
    ['a branch code no table has', { organization: '99999999' }, '所选承保机构不在该投保城市，请重新选择承保机构'],
    ['a city no table has', { city: '11990000' }, '请重新选择投保城市'],
    ['a province no table has', { city: '99000000', organization: '99000000' }, '请重新选择投保城市'],
  ])('refuses %s with a clear reason, counting no limit', async (what, over, message) => {
    const phoneNumber = '13722226670';
    const address = '10.0.5.2';
    for (let i = 0; i < 6; i++) {
      const body = formal({ ...over, phoneNumber, content: `机构不符${i}` });
      const res = await t.call(complaint.submitComplaint, body, { address });
      expect(res.code).toBe(RESULT.INVALID_INPUT);
      expect(res.message).toBe(message);
    }
    // Six refusals and the mobile may still file its complaint (one for each of the four cases).
    const right = await t.call(complaint.submitComplaint, formal({ phoneNumber, content: `${what}之后` }), { address });
    expect(right.code).toBe(RESULT.OK);
  });

  it.each([
    ['insurance type', { insuranceType: '13' }, '请选择险种类型'],
    ['relationship', { insuranceRelationship: '7' }, '请选择与被保险人关系'],
    ['identity', { complainantIdentity: '11' }, '请选择投诉人身份'],
    ['ID type', { complainantIdType: '06' }, '请选择投诉人证件类型'],
    ['ID number', { complainantIdNo: '1'.repeat(51) }, '证件号码不能超过50位'],
    ['plate', { carNumber: '京A1' }, '请输入正确的车牌号码'],
    ['organisation', { organization: '' }, '请选择承保机构'],
  ])('refuses a bad %s', async (_f, over, message) => {
    const res = await t.call(complaint.submitComplaint, formal(over));
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });
});
