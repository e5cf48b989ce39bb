/**
 * A car's parts (compulsory DZA, commercial DAA), each decided by its own policy and order: after both covers
 * have ended, and when one part was recorded by VIN alone (a new car, insured before it had a plate).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from './pricing';
import { createRenewalRepo } from './repo';
import { renewalPolicy } from './schema';
import { createRenewalService } from './service';
import { cars, daysLeft, renewalTestApp, today } from './test-kit';

const kit = renewalTestApp();

/** The service as it answers on `day` (Beijing noon): the demo book holds no lapsed part, so time moves instead. */
const serviceOn = (day: string) =>
  createRenewalService({
    ...kit.t.deps,
    repo: createRenewalRepo(kit.t.database.db),
    now: () => Date.parse(`${day}T12:00:00+08:00`),
  });

async function setPart(p: (typeof cars)[number], riskCode: string, set: Partial<typeof renewalPolicy.$inferInsert>) {
  await kit.t.database.db
    .update(renewalPolicy)
    .set(set)
    .where(and(eq(renewalPolicy.vin, p.vehicle?.vin as string), eq(renewalPolicy.riskCode, riskCode)));
}

describe('a car renewed part by part', () => {
  it('after both covers ended, the part renewed alone is renewed and the other is still lapsed', async () => {
    const p = cars.filter((c) => daysLeft(c.endDate) > 90)[5];
    if (!p) throw new Error('a sixth car outside the window');
    const ends = { DZA: addDays(today, 10), DAA: addDays(today, 40) };
    await setPart(p, 'DZA', { endDate: ends.DZA });
    await setPart(p, 'DAA', { endDate: ends.DAA });
    const query = { licenseNo: p.vehicle?.licenseNo as string, identifyNumber: p.insured.identifyNumber };
    const address = '10.9.9.1';
    const who = { uuid: await kit.t.newSession(address), address };
    const asker = { uuid: who.uuid, clientAddress: address };
    // The compulsory part lapsed; the commercial part is renewed alone, and paid.
    const after = serviceOn(addDays(ends.DZA, 2));
    expect((await after.window(query, asker)).parts.map((x) => x.riskCode)).toEqual(['DAA']);
    const { orderId } = await after.createOrder(asker.uuid, p.policyNo);
    expect(await kit.pay(orderId, 'SBXPARTALONE', who)).toBe('success');
    // Both old covers have ended: the commercial part is renewed, the compulsory part still needs a new proposal.
    const later = await serviceOn(addDays(ends.DAA, 2)).window(query, asker);
    expect(later.state).toBe('renewed');
    expect(later.parts.map((x) => x.riskCode)).toEqual(['DAA']);
    expect(later.lapsedParts.map((x) => x.riskCode)).toEqual(['DZA']);
  });

  it('found by plate, a car keeps the part recorded by VIN alone (insured new, before its plate)', async () => {
    const p = cars.filter((c) => daysLeft(c.endDate) > 90)[6];
    if (!p) throw new Error('a seventh car outside the window');
    const ends = { DZA: addDays(today, 10), DAA: addDays(today, 40) };
    await setPart(p, 'DZA', { endDate: ends.DZA, licenseNo: null });
    await setPart(p, 'DAA', { endDate: ends.DAA });
    const asker = { uuid: await kit.t.newSession('10.9.9.2'), clientAddress: '10.9.9.2' };
    const quote = await serviceOn(addDays(ends.DZA, 2)).window(
      { licenseNo: p.vehicle?.licenseNo as string, identifyNumber: p.insured.identifyNumber },
      asker,
    );
    // The lapsed compulsory part is said, not silently dropped (the car would read as fully covered).
    expect(quote.parts.map((x) => x.riskCode)).toEqual(['DAA']);
    expect(quote.lapsedParts.map((x) => x.riskCode)).toEqual(['DZA']);
  });
});
