import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payment } from '../../../shared/api/payment';
import { platform } from '../../../shared/api/platform';
import { policy } from '../../../shared/api/policy';
import { promo } from '../../../shared/api/promo';
import { RESULT } from '../../../shared/result-codes';
import { makeCreditCode } from '../../../shared/rules/credit-code';
import { vinCheckChar } from '../../../shared/rules/vehicle';
import { addDays, chinaDate, policyYearEnd } from '../../platform/calendar';
import type { PolicyIssuer, PolicyToIssue } from '../../platform/ports';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { NOTIFY_PATH, signFields } from './gateway';
import { newOrderId, orderRow } from './orders';
import { paymentRepo } from './repo';
import { type SeededOrder, seededOrders } from './seed';

const today = chinaDate();
let t: TestApp;
let orders: SeededOrder[];
const issued: PolicyToIssue[] = [];
const PAY_HEAD = { headOverrides: { requestCode: 'PAY0001' } };

beforeAll(async () => {
  t = await startTestApp();
  orders = await seededOrders(t.database.db);
  // The real policy domain behind a spy: records each call, so double issuing shows.
  const real = t.deps.ports.policyIssuer as PolicyIssuer;
  t.deps.ports.policyIssuer = {
    issue: vi.fn(async (p: PolicyToIssue) => {
      issued.push(p);
      return real.issue(p);
    }),
  };
});
afterAll(() => t?.close());

const carOrder = () => orders.find((o) => o.kind === 'car' && o.lastPayDate >= today && o.licenseNo) as SeededOrder;
const findCar = (o: SeededOrder, uuid?: string) =>
  t.call(
    payment.groupGet,
    { payerType: 'car', licenseNo: o.licenseNo as string, identifyNumber: o.payerIdNumber, applyMobile: o.payerMobile },
    { uuid },
  );

/** A company insures its car with its credit code as the applicant's ID: no resident ID to type. */
const company = {
  name: '深圳市前海顺风物流有限公司',
  identifyType: '31',
  identifyNumber: makeCreditCode('91440300MA5F2R7K1'),
  mobile: '13760001357',
};

/** An unpaid compulsory-cover order of the company's car, as the policy system hands it over. */
async function insertCompanyCarOrder(licenseNo: string, body: string, sourceRef: string) {
  const start = addDays(today, 7);
  const row = orderRow(
    {
      kind: 'car',
      applicant: company,
      insured: company,
      cityCode: '44030000',
      comCode: '44030000',
      vehicle: {
        licenseNo,
        vin: `${body.slice(0, 8)}${vinCheckChar(body)}${body.slice(9)}`,
        engineNo: 'E73016284',
        brandModel: '哈弗H6 1.5T',
        isNewCar: false,
      },
      parts: [
        {
          riskCode: 'DZA',
          riskName: '机动车交通事故责任强制保险',
          premium: '950.00',
          sumInsured: '200000.00',
          startDate: start,
          endDate: policyYearEnd(start),
        },
      ],
      lastPayDate: addDays(today, 5),
      sourceRef,
    },
    newOrderId(),
  );
  await paymentRepo.insertOrders(t.database.db, [row]);
  return row;
}

/**
 * Polls as the result page does: a paid order whose policies another request is
 * still issuing answers issueStatus 'pending' for a moment, and the page waits
 * that out too (OrderPayDetailPage's SETTLED).
 */
async function waitForStatus(orderId: string, status: string, uuid?: string) {
  for (let i = 0; i < 50; i++) {
    const r = await t.call(payment.orderRelegation, { orderId }, { uuid });
    if (r.data.status === status && r.data.issueStatus !== 'pending') return r;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`order ${orderId} never became ${status}`);
}

