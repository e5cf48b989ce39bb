import type { Db } from '../../db/client';
import { demoBook } from '../../db/seed/book';
import { createPeople } from '../../db/seed/people';
import { seededRandom } from '../../db/seed/random';
import type { SeedContext } from '../../platform/domain-module';
import { createComplaintRepo } from './repo';

const PLATFORMS = [
  { name: '淘宝', orderNo: (serial: string, i: number) => `2026${serial}${i}${serial.slice(-4)}` },
  { name: '京东', orderNo: (serial: string, i: number) => `3${serial}${i}` },
  { name: '拼多多', orderNo: (serial: string, i: number) => `261122-${serial}${i}` },
] as const;

/**
 * Return-shipping policies: each YEC policy of the shared demo book covers a
 * few shopping orders (same customer, same mobile), and some more shoppers of
 * our own so the table looks like a real day. Deterministic: its own random source.
 */
export async function seedComplaint(db: Db, context: SeedContext) {
  const repo = createComplaintRepo(db);
  if (await repo.hasReturnPolicies()) return;
  const random = seededRandom(7_001_122);
  const people = createPeople(random, context.regions);
  const rows = demoBook(context.regions)
    .filter((p) => p.riskCode === 'YEC')
    .flatMap((p, n) =>
      PLATFORMS.map((platform, i) => ({
        orderNo: platform.orderNo(p.policyNo.slice(-10), i),
        platform: platform.name,
        policyNo: p.policyNo,
        insuredName: p.insured.name,
        insuredMobile: p.insured.mobile,
        sumInsured: p.sumInsured,
        orderDate: p.startDate,
        customer: n,
      })),
    );
  for (let i = 0; i < 12; i++) {
    const person = people.person();
    const platform = PLATFORMS[i % PLATFORMS.length];
    const serial = `9${random.digits(9)}`;
    rows.push({
      orderNo: platform.orderNo(serial, i % 10),
      platform: platform.name,
      policyNo: `PYEC2026${random.pick(['1101', '3101', '4401', '3301'])}${serial}`,
      insuredName: person.name,
      insuredMobile: person.mobile,
      sumInsured: random.pick(['10.00', '15.00', '25.00']),
      orderDate: `2026-${String(random.int(8, 11)).padStart(2, '0')}-${String(random.int(1, 20)).padStart(2, '0')}`,
      customer: -1,
    });
  }
  await repo.insertReturnPolicies(rows.map(({ customer: _c, ...row }) => row));
}
