import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaint } from '../../../shared/api/complaint';
import { platform } from '../../../shared/api/platform';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createComplaintRepo } from './repo';
import { acksSent, outboxFor } from './test-fixtures';

// The return-shipping appeal (退货运费险理赔申诉): the quick and formal complaints are in routes.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const smsCode = async (mobile: string, purpose: 'returnClaim') => {
  const sent = await t.call(platform.getSMSCode, { mobile, purpose });
  expect(sent.code).toBe(RESULT.OK);
  return t.lastSmsCode(mobile);
};

describe('return-shipping appeal', () => {
  const order = async () =>
    (await createComplaintRepo(t.database.db).returnPolicies(1))[0] as {
      orderNo: string;
      insuredMobile: string;
      policyNo: string;
    };
  const appeal = (orderNo: string, phoneNumber: string, smsValidCode: string, over: Record<string, unknown> = {}) => ({
    email: 'buyer@example.com',
    insuranceOrderId: orderNo,
    zlist: 'SF',
    deliveryId: 'sf1234567890',
    phoneNumber,
    smsValidCode,
    ...over,
  });

  it('finds the policy of an order and answers only masked data', async () => {
    const o = await order();
    const res = await t.call(complaint.checkOrder, { insuranceOrderId: o.orderNo });
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.policyNo).toBe(o.policyNo);
    expect(res.data.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(res.data.insuredName).toMatch(/\*/);
    expect(res.data.openAppealNo).toBeNull();
  });

  it('locks out a client whose order lookups keep missing', async () => {
    const uuid = await t.newSession('10.9.9.9');
    for (let i = 0; i < 10; i++) {
      const miss = await t.call(complaint.checkOrder, { insuranceOrderId: `NOPE${i}` }, { uuid, address: '10.9.9.9' });
      expect(miss.code).toBe(RESULT.NOT_FOUND);
    }
    const locked = await t.call(complaint.checkOrder, { insuranceOrderId: 'NOPE' }, { uuid, address: '10.9.9.9' });
    expect(locked.code).toBe(RESULT.TOO_MANY);
  });

  it('files one appeal per order, acknowledged by e-mail', async () => {
    const o = await order();
    const uuid = await t.newSession('10.1.1.1');
    const other = await t.call(complaint.returnInsuranceClaim, appeal(o.orderNo, '13000000000', '123456'), { uuid });
    expect(other.code).toBe(RESULT.REFUSED);
    const code = await smsCode(o.insuredMobile, 'returnClaim');
    const wrong = await t.call(
      complaint.returnInsuranceClaim,
      appeal(o.orderNo, o.insuredMobile, code === '000000' ? '111111' : '000000'),
      { uuid },
    );
    expect(wrong.code).toBe(RESULT.WRONG_CODE);
    const ok = await t.call(complaint.returnInsuranceClaim, appeal(o.orderNo, o.insuredMobile, code), {
      uuid,
      headOverrides: { requestId: 'req-return-1' },
    });
    expect(ok.code).toBe(RESULT.OK);
    expect(ok.data).toMatchObject({ ackChannel: 'email', ackTo: 'b****@example.com', duplicate: false });
    await acksSent(t);
    const [mail] = await outboxFor(t, 'buyer@example.com');
    expect(mail?.subject).toBe('退货运费险理赔申诉受理通知');
    expect(mail?.body).toContain(ok.data.ackNo as string);
    expect(mail?.body).toContain('SF1234567890');
    const repo = createComplaintRepo(t.database.db);
    const stored = await repo.byAckNo(ok.data.ackNo as string);
    expect(await repo.ackPending(stored?.id as number)).toBe(false);

    const retry = await t.call(complaint.returnInsuranceClaim, appeal(o.orderNo, o.insuredMobile, code), {
      uuid,
      headOverrides: { requestId: 'req-return-1' },
    });
    expect(retry.data).toMatchObject({ ackNo: ok.data.ackNo, duplicate: true });
    const second = await t.call(
      complaint.returnInsuranceClaim,
      appeal(o.orderNo, o.insuredMobile, code, { deliveryId: 'YT999' }),
      { uuid },
    );
    expect(second.code).toBe(RESULT.REFUSED);
    expect(second.message).toContain(ok.data.ackNo as string);
    const checked = await t.call(complaint.checkOrder, { insuranceOrderId: o.orderNo }, { uuid });
    expect(checked.data.openAppealNo).toBe(ok.data.ackNo);
    await acksSent(t);
    expect(await outboxFor(t, 'buyer@example.com')).toHaveLength(1);
  });

  it.each([
    ['order number', { insuranceOrderId: '' }, '请输入购物平台订单号'],
    ['order number', { insuranceOrderId: '1'.repeat(31) }, '订单号不能超过30位'],
    ['courier', { zlist: 'XX' }, '请选择退货快递公司'],
    ['courier number', { deliveryId: '1'.repeat(26) }, '快递单号不能超过25位'],
    ['courier number', { deliveryId: 'SF 123' }, '快递单号只能包含字母和数字'],
    ['e-mail', { email: 'x@' }, '请输入正确的电子邮箱'],
    ['e-mail', { email: `${'b'.repeat(49)}@example.com` }, '电子邮箱不能超过60个字符'],
    ['SMS code', { smsValidCode: '12' }, '请输入6位短信验证码'],
  ])('refuses a bad %s', async (_f, over, message) => {
    const res = await t.call(complaint.returnInsuranceClaim, appeal('123', '13800138000', '123456', over));
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });
});
