import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment } from '../../../shared/api/payment';
import { renewal } from '../../../shared/api/renewal';
import { RESULT } from '../../../shared/result-codes';
import { demoBook } from '../../db/seed/book';
import { loadRegions } from '../../db/seed/regions-data';
import { latestOutbox } from '../../platform/messaging';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { addDays, chinaDate } from './pricing';
import { createReminderJob } from './reminders';
import { createRenewalRepo } from './repo';
import { renewalPolicy } from './schema';
import { createRenewalService } from './service';

/** The payment gateway's notification, signed as the gateway does (this domain pays through it). */
const NOTIFY_PATH = '/wapi/wcar/api/payNotify';
const signFields = (secret: string, f: Record<string, string>) =>
  createHmac('sha256', secret)
    .update(
      Object.keys(f)
        .sort()
        .map((k) => `${k}=${f[k]}`)
        .join('&'),
    )
    .digest('hex');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RENEWAL_JOB_MINUTES: '0' });
  t.deps.ports.policyIssuer = { issue: async (p) => ({ policyNo: p.policyNo }) };
});
afterAll(() => t?.close());

const today = chinaDate();
const daysLeft = (d: string) => (Date.parse(d) - Date.parse(today)) / 86400_000;
const cars = demoBook(loadRegions()).filter((p) => p.riskCode === 'DAA' && p.vehicle?.licenseNo);
const inWindow = cars.filter((p) => daysLeft(p.endDate) >= 1 && daysLeft(p.endDate) <= 90);
const later = cars.find((p) => daysLeft(p.endDate) > 90);
const ask = (p: (typeof cars)[number], uuid?: string) =>
  t.call(
    renewal.queryRenewal,
    { licenseNo: p.vehicle?.licenseNo as string, identifyNumber: p.insured.identifyNumber },
    { uuid },
  );

/** Renews a car through the order flow: the order, its payment and the gateway's SUCCESS. */
async function renew(p: (typeof cars)[number], gatewayTxnId: string) {
  await ask(p);
  const created = await t.call(renewal.createRenewalOrder, { policyNo: p.policyNo });
  expect(created.code).toBe(RESULT.OK);
  const orderId = created.data.orderId as string;
  const start = await t.call(payment.newGetPaymentInfo, { orderId }, { headOverrides: { requestCode: 'PAY0001' } });
  const fields = {
    tradeNo: start.data.tradeNo as string,
    gatewayTxnId,
    tradeStatus: 'SUCCESS',
    amount: start.data.payAmount as string,
    finishedAt: new Date().toISOString(),
    nonce: `nonce-${gatewayTxnId}`,
  };
  const n = await t.app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    payload: { ...fields, sign: signFields('development-only-payment-secret', fields) },
  });
  expect(n.body).toBe('success');
  return orderId;
}

