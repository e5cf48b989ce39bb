import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { RESIDENT_ID_TYPE } from '../../../shared/codes/id-types';
import { idTypeOfNumber, isIdNumberOfType } from '../../../shared/rules/id-number';
import { fenOf, moneyText, yuanOf } from '../../../shared/rules/money';
import type { Db } from '../../db/client';
import type { PolicyToIssue, Ports, PremiumReceived } from '../../platform/ports';
import type { Store } from '../../platform/store';
import { createCouponBook } from './coupons';
import { verifySignature } from './gateway';
import { payDeadline } from './present';
import { type OrderRow, paymentRepo as repo } from './repo';

const notification = z.object({
  tradeNo: z.string().regex(/^[A-Z0-9]{8,40}$/),
  gatewayTxnId: z.string().min(1).max(64),
  tradeStatus: z.enum(['SUCCESS', 'CLOSED']),
  amount: z.string().regex(/^\d+\.\d{2}$/),
  finishedAt: z.iso.datetime({ offset: true }),
  nonce: z.string().min(8).max(64),
  sign: z.string(),
});

/** Policy numbers follow their proposals: T… becomes P…. */
export const policyNoOf = (proposalNo: string) => `P${proposalNo.slice(1)}`;

/**
 * The ID type a policy is written with: the order's. An order made before
 * orders kept a type reads 01 whatever its number, so a 01 whose number is no
 * resident ID is read by what the number fits (a credit code is 31), not
 * printed as 居民身份证 before it.
 */
export function partyIdType(orderType: string, identifyNumber: string): string {
  return orderType === RESIDENT_ID_TYPE && !isIdNumberOfType(RESIDENT_ID_TYPE, identifyNumber)
    ? idTypeOfNumber(identifyNumber)
    : orderType;
}

/** The policies one paid order becomes: a car order one per part, a non-car order one. */
export function policiesOf(o: OrderRow): PolicyToIssue[] {
  const party = (name: string, identifyType: string, identifyNumber: string, mobile: string) => ({
    name,
    identifyType: partyIdType(identifyType, identifyNumber),
    identifyNumber,
    mobile,
  });
  const base = {
    kind: o.kind,
    applicant: party(o.applicantName, o.applicantIdType, o.applicantIdNumber, o.applicantMobile),
    insured: party(o.insuredName, o.insuredIdType, o.insuredIdNumber, o.insuredMobile),
    // Signed and paid when the payment landed, not some days before the cover starts.
    issuedAt: o.paidAt ?? undefined,
    cityCode: o.cityCode,
    comCode: o.comCode,
    vehicle: o.vin
      ? {
          licenseNo: o.licenseNo,
          vin: o.vin,
          engineNo: o.engineNo ?? '',
          brandModel: o.brandModel ?? '',
          isNewCar: o.isNewCar,
        }
      : null,
  };
  // One source per policy: the policy domain issues once per sourceRef, so an
  // order-wide ref would issue only the first part of a car order.
  const sourceRef = (policyNo: string) => `order:${o.orderId}:${policyNo}`;
  const parts: PolicyToIssue[] = [];
  if (o.proposalNoCi && o.ciStartDate && o.ciEndDate)
    parts.push({
      ...base,
      policyNo: policyNoOf(o.proposalNoCi),
      sourceRef: sourceRef(policyNoOf(o.proposalNoCi)),
      riskCode: 'DZA',
      riskName: '机动车交通事故责任强制保险',
      startDate: o.ciStartDate,
      endDate: o.ciEndDate,
      premium: o.ciSumPremium ?? '0.00',
      sumInsured: o.ciSumInsured ?? '0.00',
    });
  if (o.proposalNoBi && o.biStartDate && o.biEndDate)
    parts.push({
      ...base,
      policyNo: policyNoOf(o.proposalNoBi),
      sourceRef: sourceRef(policyNoOf(o.proposalNoBi)),
      riskCode: o.kind === 'car' ? 'DAA' : o.riskCode,
      riskName: o.biRiskName ?? o.riskName,
      startDate: o.biStartDate,
      endDate: o.biEndDate,
      premium: o.biSumPremium ?? '0.00',
      sumInsured: o.biSumInsured ?? '0.00',
    });
  return parts;
}