describe('finding orders', () => {
  it('finds a car order by plate, ID number and applicant mobile, masked', async () => {
    const o = carOrder();
    const res = await findCar(o);
    expect(res.code).toBe(RESULT.OK);
    const list = res.data.list as Array<Record<string, string>>;
    expect(list[0].orderId).toBe(o.orderId);
    expect(list[0].identifyNumber).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    expect(list[0].insuredMobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(list[0].proposalNoCi).toMatch(/^TDZA/);
    expect(list[0].proposalNoBi).toMatch(/^TDAA/);
    expect(Number(list[0].sumPremium)).toBeCloseTo(
      Number(list[0].ciSumPremium) + Number(list[0].biSumPremium) + Number(list[0].shipSumPremium),
    );
  });

  it('finds a new car’s order, which has no plate yet, by the frame number’s last six, ID number and mobile', async () => {
    // Compulsory cover comes before registration: a new car's order has no plate to search by.
    const o = orders.find((x) => x.kind === 'car' && !x.licenseNo && x.lastPayDate >= today) as SeededOrder;
    expect(o).toBeDefined();
    const byFrame = (frameNo: string) =>
      t.call(payment.groupGet, {
        payerType: 'car',
        frameNo,
        identifyNumber: o.payerIdNumber,
        applyMobile: o.payerMobile,
      });
    const res = await byFrame(o.frameNo.toLowerCase());
    expect(res.code).toBe(RESULT.OK);
    const list = res.data.list as Array<Record<string, string>>;
    expect(list.map((r) => r.orderId)).toEqual([o.orderId]);
    expect(list[0].licenseNo).toBe('');
    // Another car's frame number finds nothing, and counts as a miss like a wrong plate.
    const other = o.frameNo === 'ABC123' ? 'ABC124' : 'ABC123';
    expect((await byFrame(other)).code).toBe(RESULT.NOT_FOUND);
  });

  it('finds a company car’s order by its unified social credit code, typed in lower case and in groups', async () => {
    const code = company.identifyNumber;
    const row = await insertCompanyCarOrder('粤B7K2M9', 'LGWEF4A50NH271836', 'routes-test:company-car');
    const find = (who: Record<string, string>) =>
      t.call(payment.groupGet, {
        payerType: 'car',
        licenseNo: '粤B7K2M9',
        applyMobile: company.mobile,
        ...who,
      } as never);
    const typed = `${code.slice(0, 8).toLowerCase()} ${code.slice(8).toLowerCase()}`;
    const res = await find({ identifyType: '31', identifyNumber: typed });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.list as Array<{ orderId: string }>).map((o) => o.orderId)).toEqual([row.orderId]);
    expect(res.raw).not.toContain(code);
    // Sent without a type, the number is held to the resident ID's rule, as before the picker.
    const untyped = await find({ identifyNumber: code });
    expect(untyped.code).toBe(RESULT.INVALID_INPUT);
    expect(untyped.message).toBe('请输入正确的身份证号码');
  });

  it('finds a non-car order only with the SMS code of the payer mobile', async () => {
    const o = orders.find((x) => x.kind === 'noncar') as SeededOrder;
    const body = {
      payerType: 'noncar' as const,
      identifyname: o.payerName,
      identifynumber: o.payerIdNumber,
      identifymobile: o.payerMobile,
    };
    const wrong = await t.call(payment.groupGet, { ...body, smsValidCode: '000000' });
    expect(wrong.code).toBe(RESULT.WRONG_CODE);
    await t.call(platform.getSMSCode, { mobile: o.payerMobile, purpose: 'payment' });
    const code = await t.lastSmsCode(o.payerMobile);
    const res = await t.call(payment.groupGet, { ...body, smsValidCode: code });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.list as unknown[]).length).toBe(1);
  });

  const car = {
    payerType: 'car',
    licenseNo: '京RP8907',
    identifyNumber: '640302198303153798',
    applyMobile: '15792552471',
  };
  const noncar = {
    payerType: 'noncar',
    identifyname: '刘艳晨',
    identifynumber: '640302198303153798',
    identifymobile: '15792552471',
    smsValidCode: '123456',
  };
  it.each([
    ['car plate', { ...car, licenseNo: '京O12345' }, '请输入正确的车牌号码'],
    ['car frame number', { ...car, licenseNo: undefined, frameNo: 'ABC12-' }, '请输入正确的车架号后6位'],
    ['car without plate or frame', { ...car, licenseNo: undefined }, '请输入车牌号码，新车未上牌请输入车架号后6位'],
    ['car with plate and frame', { ...car, frameNo: 'ABC123' }, '车牌号码和车架号后6位只需填写一项'],
    ['car ID number', { ...car, identifyNumber: '123' }, '请输入正确的身份证号码'],
    [
      'car credit code',
      { ...car, identifyType: '31', identifyNumber: '91440300MA5F2R7K10' },
      '请输入正确的统一社会信用代码',
    ],
    ['car passport number', { ...car, identifyType: '03', identifyNumber: 'E1' }, '请输入正确的护照号码'],
    ['car ID type', { ...car, identifyType: '88' }, '请选择证件类型'],
    ['car mobile', { ...car, applyMobile: '1' }, '请输入正确的手机号码'],
    ['non-car name', { ...noncar, identifyname: 'A' }, '请输入正确的姓名'],
    ['non-car ID number', { ...noncar, identifynumber: '11010519490231002X' }, '请输入正确的身份证号码'],
    ['non-car mobile', { ...noncar, identifymobile: '12800138000' }, '请输入正确的手机号码'],
    ['non-car SMS code', { ...noncar, smsValidCode: '12345' }, '请输入6位短信验证码'],
    ['payer type', { ...car, payerType: 'ship' }, '请选择车险或非车险订单'],
  ])('refuses a bad %s with its Chinese message', async (_field, body, message) => {
    const res = await t.call(payment.groupGet, body as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });

  it.each([
    ['order number', { orderId: 'ord-1' }, '订单号格式不正确'],
    ['coupon code', { orderId: 'ORD2026112200000000', couponCode: 'x' }, '红包券码格式不正确'],
  ])('refuses a payment with a bad %s', async (_field, body, message) => {
    const res = await t.call(payment.newGetPaymentInfo, body as never, PAY_HEAD);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });

  it('locks out a session that keeps guessing identities', async () => {
    const uuid = await t.newSession('10.0.0.9');
    const o = carOrder();
    let last = { code: '' };
    for (let i = 0; i < 11; i++)
      last = await t.call(
        payment.groupGet,
        {
          payerType: 'car',
          licenseNo: o.licenseNo as string,
          identifyNumber: '11010519491231002X',
          applyMobile: o.payerMobile,
        },
        { uuid, address: '10.0.0.9' },
      );
    expect(last.code).toBe(RESULT.TOO_MANY);
    expect((await findCar(o, uuid)).code).toBe(RESULT.TOO_MANY);
  });

  it('shows an order only to the session that found it', async () => {
    const stranger = await t.newSession('10.0.0.7');
    const res = await t.call(
      payment.queryOrderCenter,
      { orderId: carOrder().orderId },
      { uuid: stranger, address: '10.0.0.7' },
    );
    expect(res.code).toBe(RESULT.REFUSED);
  });
});

