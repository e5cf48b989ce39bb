import { describe, expect, it } from 'vitest';
import { invoice } from '../../../shared/api/invoice';
import { MAY_LAND_STATUS_TEXT, payment } from '../../../shared/api/payment';
import { platform } from '../../../shared/api/platform';
import { policy } from '../../../shared/api/policy';
import { promo } from '../../../shared/api/promo';
import { RESULT } from '../../../shared/result-codes';
import { fenOf } from '../../../shared/rules/money';
import { addDays } from '../../platform/calendar';
import { NOTIFY_PATH, signFields } from './gateway';
import { payDeadline } from './present';
import { paymentRepo } from './repo';
import type { SeededOrder } from './seed';
import { EXPIRED_MAY_LAND } from './service';
import {
  carOrder,
  company,
  findCar,
  insertCompanyCarOrder,
  issued,
  notifyPaid,
  orders,
  PAY_HEAD,
  paymentTestApp,
  t,
  today,
  waitForStatus,
} from './test-kit';

paymentTestApp();

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
    // Paid once: nothing goes back.
    expect(done.data.duplicateRefund).toBeNull();
    expect((done.data.policies as Array<{ policyNo: string }>).map((p) => p.policyNo).sort()).toEqual(
      [
        `P${(await paymentRepo.order(t.database.db, o.orderId))?.proposalNoCi?.slice(1)}`,
        `P${(await paymentRepo.order(t.database.db, o.orderId))?.proposalNoBi?.slice(1)}`,
      ].sort(),
    );
    const history = await t.call(payment.queryOrderCenter, { orderId: o.orderId });
    expect((history.data.history as Array<{ to: string }>).map((h) => h.to)).toEqual(['unpaid', 'paying', 'paid']);
    expect(history.data).toMatchObject({ lateRefund: null, duplicateRefund: null });
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

    // Each policy has its e-invoice on /invoice-query, made out to the applicant for what was received:
    // the red envelope comes off the commercial cover, and the two add up to what was paid less the vehicle tax.
    const row = await paymentRepo.order(t.database.db, o.orderId);
    const invoices: Array<{ policyNo: string; billamount: string; kind: string; makedate: string }> = [];
    for (const p of done.data.policies as Array<{ policyNo: string }>) {
      const found = await t.call(
        invoice.queryInvoiceByPolicyNo,
        { policyNo: p.policyNo, certificates: o.payerIdNumber, cusName: o.payerName },
        { uuid: await t.newSession() },
      );
      expect(found.code, p.policyNo).toBe(RESULT.OK);
      expect(found.data.list).toHaveLength(1);
      invoices.push(
        ...(found.data.list as Array<{ policyNo: string; billamount: string; kind: string; makedate: string }>),
      );
    }
    const invoiced = (prefix: string) => invoices.find((i) => i.policyNo.startsWith(prefix))?.billamount;
    expect(invoiced('PDZA')).toBe(row?.ciSumPremium);
    expect(invoiced('PDAA')).toBe((Number(row?.biSumPremium) - 50).toFixed(2));
    expect(fenOf(invoiced('PDZA') ?? '') + fenOf(invoiced('PDAA') ?? '')).toBe(
      fenOf(start.data.payAmount as string) - fenOf(row?.shipSumPremium ?? ''),
    );
    for (const i of invoices) expect(i).toMatchObject({ kind: 'digital', makedate: today });

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
    // The detail says where the order came from: a proposal of its own, made again (not a renewal, asked again).
    const detail = await t.call(payment.queryOrderCenter, { orderId: o.orderId });
    expect({ status: (detail.data.order as { subStatus: string }).subStatus, origin: detail.data.origin }).toEqual({
      status: 'expired',
      origin: 'proposal',
    });
    // The cashier's return page asks orderRelegation, and says the same way on from the same facts.
    const order = detail.data.order as Record<string, string>;
    const outcome = await t.call(payment.orderRelegation, { orderId: o.orderId });
    expect(outcome.data).toMatchObject({
      status: 'expired',
      origin: 'proposal',
      systemType: 'car',
      lastPayDate: o.lastPayDate,
      proposalNoCi: order.proposalNoCi,
      // Never paid at the cashier: nothing may still land on it, and nothing goes back.
      paymentMayLand: false,
      lateRefund: null,
      duplicateRefund: null,
      statusText: '已过期',
    });
    expect(detail.data).toMatchObject({ paymentMayLand: false, lateRefund: null, duplicateRefund: null });
  });

  // The gateway's notice of money taken just before the deadline may come after it, and then pays the
  // order (notify.ts). Until it does, the cashier's return page is told a payment may still land.
  it('answers an order that ran out at the cashier as one a payment may yet land on, until it lands', async () => {
    const plate = '粤B9P4Q6';
    const row = await insertCompanyCarOrder(plate, 'LGWEF4A53NH418273', 'routes-test:late-notice');
    const uuid = await t.newSession();
    const payer = { identifyType: '31', identifyNumber: company.identifyNumber, applyMobile: company.mobile };
    await t.call(payment.groupGet, { payerType: 'car', licenseNo: plate, ...payer }, { uuid });
    const start = await t.call(payment.newGetPaymentInfo, { orderId: row.orderId }, { uuid, ...PAY_HEAD });
    expect(start.code).toBe(RESULT.OK);
    // The deadline passes while the customer is at the cashier: yesterday becomes the last pay date.
    const lastPayDate = addDays(today, -1);
    await paymentRepo.updateOrder(t.database.db, row.orderId, { lastPayDate });
    const ran = await t.call(payment.orderRelegation, { orderId: row.orderId }, { uuid });
    expect(ran.data).toMatchObject({ status: 'expired', paymentMayLand: true, statusText: MAY_LAND_STATUS_TEXT });
    // 立即支付 on a page read before the deadline: refused without inviting a second purchase.
    const again = await t.call(payment.newGetPaymentInfo, { orderId: row.orderId }, { uuid, ...PAY_HEAD });
    expect([again.code, again.message]).toEqual([RESULT.REFUSED, EXPIRED_MAY_LAND]);
    // The list and the order's page say the same words, never 已过期 while the customer may have paid.
    const listed = await t.call(payment.groupGet, { payerType: 'car', licenseNo: plate, ...payer }, { uuid });
    const mine = (listed.data.list as Array<Record<string, string>>).find((r) => r.orderId === row.orderId);
    expect(mine).toMatchObject({ subStatus: 'expired', statusText: MAY_LAND_STATUS_TEXT });
    const detail = await t.call(payment.queryOrderCenter, { orderId: row.orderId }, { uuid });
    expect(detail.data).toMatchObject({ paymentMayLand: true, lateRefund: null });
    expect((detail.data.order as Record<string, string>).statusText).toBe(MAY_LAND_STATUS_TEXT);

    const takenBeforeDeadline = new Date(payDeadline(lastPayDate).getTime() - 60_000).toISOString();
    expect((await notifyPaid(t, start.data.tradeNo, start.data.payAmount, takenBeforeDeadline)).body).toBe('success');
    const paid = await waitForStatus(row.orderId, 'paid', uuid);
    expect(paid.data).toMatchObject({ status: 'paid', issueStatus: 'issued', paymentMayLand: false });
  });
});

