import type { PaymentOrders, Ports, RenewalStatus } from '../../platform/ports';
import type { RenewalRepo } from './repo';

/** An order still in play: waiting for its payment, or paid. An expired one no longer counts. */
const ALIVE = ['unpaid', 'paying', 'failed', 'paid'];

/**
 * A policy's renewal as the payment domain now has it: the latest attempt's
 * number (a new order is attempt + 1) and its order while alive. The quote's
 * state and the reminder job read a renewal through this one function.
 */
export async function liveRenewalOrder(repo: RenewalRepo, orders: PaymentOrders | undefined, policyNo: string) {
  const latest = await repo.latestOrder(policyNo);
  if (!latest) return { attempt: 0, order: null };
  const status = await orders?.statusOf(latest.orderId);
  const alive = status && ALIVE.includes(status.status);
  return { attempt: latest.attempt, order: alive ? { orderId: latest.orderId, ...status } : null };
}

/** The port other domains ask (the home page's renewal window), reading the payment domain's orders at call time. */
export function createRenewalStatus(repo: RenewalRepo, ports: Pick<Ports, 'paymentOrders'>): RenewalStatus {
  return {
    async renewed(policyNos) {
      const done: string[] = [];
      for (const policyNo of policyNos)
        if ((await liveRenewalOrder(repo, ports.paymentOrders, policyNo)).order?.status === 'paid') done.push(policyNo);
      return done;
    },
  };
}
