/** The renewal order (API): made from the quote, paid through the payment domain, then renewed. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payment } from '../../../shared/api/payment';
import { renewal } from '../../../shared/api/renewal';
import { RESULT } from '../../../shared/result-codes';
import { renewalPolicy } from './schema';
import { inWindow, renewalTestApp } from './test-kit';

const kit = renewalTestApp();

describe('the renewal order', () => {
  it('quotes what the order then asks: the parts and the vehicle tax collected with the compulsory part', async () => {
    const { quote, created, order } = await kit.orderAs(inWindow[2], '10.4.4.4');
    expect(Number(order.shipSumPremium)).toBeGreaterThan(0);
    // The total the renewal page shows is the total the order page then asks for.
    expect(quote.data.sumPremium).toBe(order.sumPremium);
    expect(created.data.sumPremium).toBe(order.sumPremium);
    expect(quote.data.shipSumPremium).toBe(order.shipSumPremium);
  });

  it('asked again for an order that exists, answers that order and its amount, not a fresh quote', async () => {
    const p = inWindow[1];
    const uuid = await kit.t.newSession('10.6.6.6');
    const who = { uuid, address: '10.6.6.6' };
    await kit.ask(p, who);
    const first = await kit.t.call(renewal.createRenewalOrder, { policyNo: p.policyNo }, who);
    expect(first.code).toBe(RESULT.OK);
    // A claim lands after the order was made: today's quote is higher than the order's amount.
    await kit.t.database.db
      .update(renewalPolicy)
      .set({ claimCount: 2 })
      .where(eq(renewalPolicy.vin, p.vehicle?.vin as string));
    const again = await kit.t.call(renewal.createRenewalOrder, { policyNo: p.policyNo }, who);
    expect(again.data.orderId).toBe(first.data.orderId);
    const detail = await kit.t.call(payment.queryOrderCenter, { orderId: again.data.orderId as string }, who);
    const order = detail.data.order as { sumPremium: string };
    expect(order.sumPremium).toBe(first.data.sumPremium);
    expect(again.data.sumPremium).toBe(order.sumPremium);
  });

  it('quotes a car whose order waits for payment at that order’s amounts, not at today’s', async () => {
    const p = inWindow[3];
    const who = { uuid: await kit.t.newSession('10.7.7.7'), address: '10.7.7.7' };
    const before = await kit.ask(p, who);
    const created = await kit.t.call(renewal.createRenewalOrder, { policyNo: p.policyNo }, who);
    expect(created.code).toBe(RESULT.OK);
    // A claim lands after the order was made: today's quote is higher than the order's amount.
    await kit.t.database.db
      .update(renewalPolicy)
      .set({ claimCount: 3 })
      .where(eq(renewalPolicy.vin, p.vehicle?.vin as string));
    const quote = await kit.ask(p, who);
    expect(quote.data.state).toBe('ordered');
    // The page's 合计 and its lines are what 继续支付续保订单 then asks.
    const detail = await kit.t.call(payment.queryOrderCenter, { orderId: created.data.orderId as string }, who);
    const order = detail.data.order as Record<string, string>;
    expect(quote.data.sumPremium).toBe(order.sumPremium);
    const parts = quote.data.parts as Array<{ riskCode: string; newPremium: string; factor: string }>;
    expect(parts.find((x) => x.riskCode === 'DZA')?.newPremium).toBe(order.ciSumPremium);
    expect(parts.find((x) => x.riskCode === 'DAA')?.newPremium).toBe(order.biSumPremium);
    // Each line as it was quoted when the order was made: its factor and its premium.
    const asQuoted = (q: typeof before) =>
      (q.data.parts as Array<{ policyNo: string; factor: string; newPremium: string }>).map((x) => ({
        policyNo: x.policyNo,
        factor: x.factor,
        newPremium: x.newPremium,
      }));
    expect(asQuoted(quote)).toEqual(asQuoted(before));
  });

  it('refuses to create an order for a policy the session has not looked up', async () => {
    const stranger = await kit.t.newSession('10.2.2.2');
    const res = await kit.t.call(
      renewal.createRenewalOrder,
      { policyNo: inWindow[1].policyNo },
      { uuid: stranger, address: '10.2.2.2' },
    );
    expect(res.code).toBe(RESULT.REFUSED);
  });

  it('renews: order, payment through the order flow, then renewed', async () => {
    const p = inWindow[0];
    await kit.ask(p);
    const created = await kit.t.call(renewal.createRenewalOrder, { policyNo: p.policyNo });
    expect(created.code).toBe(RESULT.OK);
    const again = await kit.t.call(renewal.createRenewalOrder, { policyNo: p.policyNo });
    expect(again.data.orderId).toBe(created.data.orderId);
    expect((await kit.ask(p)).data.state).toBe('ordered');
    const orderId = created.data.orderId as string;
    const detail = await kit.t.call(payment.queryOrderCenter, { orderId });
    expect(detail.code).toBe(RESULT.OK);
    expect((detail.data.order as { lastPayDate: string }).lastPayDate).toBe(p.endDate);
    // Should it run out unpaid, the order page sends the customer back to the renewal, not to a new proposal.
    expect(detail.data.origin).toBe('renewal');
    // And so does the page the cashier returns to.
    expect((await kit.t.call(payment.orderRelegation, { orderId })).data.origin).toBe('renewal');
    // The gateway reports the payment: the notification is taken.
    expect(await kit.pay(orderId, 'SBXRENEW01')).toBe('success');
    const done = await kit.ask(p);
    expect(done.data.state).toBe('renewed');
    expect((done.data.newPolicyNos as string[]).length).toBe(2);
  });
});