/**
 * What each policy of a paid order brought in, for its e-invoice: its premium, less the red envelope's share.
 * The discount is what the order asked (vehicle tax included) less what the gateway took, and it is taken
 * off the last part first: the commercial cover of a car order, whose premium may be discounted; the
 * compulsory cover's is fixed by regulation, and takes a share only of a discount larger than the rest.
 */
export function premiumsReceived(o: OrderRow, parts: PolicyToIssue[]): PremiumReceived[] {
  let discountFen = Math.max(0, fenOf(o.sumPremium) - fenOf(o.payAmount ?? o.sumPremium));
  const discounts = new Map<string, number>();
  for (const part of [...parts].reverse()) {
    const share = Math.min(discountFen, fenOf(part.premium));
    discounts.set(part.policyNo, share);
    discountFen -= share;
  }
  return parts.map((p) => ({
    policyNo: p.policyNo,
    riskName: p.riskName,
    buyer: { name: p.applicant.name, identifyNumber: p.applicant.identifyNumber },
    cityCode: p.cityCode,
    startDate: p.startDate,
    endDate: p.endDate,
    vehicle: p.vehicle ? { licenseNo: p.vehicle.licenseNo, vin: p.vehicle.vin } : null,
    premium: p.premium,
    discount: yuanOf(discounts.get(p.policyNo) ?? 0),
    paidAt: o.paidAt ?? new Date(),
    sourceRef: p.sourceRef,
  }));
}

