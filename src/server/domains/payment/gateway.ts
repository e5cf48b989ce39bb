import { createHmac, timingSafeEqual } from 'node:crypto';
import { UpstreamDown } from '../../platform/errors';
import type { Store } from '../../platform/store';

/**
 * The payment gateway as our server sees it: open a trade, later receive a
 * signed notification of its outcome. Two adapters: the sandbox (our own
 * cashier page, for development and tests) and the insurer's payment host over
 * HTTP. Both sign with the same shared secret (HMAC-SHA256).
 */
export interface TradeRequest {
  tradeNo: string;
  orderId: string;
  amount: string;
  subject: string;
  expiresAt: Date;
}

export interface PaymentGateway {
  /**
   * Answers the address of the cashier the customer's browser goes to. Opening a
   * tradeNo the gateway already has answers that same trade, unchanged: starting a
   * payment again reuses an open trade this way.
   */
  openTrade(trade: TradeRequest): Promise<{ payUrl: string }>;
}

/** What the gateway notifies. `tradeStatus`: SUCCESS paid, CLOSED cancelled or refused. */
export interface Notification {
  tradeNo: string;
  gatewayTxnId: string;
  tradeStatus: 'SUCCESS' | 'CLOSED';
  amount: string;
  /** ISO time the gateway took the money (SUCCESS) or closed the trade. */
  finishedAt: string;
  nonce: string;
  sign: string;
}

/** The canonical string: every field but `sign`, sorted by name, `k=v` joined by `&`. */
export function canonical(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== undefined && fields[k] !== null && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&');
}

export function signFields(secret: string, fields: Record<string, unknown>): string {
  return createHmac('sha256', secret).update(canonical(fields)).digest('hex');
}

export function verifySignature(secret: string, fields: Record<string, unknown>): boolean {
  const given = typeof fields.sign === 'string' ? fields.sign : '';
  const expected = signFields(secret, fields);
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const SANDBOX_CASHIER_PATH = '/sandbox-pay/cashier';
export const SANDBOX_ACTION_PATH = '/sandbox-pay/act';
/** Where gateways post their notifications: the payment host's notify address. */
export const NOTIFY_PATH = '/wapi/wcar/api/payNotify';

/** What the sandbox remembers of a trade (its own books, apart from ours). */
export interface SandboxTrade extends Omit<TradeRequest, 'expiresAt'> {
  expiresAt: string;
  state: 'open' | 'done';
}

export const sandboxKey = (tradeNo: string) => `sandbox-pay:${tradeNo}`;

export function sandboxGateway(store: Store): PaymentGateway {
  return {
    async openTrade(trade) {
      const ttl = Math.max(60, Math.ceil((trade.expiresAt.getTime() - Date.now()) / 1000) + 86400);
      const saved: SandboxTrade = { ...trade, expiresAt: trade.expiresAt.toISOString(), state: 'open' };
      // Idempotent by tradeNo, as a real gateway is for a merchant's trade number: opening a trade it
      // already has answers the same cashier and keeps its state. Overwriting would turn a trade just
      // paid (state 'done', its notification still on the way) back to 'open' and let it be paid twice.
      await store.setIfAbsent(sandboxKey(trade.tradeNo), JSON.stringify(saved), ttl);
      return { payUrl: `${SANDBOX_CASHIER_PATH}?tradeNo=${encodeURIComponent(trade.tradeNo)}` };
    },
  };
}

/**
 * The insurer's payment host: POST the signed trade, get the cashier address back.
 * A repeated POST of the same tradeNo relies on the host answering the existing
 * trade (merchant trade numbers are idempotent at payment hosts), not opening another.
 */
export function httpGateway(baseUrl: string, secret: string): PaymentGateway {
  return {
    async openTrade(trade) {
      const fields = { ...trade, expiresAt: trade.expiresAt.toISOString(), notifyPath: NOTIFY_PATH };
      try {
        const res = await fetch(new URL('/trade/create', baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...fields, sign: signFields(secret, fields) }),
          signal: AbortSignal.timeout(8000),
        });
        if (!res.ok) throw new Error(`payment host answered ${res.status}`);
        const answer = (await res.json()) as { payUrl?: unknown };
        if (typeof answer.payUrl !== 'string') throw new Error('payment host answered no payUrl');
        return { payUrl: answer.payUrl };
      } catch {
        throw new UpstreamDown('支付服务暂时不可用，请稍后再试');
      }
    },
  };
}