describe('paying in the sandbox', () => {
  it('refuses a payment call without the configured request code', async () => {
    const o = carOrder();
    await findCar(o);
    const res = await t.call(payment.newGetPaymentInfo, { orderId: o.orderId });
    expect(res.code).toBe(RESULT.REFUSED);
  });

  it('pays with a coupon at the cashier, is notified, issues the policies once', async () => {
    const o = carOrder();
    await findCar(o);
    const detail = await t.call(payment.queryOrderCenter, { orderId: o.orderId });
    const coupon = (detail.data.coupons as Array<{ couponCode: string; usable: boolean; amount: string }>).find(
      (c) => c.usable && c.amount === '50.00',
    );
    expect(coupon).toBeDefined();
    const start = await t.call(
      payment.newGetPaymentInfo,
      { orderId: o.orderId, couponCode: coupon?.couponCode },
      PAY_HEAD,
    );
    expect(start.code).toBe(RESULT.OK);
    expect(start.data.payAmount).toBe((Number(o.sumPremium) - 50).toFixed(2));
    const cashier = await t.app.inject({ url: start.data.payUrl as string });
    expect(cashier.body).toContain('沙箱收银台');
    expect(cashier.body).toContain(start.data.payAmount as string);
    const act = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/act',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tradeNo=${start.data.tradeNo}&action=pay`,
    });
    expect(act.statusCode).toBe(303);
    expect(act.headers.location).toContain('order-pay-detail');
    const done = await waitForStatus(o.orderId, 'paid');
    expect(done.data.issueStatus).toBe('issued');
    expect((done.data.policies as Array<{ policyNo: string }>).map((p) => p.policyNo).sort()).toEqual(
      [
        `P${(await paymentRepo.order(t.database.db, o.orderId))?.proposalNoCi?.slice(1)}`,
        `P${(await paymentRepo.order(t.database.db, o.orderId))?.proposalNoBi?.slice(1)}`,
      ].sort(),
    );
    const history = await t.call(payment.queryOrderCenter, { orderId: o.orderId });
    expect((history.data.history as Array<{ to: string }>).map((h) => h.to)).toEqual(['unpaid', 'paying', 'paid']);
    expect(issued.filter((p) => p.sourceRef.startsWith(`order:${o.orderId}:`))).toHaveLength(2);
    // Both parts are real policies now: each is found by the ordinary policy query.
    for (const p of done.data.policies as Array<{ policyNo: string }>) {
      const found = await t.call(
        policy.queryEyoungInfo,
        { carPolicyQuery: 'policyNo', policyNo: p.policyNo, identifyNumber: o.payerIdNumber },
        { uuid: await t.newSession() },
      );
      expect(found.code, p.policyNo).toBe(RESULT.OK);
    }

    // The coupon was spent: applying it again to another order is refused.
    const again = await t.call(payment.newGetPaymentInfo, { orderId: o.orderId }, PAY_HEAD);
    expect(again.code).toBe(RESULT.REFUSED);
  });

  it('issues a company’s paid order as the company’s: its policy carries the credit code’s ID type', async () => {
    const row = await insertCompanyCarOrder('粤B8L3N5', 'LGWEF4A57NH305912', 'routes-test:company-pays');
    const uuid = await t.newSession();
    const found = await t.call(
      payment.groupGet,
      {
        payerType: 'car',
        licenseNo: '粤B8L3N5',
        identifyType: '31',
        identifyNumber: company.identifyNumber,
        applyMobile: company.mobile,
      },
      { uuid },
    );
    expect(found.code).toBe(RESULT.OK);
    const start = await t.call(payment.newGetPaymentInfo, { orderId: row.orderId }, { uuid, ...PAY_HEAD });
    expect(start.code).toBe(RESULT.OK);
    await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/act',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tradeNo=${start.data.tradeNo}&action=pay`,
    });
    const done = await waitForStatus(row.orderId, 'paid', uuid);
    expect(done.data.issueStatus).toBe('issued');
    const written = issued.filter((p) => p.sourceRef.startsWith(`order:${row.orderId}:`));
    expect(written).toHaveLength(1);
    expect(written[0].applicant.identifyType).toBe('31');
    expect(written[0].insured.identifyType).toBe('31');
    // The policy detail (and the e-policy, from the same record) names the credit code as what it is.
    const policyNo = (done.data.policies as Array<{ policyNo: string }>)[0].policyNo;
    const asker = await t.newSession();
    const query = await t.call(
      policy.queryEyoungInfo,
      { carPolicyQuery: 'policyNo', policyNo, identifyType: '31', identifyNumber: company.identifyNumber },
      { uuid: asker },
    );
    expect(query.code).toBe(RESULT.OK);
    const detail = await t.call(policy.queryPolicyInfo, { policyNo }, { uuid: asker });
    expect(detail.data.applicant).toMatchObject({ identifyType: '31', identifyTypeName: '统一社会信用代码' });
    expect(detail.data.insured).toMatchObject({ identifyType: '31', identifyTypeName: '统一社会信用代码' });
  });

  it('refuses a forged notification and ignores a replayed one', async () => {
    const o = orders.filter((x) => x.kind === 'car' && x.lastPayDate >= today)[1];
    await findCar(o);
    const start = await t.call(payment.newGetPaymentInfo, { orderId: o.orderId }, PAY_HEAD);
    const fields = {
      tradeNo: start.data.tradeNo as string,
      gatewayTxnId: 'SBXTEST0001',
      tradeStatus: 'SUCCESS',
      amount: start.data.payAmount as string,
      finishedAt: new Date().toISOString(),
      nonce: 'abcdef123456',
    };
    const forged = await t.app.inject({
      method: 'POST',
      url: NOTIFY_PATH,
      payload: { ...fields, sign: signFields('not-the-secret-at-all', fields) },
    });
    expect(forged.body).toBe('fail');
    expect((await t.call(payment.orderRelegation, { orderId: o.orderId })).data.status).toBe('paying');

    const before = issued.length;
    const genuine = { ...fields, sign: signFields('development-only-payment-secret', fields) };
    const first = await t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: genuine });
    const replay = await t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: genuine });
    expect([first.body, replay.body]).toEqual(['success', 'success']);
    expect((await t.call(payment.orderRelegation, { orderId: o.orderId })).data.status).toBe('paid');
    expect(issued.length - before).toBe(2);
    const log = await paymentRepo.notifications(t.database.db, fields.tradeNo);
    expect(log.map((n) => n.outcome).sort()).toEqual(['bad-signature', 'paid', 'replay']);
  });

  it('marks a cancelled payment failed and lets the customer pay again', async () => {
    const o = orders.filter((x) => x.kind === 'car' && x.lastPayDate >= today)[2];
    await findCar(o);
    const start = await t.call(payment.newGetPaymentInfo, { orderId: o.orderId }, PAY_HEAD);
    await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/act',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tradeNo=${start.data.tradeNo}&action=cancel`,
    });
    await waitForStatus(o.orderId, 'failed');
    const retry = await t.call(payment.newGetPaymentInfo, { orderId: o.orderId }, PAY_HEAD);
    expect(retry.code).toBe(RESULT.OK);
    expect(retry.data.tradeNo).not.toBe(start.data.tradeNo);
  });

  it('expires an order past its last pay date and refuses to pay it', async () => {
    const o = orders.find((x) => x.lastPayDate < today) as SeededOrder;
    const found = o.licenseNo ? await findCar(o) : { data: { list: [] as Array<Record<string, string>> } };
    const rec = (found.data.list as Array<Record<string, string>>)[0];
    expect(rec.subStatus).toBe('expired');
    expect(rec.validStatus).toBe('0');
    const res = await t.call(payment.newGetPaymentInfo, { orderId: o.orderId }, PAY_HEAD);
    expect(res.code).toBe(RESULT.REFUSED);
    expect(res.message).toMatch(/最晚缴费日期/);
  });
});