describe('a red envelope held by an order left at the cashier', () => {
  it('is offered again on another order of its mobile once the first order has run out, unread', async () => {
    const [left, next] = [
      await insertCompanyCarOrder('粤B7H2K5', 'LGWEF4A53NH418291', 'routes-test:left-at-cashier'),
      await insertCompanyCarOrder('粤B7H2K6', 'LGWEF4A53NH418302', 'routes-test:next-order'),
    ];
    const uuid = await t.newSession();
    await t.call(platform.getSMSCode, { mobile: company.mobile, purpose: 'activity' }, { uuid });
    const smsValidCode = await t.lastSmsCode(company.mobile);
    const campaign = await t.call(promo.couponCampaign, {});
    const claimed = await t.call(
      promo.claimCoupon,
      { campaignId: campaign.data.campaignId as string, mobile: company.mobile, smsValidCode },
      { uuid },
    );
    const couponCode = (claimed.data.coupon as { couponNo: string }).couponNo;
    const payer = { identifyType: '31', identifyNumber: company.identifyNumber, applyMobile: company.mobile };
    for (const plate of ['粤B7H2K5', '粤B7H2K6'])
      await t.call(payment.groupGet, { payerType: 'car', licenseNo: plate, ...payer }, { uuid });
    // The first order goes to the cashier with the envelope and is left there; its last pay date passes.
    const started = await t.call(
      payment.newGetPaymentInfo,
      { orderId: left.orderId, couponCode },
      { ...PAY_HEAD, uuid },
    );
    expect(started.code).toBe(RESULT.OK);
    await paymentRepo.updateOrder(t.database.db, left.orderId, { lastPayDate: addDays(today, -1) });
    // The next order, read without ever reading the first: the envelope is its to use.
    const detail = await t.call(payment.queryOrderCenter, { orderId: next.orderId }, { uuid });
    expect(detail.data.coupons).toContainEqual(expect.objectContaining({ couponCode, usable: true }));
    const pay = await t.call(payment.newGetPaymentInfo, { orderId: next.orderId, couponCode }, { ...PAY_HEAD, uuid });
    expect([pay.code, pay.message]).toEqual([RESULT.OK, '成功']);
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
