import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { PolicyToIssue, Ports } from '../../platform/ports';
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

/** The policies one paid order becomes: a car order one per part, a non-car order one. */
export function policiesOf(o: OrderRow): PolicyToIssue[] {
  const party = (name: string, identifyNumber: string, mobile: string) => ({
    name,
    identifyType: '01',
    identifyNumber,
    mobile,
  });
  const base = {
    kind: o.kind,
    applicant: party(o.applicantName, o.applicantIdNumber, o.applicantMobile),
    insured: party(o.insuredName, o.insuredIdNumber, o.insuredMobile),
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
   * Issues the policies of a paid order through the policy domain's port.
   * One caller at a time (a lock in the shared store); the port itself is
   * idempotent by sourceRef. Without the port the order stays `pending` and
   * is retried the next time anyone looks at it.
   */
  async function issuePolicies(orderId: string): Promise<void> {
    const issuer = deps.ports.policyIssuer;
    if (!issuer) return;
    if (!(await store.setIfAbsent(`pay-issue:${orderId}`, '1', 60))) return;
    try {
      const order = await repo.order(db, orderId);
      if (order?.status !== 'paid' || order.issueStatus === 'issued') return;
      const issued: string[] = [];
      for (const policy of policiesOf(order)) issued.push((await issuer.issue(policy)).policyNo);
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
      // Finishing the trade is the once-only step: a replayed or parallel notification finds it finished.
      if (!(await repo.finishTrade(tx, n.tradeNo, n.tradeStatus === 'SUCCESS' ? 'success' : 'closed', n.gatewayTxnId)))
        return 'replay';
      const order = (await repo.order(tx, trade.orderId)) as OrderRow;
      if (n.tradeStatus === 'CLOSED') {
        await repo.transition(tx, order.orderId, ['paying'], 'failed', '支付未完成（已取消或被拒绝）', {}, n.tradeNo);
        await book.release(tx, order.orderId);
        return 'closed';
      }
      if (new Date(n.finishedAt) > payDeadline(order.lastPayDate)) {
        await repo.transition(
          tx,
          order.orderId,
          ['paying', 'failed', 'unpaid'],
          'expired',
          '付款晚于最晚缴费日期，款项将原路退回',
          {},
          n.tradeNo,
        );
        // The money goes back, so the coupon does too.
        await book.release(tx, order.orderId);
        return 'late-refund';
      }
      const moved = await repo.transition(
        tx,
        order.orderId,
        ['paying', 'failed', 'unpaid', 'expired'],
        'paid',
        `支付成功（支付流水${n.gatewayTxnId}）`,
        { paidAt: new Date(n.finishedAt), issueStatus: 'pending' },
        n.tradeNo,
      );
      if (!moved) return 'already-paid';
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