describe('one-click renewal', () => {
  it('quotes a car near expiry: both parts, priced from last year and its claims', async () => {
    const res = await ask(inWindow[0]);
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.state).toBe('open');
    const parts = res.data.parts as Array<{ riskCode: string; newPremium: string }>;
    expect(parts.map((p) => p.riskCode)).toEqual(['DAA', 'DZA']);
    expect(Number(res.data.sumPremium)).toBeCloseTo(
      parts.reduce((s, p) => s + Number(p.newPremium), 0) + Number(res.data.shipSumPremium),
    );
    expect(res.data.insuredName).toMatch(/\*/);
  });

  it('quotes what the order then asks: the parts and the vehicle tax collected with the compulsory part', async () => {
    const p = inWindow[2];
    const uuid = await t.newSession('10.4.4.4');
    const who = { uuid, address: '10.4.4.4' };
    const quote = await t.call(
      renewal.queryRenewal,
      { licenseNo: p.vehicle?.licenseNo as string, identifyNumber: p.insured.identifyNumber },
      who,
    );
    expect(quote.data.state).toBe('open');
    const created = await t.call(renewal.createRenewalOrder, { policyNo: p.policyNo }, who);
    expect(created.code).toBe(RESULT.OK);
    const detail = await t.call(payment.queryOrderCenter, { orderId: created.data.orderId as string }, who);
    const order = detail.data.order as { sumPremium: string; shipSumPremium: string };
    expect(Number(order.shipSumPremium)).toBeGreaterThan(0);
    // The total the renewal page shows is the total the order page then asks for.
    expect(quote.data.sumPremium).toBe(order.sumPremium);
    expect(created.data.sumPremium).toBe(order.sumPremium);
    expect(quote.data.shipSumPremium).toBe(order.shipSumPremium);
  });

  it('asked again for an order that exists, answers that order and its amount, not a fresh quote', async () => {
    const p = inWindow[1];
    const uuid = await t.newSession('10.6.6.6');
    const who = { uuid, address: '10.6.6.6' };
    await t.call(
      renewal.queryRenewal,
      { licenseNo: p.vehicle?.licenseNo as string, identifyNumber: p.insured.identifyNumber },
      who,
    );
    const first = await t.call(renewal.createRenewalOrder, { policyNo: p.policyNo }, who);
    expect(first.code).toBe(RESULT.OK);
    // A claim lands after the order was made: today's quote is higher than the order's amount.
    await t.database.db
      .update(renewalPolicy)
      .set({ claimCount: 2 })
      .where(eq(renewalPolicy.vin, p.vehicle?.vin as string));
    const again = await t.call(renewal.createRenewalOrder, { policyNo: p.policyNo }, who);
    expect(again.data.orderId).toBe(first.data.orderId);
    const detail = await t.call(payment.queryOrderCenter, { orderId: again.data.orderId as string }, who);
    const order = detail.data.order as { sumPremium: string };
    expect(order.sumPremium).toBe(first.data.sumPremium);
    expect(again.data.sumPremium).toBe(order.sumPremium);
  });

  it('shows each part with the amount its factor multiplies: the compulsory part its base premium', async () => {
    // A compulsory part renewed once before cost 855.00 last year; it is priced 950 × its factor all the same.
    const p = inWindow[3];
    await t.database.db
      .update(renewalPolicy)
      .set({ premium: '855.00' })
      .where(and(eq(renewalPolicy.vin, p.vehicle?.vin as string), eq(renewalPolicy.riskCode, 'DZA')));
    const uuid = await t.newSession('10.5.5.5');
    const res = await t.call(
      renewal.queryRenewal,
      { licenseNo: p.vehicle?.licenseNo as string, identifyNumber: p.insured.identifyNumber },
      { uuid, address: '10.5.5.5' },
    );
    const parts = res.data.parts as Array<{
      riskCode: string;
      lastPremium: string;
      basePremium?: string;
      factor: string;
      newPremium: string;
    }>;
    expect(parts.find((x) => x.riskCode === 'DZA')?.lastPremium).toBe('855.00');
    // The page writes "<amount> × 系数<factor>" beside the new premium: the line must add up.
    for (const part of parts)
      expect((Number(part.basePremium ?? part.lastPremium) * Number(part.factor)).toFixed(2), part.riskCode).toBe(
        part.newPremium,
      );
  });

  it('renews each part from the day after its own end: a compulsory part ending first does not pull the other forward', async () => {
    // Bought at different times, the car's compulsory cover ends ten days before its commercial cover.
    const p = cars.filter((c) => daysLeft(c.endDate) > 90)[1];
    if (!p) throw new Error('a second car outside the window');
    const vin = p.vehicle?.vin as string;
    const ends = { DAA: addDays(today, 60), DZA: addDays(today, 50) };
    for (const [riskCode, endDate] of Object.entries(ends))
      await t.database.db
        .update(renewalPolicy)
        .set({ endDate })
        .where(and(eq(renewalPolicy.vin, vin), eq(renewalPolicy.riskCode, riskCode)));
    const uuid = await t.newSession('10.7.7.7');
    const who = { uuid, address: '10.7.7.7' };
    const quote = await t.call(
      renewal.queryRenewal,
      { licenseNo: p.vehicle?.licenseNo as string, identifyNumber: p.insured.identifyNumber },
      who,
    );
    expect(quote.data.state).toBe('open');
    const created = await t.call(renewal.createRenewalOrder, { policyNo: p.policyNo }, who);
    expect(created.code).toBe(RESULT.OK);
    const detail = await t.call(payment.queryOrderCenter, { orderId: created.data.orderId as string }, who);
    const order = detail.data.order as { ciStartDate: string; biStartDate: string; lastPayDate: string };
    expect(order.ciStartDate).toBe(addDays(ends.DZA, 1));
    expect(order.biStartDate).toBe(addDays(ends.DAA, 1));
    // Paid before the first cover ends, so neither part has a gap.
    expect(order.lastPayDate).toBe(ends.DZA);
  });

  it('tells when the window opens for a policy far from expiry', async () => {
    if (!later) throw new Error('no policy outside the window');
    const res = await ask(later);
    expect(res.data.state).toBe('notYet');
    expect(res.data.opensOn).toBe(new Date(Date.parse(later.endDate) - 90 * 86400_000).toISOString().slice(0, 10));
    const order = await t.call(renewal.createRenewalOrder, { policyNo: later.policyNo });
    expect(order.code).toBe(RESULT.REFUSED);
  });

  it('sends an expired policy to /renewal-error and refuses to renew it online', async () => {
    // The demo book has no expired policy: the service looks at one two days after it ends.
    const lapsed = inWindow[0];
    const service = createRenewalService({
      ...t.deps,
      repo: createRenewalRepo(t.database.db),
      now: () => Date.parse(`${lapsed.endDate}T12:00:00+08:00`) + 2 * 86400_000,
    });
    const asker = { uuid: await t.newSession('10.3.3.3'), clientAddress: '10.3.3.3' };
    const res = await service.window(
      { licenseNo: lapsed.vehicle?.licenseNo as string, identifyNumber: lapsed.insured.identifyNumber },
      asker,
    );
    expect(res.state).toBe('lapsed');
    expect(res.reason).toContain('无法在线续保');
    await expect(service.createOrder(asker.uuid, lapsed.policyNo)).rejects.toThrow('保单已到期');
  });

  it('refuses to create an order for a policy the session has not looked up', async () => {
    const stranger = await t.newSession('10.2.2.2');
    const res = await t.call(
      renewal.createRenewalOrder,
      { policyNo: inWindow[1].policyNo },
      { uuid: stranger, address: '10.2.2.2' },
    );
    expect(res.code).toBe(RESULT.REFUSED);
  });

  it('renews: order, payment through the order flow, then renewed', async () => {
    const p = inWindow[0];
    await ask(p);
    const created = await t.call(renewal.createRenewalOrder, { policyNo: p.policyNo });
    expect(created.code).toBe(RESULT.OK);
    const again = await t.call(renewal.createRenewalOrder, { policyNo: p.policyNo });
    expect(again.data.orderId).toBe(created.data.orderId);
    expect((await ask(p)).data.state).toBe('ordered');
    const orderId = created.data.orderId as string;
    const detail = await t.call(payment.queryOrderCenter, { orderId });
    expect(detail.code).toBe(RESULT.OK);
    expect((detail.data.order as { lastPayDate: string }).lastPayDate).toBe(p.endDate);
    const start = await t.call(payment.newGetPaymentInfo, { orderId }, { headOverrides: { requestCode: 'PAY0001' } });
    const fields = {
      tradeNo: start.data.tradeNo as string,
      gatewayTxnId: 'SBXRENEW01',
      tradeStatus: 'SUCCESS',
      amount: start.data.payAmount as string,
      finishedAt: new Date().toISOString(),
      nonce: 'renewal-nonce-1',
    };
    const n = await t.app.inject({
      method: 'POST',
      url: NOTIFY_PATH,
      payload: { ...fields, sign: signFields('development-only-payment-secret', fields) },
    });
    expect(n.body).toBe('success');
    const done = await ask(p);
    expect(done.data.state).toBe('renewed');
    expect((done.data.newPolicyNos as string[]).length).toBe(2);
  });

  it('sends each reminder once, however often and on however many instances the job runs, and none once renewed', async () => {
    // A customer who renewed early (the window opens 90 days ahead, reminders 30) is not told to renew.
    // The demo book's dates follow today: the car nearest its end is within 30 days (renewed above if it is the first).
    const early = inWindow.find((p) => daysLeft(p.endDate) <= 30);
    if (!early) throw new Error('no car within 30 days of its end');
    if (early !== inWindow[0]) await renew(early, 'SBXRENEWEARLY');
    const renewedVins = new Set([inWindow[0].vehicle?.vin, early.vehicle?.vin]);
    const renewed = (p: (typeof cars)[number]) => renewedVins.has(p.vehicle?.vin);
    // Two server instances: two jobs over the same database, started at the same moment.
    const instance = () =>
      createReminderJob({
        repo: createRenewalRepo(t.database.db),
        sms: t.deps.smsSender,
        reminderDays: 30,
        ports: t.deps.ports,
        log: t.deps.log,
      });
    const run = instance();
    const [a, b] = await Promise.all([run(), instance()()]);
    const second = await run();
    expect(second).toBe(0);
    const ending = demoBook(loadRegions()).filter((p) => daysLeft(p.endDate) >= 1 && daysLeft(p.endDate) <= 30);
    const due = ending.filter((p) => !renewed(p));
    expect(due.length).toBeGreaterThan(0);
    expect(a + b).toBe(due.length);
    const outbox = await latestOutbox(t.database.db, 1000);
    const remindersOf = (p: (typeof ending)[number]) =>
      outbox.filter(
        (m) => m.recipient === p.applicant.mobile && m.body.includes(p.policyNo) && m.body.includes('到期'),
      );
    for (const p of due) expect(remindersOf(p)).toHaveLength(1);
    const renewedParts = ending.filter(renewed);
    expect(renewedParts.length).toBeGreaterThanOrEqual(2);
    for (const p of renewedParts) expect(remindersOf(p), p.policyNo).toHaveLength(0);
    // The port other domains ask (the home page's renewal window): the renewed car's policies, not the others.
    const asked = [...renewedParts, ...due].map((p) => p.policyNo);
    expect((await t.deps.ports.renewalStatus?.renewed(asked))?.sort()).toEqual(
      renewedParts.map((p) => p.policyNo).sort(),
    );
  });

  it('reminds a car whose compulsory and commercial parts end the same day once, in one SMS naming both', async () => {
    // The usual car: both parts bought together, so both end together. Two SMS the same day read as a
    // mistake (or a scam); one names both, and the one-click renewal renews both.
    const repo = createRenewalRepo(t.database.db);
    const endDate = addDays(today, 12);
    const car = {
      kind: 'car' as const,
      applicantName: '柏文静',
      applicantIdNumber: '11010519491231002X',
      applicantMobile: '13912340078',
      insuredName: '柏文静',
      insuredIdNumber: '11010519491231002X',
      insuredMobile: '13912340078',
      cityCode: '11000000',
      comCode: '11000000',
      licenseNo: '京N7K2Q5',
      vin: '1M8GDM9AXKP042788',
      engineNo: 'E20261130',
      brandModel: '大众朗逸 1.5L 自动',
      isNewCar: false,
      startDate: addDays(endDate, -364),
      endDate,
      sumInsured: '200000.00',
    };
    const ci = { ...car, policyNo: 'PDZA202611019990000001', riskCode: 'DZA', riskName: '机动车交通事故责任强制保险' };
    const bi = { ...car, policyNo: 'PDAA202611019990000002', riskCode: 'DAA', riskName: '机动车商业保险' };
    await repo.insertPolicies([
      { ...ci, premium: '950.00' },
      { ...bi, premium: '3200.00' },
    ]);
    const instance = () =>
      createReminderJob({ repo, sms: t.deps.smsSender, reminderDays: 30, ports: t.deps.ports, log: t.deps.log });
    // Two instances at once, then a later run: still one SMS (the earlier test's reminders are all sent).
    const [a, b] = await Promise.all([instance()(), instance()()]);
    expect(a + b + (await instance()())).toBe(1);
    const outbox = await latestOutbox(t.database.db, 1000);
    const reminders = outbox.filter((m) => m.recipient === car.applicantMobile && m.body.includes('到期'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].body).toContain(`交强险保单${ci.policyNo}`);
    expect(reminders[0].body).toContain(`商业险保单${bi.policyNo}`);
    expect(reminders[0].body).toContain(`（${car.licenseNo}）将于${endDate}到期`);
  });
});

