import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment } from '../../../shared/api/payment';
import { RESULT } from '../../../shared/result-codes';
import { chinaDate } from '../../platform/calendar';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { NOTIFY_PATH, SANDBOX_CASHIER_PATH, type SandboxTrade, sandboxGateway, sandboxKey } from './gateway';
import { LATE_NOTICE_MS, payDeadline } from './present';
import { paymentRepo } from './repo';
import { type SeededOrder, seededOrders } from './seed';
import { createPaymentService } from './service';
import { notifyPaid } from './test-kit';

/**
 * Starting a payment again, and money the gateway takes on a trade we closed
 * (replaced by a new start, or closed by lazy expiry): it must be applied or
 * recorded for a refund, never dropped as a replay.
 */
const today = chinaDate();
let t: TestApp;
let open: SeededOrder[];
const PAY_HEAD = { headOverrides: { requestCode: 'PAY0001' } };

beforeAll(async () => {
  t = await startTestApp();
  open = (await seededOrders(t.database.db)).filter((o) => o.kind === 'car' && o.lastPayDate >= today && o.licenseNo);
  expect(open.length).toBeGreaterThanOrEqual(6);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const findCar = (o: SeededOrder, uuid?: string) =>
  t.call(
    payment.groupGet,
    { payerType: 'car', licenseNo: o.licenseNo as string, identifyNumber: o.payerIdNumber, applyMobile: o.payerMobile },
    { uuid },
  );
const start = (o: SeededOrder, couponCode?: string, uuid?: string) =>
  t.call(payment.newGetPaymentInfo, couponCode ? { orderId: o.orderId, couponCode } : { orderId: o.orderId }, {
    ...PAY_HEAD,
    uuid,
  });

/** The order found by this session, and its usable coupon of `amount` yuan. */
async function foundWithCoupon(o: SeededOrder, amount: string, uuid?: string): Promise<string> {
  await findCar(o, uuid);
  const detail = await t.call(payment.queryOrderCenter, { orderId: o.orderId }, { uuid });
  const coupon = (detail.data.coupons as Array<{ couponCode: string; usable: boolean; amount: string }>).find(
    (c) => c.usable && c.amount === amount,
  );
  expect(coupon).toBeDefined();
  return coupon?.couponCode as string;
}

/** A signed gateway notification of money taken on the trade; answers the gateway's reply and the payload. */
const notify = (tradeNo: unknown, amount: unknown, finishedAt?: string) => notifyPaid(t, tradeNo, amount, finishedAt);
const outcomes = async (tradeNo: unknown) =>
  (await paymentRepo.notifications(db(), tradeNo as string)).map((n) => n.outcome);
/** What the order's page (its detail) and the cashier's return (orderRelegation) say goes back of money taken twice. */
async function moneyBack(o: SeededOrder) {
  const detail = await t.call(payment.queryOrderCenter, { orderId: o.orderId });
  const outcome = await t.call(payment.orderRelegation, { orderId: o.orderId });
  expect([detail.data.lateRefund, outcome.data.lateRefund]).toEqual([null, null]);
  return { detail: detail.data.duplicateRefund, outcome: outcome.data.duplicateRefund };
}
const orderRow = async (o: SeededOrder) => (await paymentRepo.order(db(), o.orderId))!;
const couponRow = async (code: string) => (await paymentRepo.coupon(db(), code))!;

describe('starting a payment again', () => {
  it('answers the open trade when the amount and coupon are the same, also to two starts at once', async () => {
    const o = open[0];
    const uuid = await t.newSession();
    const c50 = await foundWithCoupon(o, '50.00', uuid);
    // Two starts at once (a double tap, two tabs), both past their checks before either writes:
    // each waits at the gate below until the other has arrived, then they open one trade between them.
    let arrived = 0;
    let bothIn = () => {};
    const gate = new Promise<void>((resolve) => {
      bothIn = resolve;
    });
    const gatedDb = new Proxy(db(), {
      get(target, prop) {
        if (prop === 'transaction')
          return async (...args: Parameters<typeof target.transaction>) => {
            if (++arrived === 2) bothIn();
            await gate;
            return target.transaction(...args);
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const gated = createPaymentService({ ...t.deps, db: gatedDb, gateway: sandboxGateway(t.deps.store) });
    const code = t.deps.config.ORDER_PAY_REQUEST_CODE;
    const [first, twin] = await Promise.all([
      gated.startPayment(uuid, code, o.orderId, c50),
      gated.startPayment(uuid, code, o.orderId, c50),
    ]);
    expect(twin).toEqual(first);

    // Started again over the API: the same trade, same cashier.
    const again = await start(o, c50, uuid);
    expect(again.code).toBe(RESULT.OK);
    expect(again.data).toEqual(first);
    const trades = await paymentRepo.tradesOfOrders(db(), [o.orderId]);
    expect(trades.map((tr) => [tr.tradeNo, tr.status, tr.couponCode])).toEqual([[first.tradeNo, 'open', c50]]);
    // Only one start moved the order; the others answered its trade.
    expect((await paymentRepo.events(db(), o.orderId)).map((e) => e.toStatus)).toEqual(['unpaid', 'paying']);

    // The customer has just paid it at the cashier, the notification not yet in: starting again
    // answers the same trade, and the sandbox keeps it paid rather than reopening it for a second payment.
    const key = sandboxKey(first.tradeNo);
    const kept = JSON.parse((await t.deps.store.get(key)) as string) as SandboxTrade;
    await t.deps.store.set(key, JSON.stringify({ ...kept, state: 'done' }), 3600);
    const afterPay = await start(o, c50, uuid);
    expect(afterPay.data.tradeNo).toBe(first.tradeNo);
    const cashier = await t.app.inject({ url: `${SANDBOX_CASHIER_PATH}?tradeNo=${first.tradeNo}` });
    expect(cashier.body).toContain('交易已完成');
  });
});

describe('paying a trade that a new start replaced', () => {
  it('makes the order paid with the old trade, its amount and its coupon; the newer trade paid later is due a refund', async () => {
    const o = open[1];
    const c50 = await foundWithCoupon(o, '50.00');
    const old = await start(o, c50);
    const fresh = await start(o);
    expect(fresh.data.tradeNo).not.toBe(old.data.tradeNo);
    expect(fresh.data.payAmount).toBe(o.sumPremium);
    expect((await couponRow(c50)).heldByOrder).toBeNull();

    // An older cashier tab pays the old trade.
    const paidOld = await notify(old.data.tradeNo, old.data.payAmount);
    expect(paidOld.body).toBe('success');
    expect(await outcomes(old.data.tradeNo)).toEqual(['paid']);
    const row = await orderRow(o);
    expect(row).toMatchObject({ status: 'paid', payAmount: old.data.payAmount, couponCode: c50 });
    expect(await couponRow(c50)).toMatchObject({ heldByOrder: o.orderId, usedAt: expect.any(Date) });
    const detail = await t.call(payment.queryOrderCenter, { orderId: o.orderId });
    expect(detail.data.payAmount).toBe(old.data.payAmount);
    expect(detail.data.appliedCoupon).toMatchObject({ couponCode: c50 });
    // Paid once: nothing goes back.
    expect(await moneyBack(o)).toEqual({ detail: null, outcome: null });

    // The same notification again is a replay now: the gateway finished the trade.
    const replay = await t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: paidOld.payload });
    expect(replay.body).toBe('success');
    expect(await outcomes(old.data.tradeNo)).toEqual(['paid', 'replay']);

    // The newer trade paid as well: money taken twice, recorded for finance to refund.
    const paidNew = await notify(fresh.data.tradeNo, fresh.data.payAmount);
    expect(paidNew.body).toBe('success');
    expect(await outcomes(fresh.data.tradeNo)).toEqual(['refund-due']);
    expect(await orderRow(o)).toMatchObject({ status: 'paid', payAmount: old.data.payAmount, couponCode: c50 });
    const last = (await paymentRepo.events(db(), o.orderId)).at(-1);
    expect(last).toMatchObject({ fromStatus: 'paid', toStatus: 'paid', tradeNo: fresh.data.tradeNo });
    expect(last?.reason).toMatch(/原路退回/);
    // The order's page and the cashier's return say what goes back: the newer trade's full amount, not the
    // discounted one of the older trade that paid (the newest trade is not always the one that paid).
    expect(fresh.data.payAmount).not.toBe(old.data.payAmount);
    expect(await moneyBack(o)).toEqual({ detail: fresh.data.payAmount, outcome: fresh.data.payAmount });
  });

  it('records a refund, not a replay, when the newer trade was paid first', async () => {
    const o = open[2];
    const c50 = await foundWithCoupon(o, '50.00');
    const old = await start(o, c50);
    const fresh = await start(o);
    expect((await notify(fresh.data.tradeNo, fresh.data.payAmount)).body).toBe('success');
    expect(await orderRow(o)).toMatchObject({ status: 'paid', payAmount: o.sumPremium, couponCode: null });

    expect((await notify(old.data.tradeNo, old.data.payAmount)).body).toBe('success');
    expect(await outcomes(old.data.tradeNo)).toEqual(['refund-due']);
    expect(await orderRow(o)).toMatchObject({ status: 'paid', payAmount: o.sumPremium, couponCode: null });
    // The coupon went with the refunded trade: still the customer's to use.
    expect(await couponRow(c50)).toMatchObject({ heldByOrder: null, usedAt: null });
    expect((await paymentRepo.events(db(), o.orderId)).at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'paid',
      tradeNo: old.data.tradeNo,
    });
    // What goes back is the older trade's discounted amount: the newer trade paid (nor is the first trade made the one that paid).
    expect(await moneyBack(o)).toEqual({ detail: old.data.payAmount, outcome: old.data.payAmount });
  });
});

describe('a payment notified after lazy expiry', () => {
  /** The service as it runs a second after the order's deadline. */
  const pastDeadline = (o: SeededOrder, by = 1000) =>
    createPaymentService({
      ...t.deps,
      gateway: sandboxGateway(t.deps.store),
      now: () => payDeadline(o.lastPayDate).getTime() + by,
    });

  it('makes the order paid when the gateway took the money before the deadline', async () => {
    const o = open[3];
    const c20 = await foundWithCoupon(o, '20.00');
    const started = await start(o, c20);
    const expired = await pastDeadline(o).settleExpiry(await orderRow(o));
    expect(expired.status).toBe('expired');
    expect((await paymentRepo.trade(db(), started.data.tradeNo as string))?.status).toBe('closed');
    expect((await couponRow(c20)).heldByOrder).toBeNull();
    // Its trade was closed by us, with no word from the gateway: a payment may yet land, for a day.
    expect((await pastDeadline(o).recordOf(expired)).mayLand).toBe(true);
    expect((await pastDeadline(o, LATE_NOTICE_MS + 1000).recordOf(expired)).mayLand).toBe(false);

    const paidAt = new Date(payDeadline(o.lastPayDate).getTime() - 60_000).toISOString();
    expect((await notify(started.data.tradeNo, started.data.payAmount, paidAt)).body).toBe('success');
    expect(await outcomes(started.data.tradeNo)).toEqual(['paid']);
    expect(await orderRow(o)).toMatchObject({ status: 'paid', payAmount: started.data.payAmount, couponCode: c20 });
    expect((await pastDeadline(o).recordOf(await orderRow(o))).lateRefund).toBeNull();
    expect(await couponRow(c20)).toMatchObject({ heldByOrder: o.orderId, usedAt: expect.any(Date) });
    expect((await paymentRepo.events(db(), o.orderId)).map((e) => e.toStatus)).toEqual([
      'unpaid',
      'paying',
      'expired',
      'paid',
    ]);
  });

  it('keeps the order expired and records the refund when the money was taken after the deadline', async () => {
    const o = open[4];
    await findCar(o);
    const started = await start(o);
    await pastDeadline(o).settleExpiry(await orderRow(o));

    const paidAt = new Date(payDeadline(o.lastPayDate).getTime() + 60_000).toISOString();
    expect((await notify(started.data.tradeNo, started.data.payAmount, paidAt)).body).toBe('success');
    expect(await outcomes(started.data.tradeNo)).toEqual(['late-refund']);
    expect((await orderRow(o)).status).toBe('expired');
    // The gateway has told this trade's outcome: nothing more may land, the order is simply expired.
    expect((await pastDeadline(o).recordOf(await orderRow(o))).mayLand).toBe(false);
    // What the pages tell the customer goes back: the amount the gateway took on this trade.
    expect((await pastDeadline(o).recordOf(await orderRow(o))).lateRefund).toBe(started.data.payAmount);
    const last = (await paymentRepo.events(db(), o.orderId)).at(-1);
    expect(last).toMatchObject({ fromStatus: 'expired', toStatus: 'expired', tradeNo: started.data.tradeNo });
    expect(last?.reason).toMatch(/原路退回/);
  });

  it('answers the late money as paid twice once a payment from before the deadline pays the order', async () => {
    const o = open[5];
    const c20 = await foundWithCoupon(o, '20.00');
    // Two cashier tabs: the older with a coupon, the newer without (it replaced the older).
    const older = await start(o, c20);
    const newer = await start(o);
    await pastDeadline(o).settleExpiry(await orderRow(o));
    // The newer tab's money was taken after the deadline: refused, to go back.
    const after = new Date(payDeadline(o.lastPayDate).getTime() + 60_000).toISOString();
    expect((await notify(newer.data.tradeNo, newer.data.payAmount, after)).body).toBe('success');
    expect(await outcomes(newer.data.tradeNo)).toEqual(['late-refund']);
    expect((await pastDeadline(o).recordOf(await orderRow(o))).lateRefund).toBe(newer.data.payAmount);
    // The older tab's money, taken before the deadline, is notified after it and pays the order.
    const before = new Date(payDeadline(o.lastPayDate).getTime() - 60_000).toISOString();
    expect((await notify(older.data.tradeNo, older.data.payAmount, before)).body).toBe('success');
    expect(await outcomes(older.data.tradeNo)).toEqual(['paid']);
    // Paid now, and the newer tab's money still goes back: taken twice. The first trade to succeed is not the one that paid.
    expect(await pastDeadline(o).recordOf(await orderRow(o))).toMatchObject({
      lateRefund: null,
      duplicateRefund: newer.data.payAmount,
    });
    expect(await moneyBack(o)).toEqual({ detail: newer.data.payAmount, outcome: newer.data.payAmount });
  });
});
