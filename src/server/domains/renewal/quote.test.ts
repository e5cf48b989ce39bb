/**
 * The renewal quote and its window (API): what a car near its end is quoted, and
 * when, by its dates, it may be renewed online. The order and payment are in
 * order.test.ts, the reminder job in reminder-job.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renewal } from '../../../shared/api/renewal';
import { RESULT } from '../../../shared/result-codes';
import { addDays } from './pricing';
import { createRenewalRepo } from './repo';
import { renewalPolicy } from './schema';
import { createRenewalService } from './service';
import { cars, daysLeft, inWindow, later, renewalTestApp, today } from './test-kit';

const kit = renewalTestApp();

describe('the renewal quote', () => {
  it('quotes a car near expiry: both parts, priced from last year and its claims', async () => {
    const res = await kit.ask(inWindow[0]);
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.state).toBe('open');
    const parts = res.data.parts as Array<{ riskCode: string; newPremium: string }>;
    expect(parts.map((p) => p.riskCode)).toEqual(['DAA', 'DZA']);
    expect(Number(res.data.sumPremium)).toBeCloseTo(
      parts.reduce((s, p) => s + Number(p.newPremium), 0) + Number(res.data.shipSumPremium),
    );
    expect(res.data.insuredName).toMatch(/\*/);
  });

  it('shows each part with the amount its factor multiplies: the compulsory part its base premium', async () => {
    // A compulsory part renewed once before cost 855.00 last year; it is priced 950 × its factor all the same.
    const p = inWindow[3];
    await kit.t.database.db
      .update(renewalPolicy)
      .set({ premium: '855.00' })
      .where(and(eq(renewalPolicy.vin, p.vehicle?.vin as string), eq(renewalPolicy.riskCode, 'DZA')));
    const uuid = await kit.t.newSession('10.5.5.5');
    const res = await kit.ask(p, { uuid, address: '10.5.5.5' });
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
});