export function createNotifyHandler(deps: {
  db: Db;
  store: Store;
  secret: string;
  ports: Ports;
  log: FastifyBaseLogger;
}) {
  const { db, store, log } = deps;
  const book = createCouponBook(deps.ports);

  /**
   * Issues the policies of a paid order through the policy domain's port, tells
   * the domains that keep a copy of policies (claims, newcar), and makes their
   * e-invoices through the invoice domain's port. One caller at a time (a lock
   * in the shared store); every port is idempotent (by sourceRef or policy
   * number). Without the policy port the order stays `pending` and is retried
   * the next time anyone looks at it.
   */
  async function issuePolicies(orderId: string): Promise<void> {
    const issuer = deps.ports.policyIssuer;
    if (!issuer) return;
    if (!(await store.setIfAbsent(`pay-issue:${orderId}`, '1', 60))) return;
    try {
      const order = await repo.order(db, orderId);
      if (order?.status !== 'paid' || order.issueStatus === 'issued') return;
      const policies = policiesOf(order);
      const issued: string[] = [];
      for (const policy of policies) {
        const { policyNo } = await issuer.issue(policy);
        issued.push(policyNo);
        // Before the order reads issued, as the invoices: a failure leaves it pending for the retry.
        await deps.ports.claimablePolicies?.keep({ ...policy, policyNo });
        await deps.ports.motorPolicies?.keep({ ...policy, policyNo });
      }
      // Before the order reads issued: a failure leaves it pending, and the retry invoices what is missing.
      for (const received of premiumsReceived(order, policies))
        await deps.ports.invoiceIssuer?.invoicePremium(received);
      await repo.updateOrder(db, orderId, { issueStatus: 'issued', policyNos: issued.join(',') });
    } catch (err) {
      log.error({ err, orderId }, 'policy issue failed; will retry');
    } finally {
      await store.del(`pay-issue:${orderId}`);
    }
  }

  /** Answers `success` (the gateway stops sending) or `fail` (refused; nothing changed). */
  async function handle(fields: Record<string, unknown>): Promise<'success' | 'fail'> {
    const payload = JSON.stringify(fields).slice(0, 2000);
    const tradeNo = typeof fields.tradeNo === 'string' ? fields.tradeNo.slice(0, 64) : null;
    const log1 = (outcome: string) => repo.logNotification(db, tradeNo, payload, outcome);
    if (!verifySignature(deps.secret, fields)) {
      await log1('bad-signature');
      return 'fail';
    }
    const parsed = notification.safeParse(fields);
    if (!parsed.success) {
      await log1('malformed');
      return 'fail';
    }
    const n = parsed.data;
    const trade = await repo.trade(db, n.tradeNo);
    if (!trade) {
      await log1('unknown-trade');
      return 'fail';
    }
    if (trade.amount !== n.amount) {
      await log1('amount-mismatch');
      return 'fail';
    }
    let paid = false;
    const outcome = await db.transaction(async (tx) => {
      // The order row first, then the trade: the lock order startPayment and lazy expiry use too,
      // so a notification racing a new start or an expiry waits for it instead of deadlocking,
      // and the status read here stays true until this transaction ends.
      const order = (await repo.lockOrder(tx, trade.orderId)) as OrderRow;
      const success = n.tradeStatus === 'SUCCESS';
      // Finishing the trade is the once-only step: a replayed or parallel notification finds it finished.
      let replaced = false;
      if (!(await repo.finishTrade(tx, n.tradeNo, success ? 'success' : 'closed', n.gatewayTxnId))) {
        // Not open any more. Finished by the gateway (gatewayTxnId set): a genuine replay. Closed by
        // US (a newer start replaced it, or lazy expiry) without telling the gateway: a SUCCESS means
        // the customer paid it anyway (an older cashier tab), so the money is applied below, never
        // dropped. A CLOSED for such a trade changes nothing: the order follows its newer trade.
        if (!success || !(await repo.claimClosedTrade(tx, n.tradeNo, n.gatewayTxnId))) return 'replay';
        replaced = true;
      }
      if (!success) {
        await repo.transition(tx, order.orderId, ['paying'], 'failed', '支付未完成（已取消或被拒绝）', {}, n.tradeNo);
        await book.release(tx, order.orderId);
        return 'closed';
      }
      if (order.status === 'paid') {
        // Paid through another trade already, so this money was taken twice. Checked before the
        // deadline because either way it goes back: the event on the order and the logged outcome
        // are what finance refunds from. The coupon stays with the trade that paid.
        await repo.recordEvent(
          tx,
          order.orderId,
          'paid',
          'paid',
          `重复付款${moneyText(n.amount)}元（支付流水${n.gatewayTxnId}），订单已由其他交易支付，款项将原路退回`,
          n.tradeNo,
        );
        return 'refund-due';
      }
      if (new Date(n.finishedAt) > payDeadline(order.lastPayDate)) {
        const reason = '付款晚于最晚缴费日期，款项将原路退回';
        const moved = await repo.transition(
          tx,
          order.orderId,
          ['paying', 'failed', 'unpaid'],
          'expired',
          reason,
          {},
          n.tradeNo,
        );
        // Lazy expiry got there first: the order is expired already, but the refund still needs its record.
        if (!moved) await repo.recordEvent(tx, order.orderId, order.status, 'expired', reason, n.tradeNo);
        // Nothing may be paid on this order any more; a newer trade still open is closed like lazy expiry does.
        await repo.closeOpenTrades(tx, order.orderId);
        // The money goes back, so the coupon does too.
        await book.release(tx, order.orderId);
        return 'late-refund';
      }
      let couponNote = '';
      if (replaced) {
        // The amount paid is this trade's, so the coupon is this trade's: the order gives back the
        // one it holds for its newer trade and takes this trade's again (the new start or the expiry
        // released it). Should another order have taken it meanwhile, it is not taken from that
        // order: the customer paid the price we quoted, so the payment stands, and the event says
        // the coupon could not be spent here so it can be followed up.
        await book.release(tx, order.orderId);
        if (trade.couponCode && !(await book.hold(tx, trade.couponCode, order.orderId)))
          couponNote = `；红包券${trade.couponCode}已被占用，未能核销`;
        // The newer trade is now unpayable through us. The gateway may still take money on it; that
        // notification then finds the order paid and records a refund (above).
        await repo.closeOpenTrades(tx, order.orderId);
      }
      const moved = await repo.transition(
        tx,
        order.orderId,
        ['paying', 'failed', 'unpaid', 'expired'],
        'paid',
        `支付成功（支付流水${n.gatewayTxnId}）${replaced ? '，款项来自此前发起的支付' : ''}${couponNote}`,
        {
          paidAt: new Date(n.finishedAt),
          issueStatus: 'pending',
          payAmount: trade.amount,
          ...(replaced ? { couponCode: trade.couponCode } : {}),
        },
        n.tradeNo,
      );
      // Cannot happen under the order lock (paid was answered above); throwing rolls back and
      // answers `fail`, so the gateway retries rather than the money being dropped.
      if (!moved) throw new Error(`order ${order.orderId} could not become paid from ${order.status}`);
      await book.consume(tx, order.orderId);
      paid = true;
      return 'paid';
    });
    await log1(outcome);
    if (paid) await issuePolicies(trade.orderId);
    return 'success';
  }

  return { handle, issuePolicies };
}
export type NotifyHandler = ReturnType<typeof createNotifyHandler>;
