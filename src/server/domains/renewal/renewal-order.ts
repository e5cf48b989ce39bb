import type { PaymentOrders, Ports, RenewalStatus } from '../../platform/ports';
import { chinaDate } from './pricing';
import type { RenewalRepo } from './repo';

/** An order waiting for its payment; with a paid one, still in play. An expired one no longer counts. */
const OPEN = ['unpaid', 'paying', 'failed'];

/**
 * A policy's renewal as the payment domain now has it: the latest attempt's
 * number (a new order is attempt + 1) and its order while alive. The quote's
 * state and the reminder job read a renewal through this one function.
 *
 * An open order past its last pay day (`today`, Beijing date) is over even
 * before the payment domain's next read of it marks it expired: a car whose
 * compulsory part lapsed renews its running part alone, and the order made for
 * both before the lapse must not come back as 继续支付续保订单.
 */
export async function liveRenewalOrder(
  repo: RenewalRepo,
  orders: PaymentOrders | undefined,
  policyNo: string,
  today: string,
) {
  const latest = await repo.latestOrder(policyNo);
  if (!latest) return { attempt: 0, order: null };
  const status = await orders?.statusOf(latest.orderId);
  const alive = status && (status.status === 'paid' || (OPEN.includes(status.status) && today <= status.lastPayDate));
  return { attempt: latest.attempt, order: alive ? { orderId: latest.orderId, ...status } : null };
}

/** The port other domains ask (the home page's renewal window), reading the payment domain's orders at call time. */
export function createRenewalStatus(repo: RenewalRepo, ports: Pick<Ports, 'paymentOrders'>): RenewalStatus {
  return {
    async renewed(policyNos) {
      const done: string[] = [];
      const today = chinaDate(Date.now());
      for (const policyNo of policyNos)
        if ((await liveRenewalOrder(repo, ports.paymentOrders, policyNo, today)).order?.status === 'paid')
          done.push(policyNo);
      return done;
    },
  };
}
