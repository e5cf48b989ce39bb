import { isVin, vinCheckChar } from '../../../shared/rules';
import type { Db } from '../../db/client';
import { type DemoPolicy, demoBook } from '../../db/seed/book';
import { addDays, chinaDate, policyYearEnd } from '../../platform/calendar';
import type { SeedContext } from '../../platform/domain-module';
import { newOrderId, orderRow } from './orders';
import { paymentRepo as repo } from './repo';
import type { payOrder, redEnvelope } from './schema';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const MODELS = ['长安CS75 PLUS 1.5T', '哈弗H6 1.5T', '广汽埃安S', '奇瑞瑞虎8'];
/** The customer whose new car has no plate yet (a car customer: index mod 3 is not 2). */
const UNREGISTERED_CUSTOMER = 10;

/** Seeded orders of the book's customers, as a tester finds them on /order-pay. */
export interface SeededOrder {
  orderId: string;
  kind: 'car' | 'noncar';
  payerName: string;
  payerIdNumber: string;
  payerMobile: string;
  /** Null for a new car not yet registered: it is found by frameNo instead. */
  licenseNo: string | null;
  /** The last six characters of the car's frame number (VIN); empty for non-car orders. */
  frameNo: string;
  lastPayDate: string;
  sumPremium: string;
}

/**
 * Orders awaiting payment for the first twelve customers of the shared book:
 * car customers insure a second, newly bought car (compulsory + commercial),
 * the others buy accident cover. Customer 1's order is past its last pay date
 * (it shows as expired). Customer 10's car is not registered yet, as most new
 * cars are when their compulsory cover is bought: its order has no plate and
 * is found by the frame number. Every payer gets two red-envelope coupons.
 * Dates are relative to the day of seeding, so the orders are payable.
 */
export async function seedPayment(db: Db, { regions, random, people }: SeedContext) {
  if (!(await repo.ordersEmpty(db))) return;
  const book = demoBook(regions);
  const today = chinaDate();
  const byCustomer = new Map<number, DemoPolicy[]>();
  for (const p of book) byCustomer.set(p.customer, [...(byCustomer.get(p.customer) ?? []), p]);
  const vin = () => {
    for (;;) {
      let v = 'LGW';
      for (let i = 0; i < 14; i++) v += random.pick(Array.from(VIN_CHARS));
      const full = `${v.slice(0, 8)}${vinCheckChar(`${v.slice(0, 8)}0${v.slice(9)}`)}${v.slice(9)}`;
      if (isVin(full)) return full;
    }
  };
  const orders: (typeof payOrder.$inferInsert)[] = [];
  const coupons: (typeof redEnvelope.$inferInsert)[] = [];
  let serial = 1;
  for (const [customer, policies] of byCustomer) {
    if (customer >= 12) break;
    const first = policies[0];
    const person = first.applicant;
    const party = {
      name: person.name,
      identifyType: '01',
      identifyNumber: person.identifyNumber,
      mobile: person.mobile,
    };
    const isCar = policies.some((p) => p.kind === 'car');
    const start = addDays(today, 7);
    const end = policyYearEnd(start);
    const lastPayDate = customer === 1 ? addDays(today, -3) : addDays(today, 5);
    const sn = () => `7${String(serial++).padStart(9, '0')}`;
    const parts = isCar
      ? [
          { riskCode: 'DZA', riskName: '机动车交通事故责任强制保险', premium: '950.00', sumInsured: '200000.00' },
          {
            riskCode: 'DAA',
            riskName: '机动车商业保险',
            premium: `${random.int(2600, 6800)}.00`,
            sumInsured: '2000000.00',
          },
        ]
      : [{ riskCode: 'EAK', riskName: '个人意外伤害保险', premium: '298.00', sumInsured: '500000.00' }];
    // Drawn for every car, in the same order as before, so the other customers' plates stay as they were.
    const plate = isCar ? people.plate(first.cityCode) : null;
    const notRegistered = customer === UNREGISTERED_CUSTOMER;
    const row = orderRow(
      {
        kind: isCar ? 'car' : 'noncar',
        applicant: party,
        insured: party,
        cityCode: first.cityCode,
        comCode: first.comCode,
        vehicle: isCar
          ? {
              licenseNo: notRegistered ? null : plate,
              vin: vin(),
              engineNo: `E${random.digits(8)}`,
              brandModel: random.pick(MODELS),
              isNewCar: notRegistered,
            }
          : null,
        parts: parts.map((p) => ({ ...p, startDate: start, endDate: end })),
        lastPayDate,
        sourceRef: `seed:${customer}`,
      },
      newOrderId(),
      sn,
    );
    orders.push(row);
    coupons.push(
      {
        couponCode: `HB${String(customer).padStart(2, '0')}20A`,
        ownerIdNumber: person.identifyNumber,
        name: '新客红包',
        amount: '20.00',
        minPremium: '100.00',
        validTo: addDays(today, 60),
      },
      {
        couponCode: `HB${String(customer).padStart(2, '0')}50B`,
        ownerIdNumber: person.identifyNumber,
        name: '车险专享红包',
        amount: '50.00',
        minPremium: '1000.00',
        validTo: addDays(today, 60),
      },
    );
  }
  await db.transaction(async (tx) => {
    await repo.insertOrders(tx, orders);
    for (const o of orders) await repo.recordEvent(tx, o.orderId, 'new', 'unpaid', '订单已生成，等待支付');
    await repo.insertCoupons(tx, coupons);
  });
}

/** The seeded orders with what a tester types to find them. */
export async function seededOrders(db: Db): Promise<SeededOrder[]> {
  const rows = [];
  for (let c = 0; c < 12; c++) {
    const o = await repo.orderBySource(db, `seed:${c}`);
    if (o)
      rows.push({
        orderId: o.orderId,
        kind: o.kind,
        payerName: o.applicantName,
        payerIdNumber: o.applicantIdNumber,
        payerMobile: o.applicantMobile,
        licenseNo: o.licenseNo,
        frameNo: o.vin?.slice(-6) ?? '',
        lastPayDate: o.lastPayDate,
        sumPremium: o.sumPremium,
      });
  }
  return rows;
}