describe('malformed input', () => {
  const id = '640302198303153798';
  it.each([
    ['renewal: neither plate nor policy', renewal.queryRenewal, { identifyNumber: id }, '请输入车牌号或保单号'],
    [
      'renewal: both plate and policy',
      renewal.queryRenewal,
      { licenseNo: '京RP8907', policyNo: 'PDAA202611010000000002', identifyNumber: id },
      '请输入车牌号或保单号',
    ],
    ['renewal: bad plate', renewal.queryRenewal, { licenseNo: '京I12345', identifyNumber: id }, '请输入正确的车牌号码'],
    [
      'renewal: bad ID number',
      renewal.queryRenewal,
      { licenseNo: '京RP8907', identifyNumber: '640302198303153799' },
      '请输入正确的身份证号码',
    ],
    ['renewal order: bad policy number', renewal.createRenewalOrder, { policyNo: 'ABC' }, '请输入正确的保单号'],
    [
      'violations: bad plate',
      renewal.queryViolation,
      { licenseNo: 'RP8907', frameNo: 'NAX2SK' },
      '请输入正确的车牌号码',
    ],
    [
      'violations: bad frame',
      renewal.queryViolation,
      { licenseNo: '京RP8907', frameNo: 'NAX2S' },
      '请输入正确的车架号后6位',
    ],
    [
      'violations: frame with a dash',
      renewal.queryViolation,
      { licenseNo: '京RP8907', frameNo: 'NAX2S-' },
      '请输入正确的车架号后6位',
    ],
  ] as const)('refuses %s with a Chinese message', async (_name, endpoint, body, message) => {
    const res = await t.call(endpoint as typeof renewal.queryRenewal, body as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });
});

describe('traffic violations', () => {
  it('lists violations of a known vehicle with unhandled totals', async () => {
    const p = cars.find((c) => c.customer % 3 === 1) as (typeof cars)[number];
    const res = await t.call(renewal.queryViolation, {
      licenseNo: p.vehicle?.licenseNo as string,
      frameNo: p.vehicle?.frameNo as string,
    });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.list as unknown[]).length).toBe(1);
    expect(res.data.unhandledCount).toBe(1);
    expect(res.data.totalFine).toBeGreaterThan(0);
  });

  it('refuses a frame number that does not belong to the plate', async () => {
    const p = cars[0];
    const res = await t.call(renewal.queryViolation, { licenseNo: p.vehicle?.licenseNo as string, frameNo: 'ZZZ999' });
    expect(res.code).toBe(RESULT.NOT_FOUND);
  });
});