describe('the renewal window, by the dates', () => {
  it('renews each part from the day after its own end: a compulsory part ending first does not pull the other forward', async () => {
    // Bought at different times, the car's compulsory cover ends ten days before its commercial cover.
    const p = cars.filter((c) => daysLeft(c.endDate) > 90)[1];
    if (!p) throw new Error('a second car outside the window');
    const vin = p.vehicle?.vin as string;
    const ends = { DAA: addDays(today, 60), DZA: addDays(today, 50) };
    for (const [riskCode, endDate] of Object.entries(ends))
      await kit.t.database.db
        .update(renewalPolicy)
        .set({ endDate })
        .where(and(eq(renewalPolicy.vin, vin), eq(renewalPolicy.riskCode, riskCode)));
    const { order, quote, created, who } = await kit.orderAs(p, '10.7.7.7');
    expect(order.ciStartDate).toBe(addDays(ends.DZA, 1));
    expect(order.biStartDate).toBe(addDays(ends.DAA, 1));
    // Paid before the first cover ends, so neither part has a gap.
    expect(order.lastPayDate).toBe(ends.DZA);
    // The quote says each part's own end and start, the dates the order is made with (not the earlier end's).
    const datesOf = (q: typeof quote) =>
      Object.fromEntries(
        (q.data.parts as Array<{ riskCode: string; endDate: string; startDate: string }>).map((x) => [
          x.riskCode,
          { endDate: x.endDate, startDate: x.startDate },
        ]),
      );
    const own = {
      DZA: { endDate: ends.DZA, startDate: order.ciStartDate },
      DAA: { endDate: ends.DAA, startDate: order.biStartDate },
    };
    expect(datesOf(quote)).toEqual(own);
    // Renewed, /renewal-win says them too.
    expect(await kit.pay(created.data.orderId as string, 'SBXOWNDATES', who)).toBe('success');
    const renewed = await kit.ask(p, who);
    expect(renewed.data.state).toBe('renewed');
    expect(datesOf(renewed)).toEqual(own);
  });

  it('tells when the window opens for a policy far from expiry', async () => {
    if (!later) throw new Error('no policy outside the window');
    const res = await kit.ask(later);
    expect(res.data.state).toBe('notYet');
    expect(res.data.opensOn).toBe(new Date(Date.parse(later.endDate) - 90 * 86400_000).toISOString().slice(0, 10));
    // The reminder SMS goes RENEWAL_REMINDER_DAYS (30) before the end (reminders.ts), not when the window opens:
    // the page says the day it does.
    expect(res.data.reminderDays).toBe(30);
    expect(res.data.remindsOn).toBe(new Date(Date.parse(later.endDate) - 30 * 86400_000).toISOString().slice(0, 10));
    const order = await kit.t.call(renewal.createRenewalOrder, { policyNo: later.policyNo });
    expect(order.code).toBe(RESULT.REFUSED);
  });

  /** The service as it answers on `day` (Beijing noon): the demo book holds no lapsed part, so time moves instead. */
  const serviceOn = (day: string) =>
    createRenewalService({
      ...kit.t.deps,
      repo: createRenewalRepo(kit.t.database.db),
      now: () => Date.parse(`${day}T12:00:00+08:00`),
    });

  /** Gives the car's compulsory (DZA) and commercial (DAA) parts their own end days, as if bought apart. */
  async function endApart(p: (typeof cars)[number], ends: { DZA: string; DAA: string }) {
    for (const [riskCode, endDate] of Object.entries(ends))
      await kit.t.database.db
        .update(renewalPolicy)
        .set({ endDate })
        .where(and(eq(renewalPolicy.vin, p.vehicle?.vin as string), eq(renewalPolicy.riskCode, riskCode)));
  }

  it('renews the commercial part alone once the compulsory part has lapsed, and says the lapsed part needs a new proposal', async () => {
    const p = cars.filter((c) => daysLeft(c.endDate) > 90)[2];
    if (!p) throw new Error('a third car outside the window');
    const ends = { DZA: addDays(today, 10), DAA: addDays(today, 40) };
    await endApart(p, ends);
    const query = { licenseNo: p.vehicle?.licenseNo as string, identifyNumber: p.insured.identifyNumber };
    const asker = { uuid: await kit.t.newSession('10.3.3.4'), clientAddress: '10.3.3.4' };
    const orders = kit.t.deps.ports.paymentOrders;
    if (!orders) throw new Error('the payment domain provides its orders');

    // Before the compulsory part ends, the car renews whole; the order, left unpaid, is payable until that end.
    const before = serviceOn(addDays(today, 5));
    expect((await before.window(query, asker)).parts).toHaveLength(2);
    const whole = await before.createOrder(asker.uuid, p.policyNo);
    expect((await orders.statusOf(whole.orderId))?.compulsoryPremium).not.toBeNull();

    // Two days after it ended, the commercial part (eight days left) is still renewable online, alone.
    const after = serviceOn(addDays(ends.DZA, 2));
    const quote = await after.window(query, asker);
    expect(quote.state).toBe('open');
    // The whole car's order is past its last pay day: not 继续支付, as it would start a compulsory cover backdated.
    expect(quote.orderId).toBeNull();
    expect(quote.parts.map((x) => x.riskCode)).toEqual(['DAA']);
    expect(quote.endDate).toBe(ends.DAA);
    expect(quote.riskName).toBe(quote.parts[0].riskName);
    // No compulsory part renewed, no vehicle tax collected with it.
    expect(quote.shipSumPremium).toBe('0.00');
    expect(quote.sumPremium).toBe(quote.parts[0].newPremium);
    expect(quote.lapsedParts).toEqual([
      { policyNo: expect.any(String), riskCode: 'DZA', riskName: expect.any(String), endDate: ends.DZA },
    ]);
    const commercialOnly = await after.createOrder(asker.uuid, p.policyNo);
    expect(commercialOnly.orderId).not.toBe(whole.orderId);
    const status = await orders.statusOf(commercialOnly.orderId);
    expect(status?.compulsoryPremium).toBeNull();
    expect(status?.shipSumPremium).toBe('0.00');
    const again = await after.window(query, asker);
    expect(again.state).toBe('ordered');
    expect(again.orderId).toBe(commercialOnly.orderId);
  });

  it('keeps a car renewed whole when its compulsory part ends after the renewal was paid', async () => {
    const p = cars.filter((c) => daysLeft(c.endDate) > 90)[3];
    if (!p) throw new Error('a fourth car outside the window');
    const ends = { DZA: addDays(today, 10), DAA: addDays(today, 40) };
    await endApart(p, ends);
    const { created, who } = await kit.orderAs(p, '10.7.7.8');
    expect(await kit.pay(created.data.orderId as string, 'SBXPAIDBEFORE', who)).toBe('success');
    const asker = { uuid: who.uuid, clientAddress: who.address };
    const renewed = await serviceOn(addDays(ends.DZA, 2)).window(
      { licenseNo: p.vehicle?.licenseNo as string, identifyNumber: p.insured.identifyNumber },
      asker,
    );
    expect(renewed.state).toBe('renewed');
    expect(renewed.parts.map((x) => x.riskCode).sort()).toEqual(['DAA', 'DZA']);
    expect(renewed.lapsedParts).toEqual([]);
  });

  it('sends an expired policy to /renewal-error and refuses to renew it online', async () => {
    // The demo book has no expired policy: the service looks at one two days after it ends.
    const lapsed = inWindow[0];
    const service = createRenewalService({
      ...kit.t.deps,
      repo: createRenewalRepo(kit.t.database.db),
      now: () => Date.parse(`${lapsed.endDate}T12:00:00+08:00`) + 2 * 86400_000,
    });
    const asker = { uuid: await kit.t.newSession('10.3.3.3'), clientAddress: '10.3.3.3' };
    const res = await service.window(
      { licenseNo: lapsed.vehicle?.licenseNo as string, identifyNumber: lapsed.insured.identifyNumber },
      asker,
    );
    expect(res.state).toBe('lapsed');
    expect(res.reason).toContain('无法在线续保');
    await expect(service.createOrder(asker.uuid, lapsed.policyNo)).rejects.toThrow('保单已到期');
  });
});
