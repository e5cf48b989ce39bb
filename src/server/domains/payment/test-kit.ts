/** What the payment API tests share: the app, its seeded orders and the steps a customer takes. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, vi } from 'vitest';
import { payment } from '../../../shared/api/payment';
import { makeCreditCode } from '../../../shared/rules/credit-code';
import { vinCheckChar } from '../../../shared/rules/vehicle';
import { addDays, chinaDate, policyYearEnd } from '../../platform/calendar';
import type { PolicyIssuer, PolicyToIssue } from '../../platform/ports';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { NOTIFY_PATH, signFields } from './gateway';
import { newOrderId, orderRow } from './orders';
import { paymentRepo } from './repo';
import { type SeededOrder, seededOrders } from './seed';

export const today = chinaDate();
export let t: TestApp;
export let orders: SeededOrder[];
/** Every policy the app asked the policy system to issue, in order. */
export const issued: PolicyToIssue[] = [];
export const PAY_HEAD = { headOverrides: { requestCode: 'PAY0001' } };

/**
 * The payment API tests' app, one per test file (tests only): the seeded
 * orders, and the real policy domain behind a spy that records each call.
 */
export function paymentTestApp() {
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
}

export const carOrder = () =>
  orders.find((o) => o.kind === 'car' && o.lastPayDate >= today && o.licenseNo) as SeededOrder;
export const findCar = (o: SeededOrder, uuid?: string) =>
  t.call(
    payment.groupGet,
    { payerType: 'car', licenseNo: o.licenseNo as string, identifyNumber: o.payerIdNumber, applyMobile: o.payerMobile },
    { uuid },
  );

/** A company insures its car with its credit code as the applicant's ID: no resident ID to type. */
export const company = {
  name: '深圳市前海顺风物流有限公司',
  identifyType: '31',
  identifyNumber: makeCreditCode('91440300MA5F2R7K1'),
  mobile: '13760001357',
};

/** An unpaid compulsory-cover order of the company's car, as the policy system hands it over. */
export async function insertCompanyCarOrder(licenseNo: string, body: string, sourceRef: string) {
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
export async function waitForStatus(orderId: string, status: string, uuid?: string) {
  for (let i = 0; i < 50; i++) {
    const r = await t.call(payment.orderRelegation, { orderId }, { uuid });
    if (r.data.status === status && r.data.issueStatus !== 'pending') return r;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`order ${orderId} never became ${status}`);
}

let txn = 0;
/**
 * The gateway's signed notification that it took the money on a trade (SUCCESS), by default now;
 * answers the gateway's reply and the payload, to replay it.
 */
export async function notifyPaid(
  app: TestApp,
  tradeNo: unknown,
  amount: unknown,
  finishedAt = new Date().toISOString(),
) {
  const fields = {
    tradeNo: tradeNo as string,
    gatewayTxnId: `SBXKIT${String(++txn).padStart(4, '0')}`,
    tradeStatus: 'SUCCESS',
    amount: amount as string,
    finishedAt,
    nonce: randomBytes(8).toString('hex'),
  };
  const payload = { ...fields, sign: signFields(app.deps.config.paymentSecret, fields) };
  const res = await app.app.inject({ method: 'POST', url: NOTIFY_PATH, payload });
  return { body: res.body, payload };
}
