import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { payment } from '../../../shared/api/payment';
import { renewal } from '../../../shared/api/renewal';
import { RESULT } from '../../../shared/result-codes';
import { demoBook } from '../../db/seed/book';
import { loadRegions } from '../../db/seed/regions-data';
import { type CallOptions, startTestApp, type TestApp } from '../../testing/test-app';
import { chinaDate } from './pricing';

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

export const today = chinaDate();
/** Whole days from today to a YYYY-MM-DD date. */
export const daysLeft = (d: string) => (Date.parse(d) - Date.parse(today)) / 86400_000;
/** The demo book's registered cars, by their commercial policy. */
export const cars = demoBook(loadRegions()).filter((p) => p.riskCode === 'DAA' && p.vehicle?.licenseNo);
export type Car = (typeof cars)[number];
/** Cars whose renewal window (90 days before the end) is open today. */
export const inWindow = cars.filter((p) => daysLeft(p.endDate) >= 1 && daysLeft(p.endDate) <= 90);
/** A car whose window opens later. */
export const later = cars.find((p) => daysLeft(p.endDate) > 90);

/**
 * The renewal API tests' app, one per test file (tests only): registers the
 * file's hooks (no reminder job of its own: the tests run it; a policy system
 * that issues whatever is paid) and gives the steps a customer takes.
 */
export function renewalTestApp() {
  const kit = {
    t: undefined as unknown as TestApp,

    /** The renewal quote of a car, by its plate and insured, as `who` (the app's default session when left out). */
    ask(p: Car, who: CallOptions = {}) {
      return kit.t.call(
        renewal.queryRenewal,
        { licenseNo: p.vehicle?.licenseNo as string, identifyNumber: p.insured.identifyNumber },
        who,
      );
    },

    /**
     * A customer of their own address quotes a car whose window is open, makes
     * its order and reads it back as the order page does.
     */
    async orderAs(p: Car, address: string) {
      const who = { uuid: await kit.t.newSession(address), address };
      const quote = await kit.ask(p, who);
      expect(quote.data.state).toBe('open');
      const created = await kit.t.call(renewal.createRenewalOrder, { policyNo: p.policyNo }, who);
      expect(created.code).toBe(RESULT.OK);
      const detail = await kit.t.call(payment.queryOrderCenter, { orderId: created.data.orderId as string }, who);
      return { who, quote, created, order: detail.data.order as Record<string, string> };
    },

    /**
     * Starts the order's payment as `who` (the session that made the order; the default one when left
     * out) and has the gateway report it paid; answers what the notification got back.
     */
    async pay(orderId: string, gatewayTxnId: string, who: CallOptions = {}) {
      const start = await kit.t.call(
        payment.newGetPaymentInfo,
        { orderId },
        { ...who, headOverrides: { requestCode: 'PAY0001' } },
      );
      const fields = {
        tradeNo: start.data.tradeNo as string,
        gatewayTxnId,
        tradeStatus: 'SUCCESS',
        amount: start.data.payAmount as string,
        finishedAt: new Date().toISOString(),
        nonce: `nonce-${gatewayTxnId}`,
      };
      const n = await kit.t.app.inject({
        method: 'POST',
        url: NOTIFY_PATH,
        payload: { ...fields, sign: signFields('development-only-payment-secret', fields) },
      });
      return n.body;
    },

    /** Renews a car through the order flow: the order, its payment and the gateway's SUCCESS. */
    async renew(p: Car, gatewayTxnId: string) {
      await kit.ask(p);
      const created = await kit.t.call(renewal.createRenewalOrder, { policyNo: p.policyNo });
      expect(created.code).toBe(RESULT.OK);
      const orderId = created.data.orderId as string;
      expect(await kit.pay(orderId, gatewayTxnId)).toBe('success');
      return orderId;
    },
  };

  beforeAll(async () => {
    kit.t = await startTestApp({ RENEWAL_JOB_MINUTES: '0' });
    kit.t.deps.ports.policyIssuer = { issue: async (p) => ({ policyNo: p.policyNo }) };
  });
  afterAll(() => kit.t?.close());
  return kit;
}
