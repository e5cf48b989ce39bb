import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TODAY } from '../../db/seed/book';
import { addDays } from '../../platform/calendar';
import type { OrderToCreate, PaymentOrders } from '../../platform/ports';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { proofOf } from './service';

// The port other domains create orders through (a renewal's "create order").
let t: TestApp;
let orders: PaymentOrders;
beforeAll(async () => {
  t = await startTestApp();
  orders = t.deps.ports.paymentOrders as PaymentOrders;
});
afterAll(() => t?.close());

const person = { name: '张三', identifyType: '01', identifyNumber: '110101199003070015', mobile: '13800138020' };
const renewalOrder = (sourceRef: string): OrderToCreate => ({
  kind: 'noncar',
  applicant: person,
  insured: person,
  cityCode: '110100',
  comCode: '11010000',
  vehicle: null,
  parts: [
    {
      riskCode: 'EAK',
      riskName: '个人意外伤害保险',
      premium: '100.00',
      sumInsured: '100000.00',
      startDate: addDays(DEMO_TODAY, 10),
      endDate: addDays(DEMO_TODAY, 374),
    },
  ],
  lastPayDate: addDays(DEMO_TODAY, 9),
  sourceRef,
});

describe('payment orders for other domains', () => {
  it('answers the same order when asked twice in turn', async () => {
    const first = await orders.create(renewalOrder('renewal:TEST-IN-TURN'));
    const second = await orders.create(renewalOrder('renewal:TEST-IN-TURN'));
    expect(second.orderId).toBe(first.orderId);
  });

  it('answers one order to a double tap: both asks at once get it, and both sessions may pay it', async () => {
    // Both asks look for the source's order before either inserts one: on
    // PGlite as well as on PostgreSQL, so this runs on both.
    const [mine, again] = [await t.newSession(), await t.newSession()];
    const answers = await Promise.all([
      orders.create(renewalOrder('renewal:TEST-AT-ONCE'), mine),
      orders.create(renewalOrder('renewal:TEST-AT-ONCE'), again),
    ]);
    expect(answers[1].orderId).toBe(answers[0].orderId);
    expect(await t.deps.proofs.has(mine, proofOf(answers[0].orderId))).toBe(true);
    expect(await t.deps.proofs.has(again, proofOf(answers[0].orderId))).toBe(true);
  });
});