describe('a red envelope claimed at /redEnvelope-coupon', () => {
  const act = (tradeNo: unknown, action: 'pay' | 'cancel') =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/act',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tradeNo=${tradeNo}&action=${action}`,
    });

  it('is offered on the order of its mobile, given back on a cancel and spent once on payment', async () => {
    const open = orders.filter((x) => x.kind === 'car' && x.lastPayDate >= today);
    const [o, stranger] = [open[3], open[4]] as SeededOrder[];
    const uuid = await t.newSession();
    await t.call(platform.getSMSCode, { mobile: o.payerMobile, purpose: 'activity' }, { uuid });
    const smsValidCode = await t.lastSmsCode(o.payerMobile);
    const campaign = await t.call(promo.couponCampaign, {});
    const claimed = await t.call(
      promo.claimCoupon,
      {
        campaignId: campaign.data.campaignId as string,
        mobile: o.payerMobile,
        smsValidCode,
      },
      { uuid },
    );
    const couponCode = (claimed.data.coupon as { couponNo: string }).couponNo;

    await findCar(o, uuid);
    const offered = await t.call(payment.queryOrderCenter, { orderId: o.orderId }, { uuid });
    expect(offered.data.coupons).toContainEqual(expect.objectContaining({ couponCode, amount: '20.00', usable: true }));

    const first = await t.call(payment.newGetPaymentInfo, { orderId: o.orderId, couponCode }, { ...PAY_HEAD, uuid });
    expect(first.data.payAmount).toBe((Number(o.sumPremium) - 20).toFixed(2));
    await act(first.data.tradeNo, 'cancel');
    await waitForStatus(o.orderId, 'failed', uuid);
    const back = await t.call(payment.queryOrderCenter, { orderId: o.orderId }, { uuid });
    expect(back.data.coupons).toContainEqual(expect.objectContaining({ couponCode, usable: true }));

    const second = await t.call(payment.newGetPaymentInfo, { orderId: o.orderId, couponCode }, { ...PAY_HEAD, uuid });
    expect(second.data.payAmount).toBe((Number(o.sumPremium) - 20).toFixed(2));
    await act(second.data.tradeNo, 'pay');
    await waitForStatus(o.orderId, 'paid', uuid);
    const paid = await t.call(payment.queryOrderCenter, { orderId: o.orderId }, { uuid });
    expect(paid.data.appliedCoupon).toMatchObject({ couponCode });
    const mine = await t.call(promo.myCoupons, { mobile: o.payerMobile }, { uuid });
    expect(mine.data.coupons).toContainEqual(expect.objectContaining({ couponNo: couponCode, status: 'used' }));

    // Another payer's order cannot use it.
    await findCar(stranger, uuid);
    const theirs = await t.call(
      payment.newGetPaymentInfo,
      { orderId: stranger.orderId, couponCode },
      { ...PAY_HEAD, uuid },
    );
    expect(theirs.code).toBe(RESULT.NOT_FOUND);
  });
});
