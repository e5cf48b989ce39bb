import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../platform/store';
import {
  NOTIFY_PATH,
  type Notification,
  SANDBOX_ACTION_PATH,
  SANDBOX_CASHIER_PATH,
  type SandboxTrade,
  sandboxKey,
  signFields,
} from './gateway';

/** Where the cashier sends the browser back: the order's payment result page. */
export const returnUrl = (orderId: string) => `/home/#/order-pay-detail?orderId=${encodeURIComponent(orderId)}`;

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function page(title: string, inner: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${html(title)}</title><style>
body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#222}
header{background:#1677ff;color:#fff;padding:14px 16px;font-size:17px}
.card{background:#fff;margin:12px;border-radius:8px;padding:16px}
.amount{font-size:32px;font-weight:600;text-align:center;margin:8px 0}
.row{display:flex;justify-content:space-between;color:#666;font-size:14px;margin:6px 0}
.note{font-size:13px;color:#999;margin:12px}
button{display:block;width:calc(100% - 24px);margin:12px;height:46px;border:0;border-radius:23px;font-size:17px}
.pay{background:#1677ff;color:#fff}.cancel{background:#fff;color:#666;border:1px solid #ddd}
a{color:#1677ff}
</style></head><body><header>沙箱收银台</header>${inner}</body></html>`;
}

/**
 * The sandbox payment gateway: a cashier page where the tester pays or
 * cancels, then the gateway's signed asynchronous notification to our notify
 * address (retried until it is acknowledged, as real gateways do) and the
 * browser's return to the portal. Development and tests only.
 */
export function registerSandboxGateway(app: FastifyInstance, store: Store, secret: string) {
  const load = async (tradeNo: unknown): Promise<SandboxTrade | null> => {
    if (typeof tradeNo !== 'string' || !/^[A-Z0-9]{8,40}$/.test(tradeNo)) return null;
    const raw = await store.get(sandboxKey(tradeNo));
    return raw ? (JSON.parse(raw) as SandboxTrade) : null;
  };

  /** Posts the notification until our server answers `success` (3 tries, 1 s apart). */
  async function notify(fields: Omit<Notification, 'sign'>) {
    const payload = { ...fields, sign: signFields(secret, fields) };
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await app.inject({ method: 'POST', url: NOTIFY_PATH, payload }).catch(() => null);
      if (res?.body === 'success') return;
      await new Promise((r) => setTimeout(r, 1000));
    }
    app.log.warn({ tradeNo: fields.tradeNo }, 'sandbox notification not acknowledged');
  }

  app.get(SANDBOX_CASHIER_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const trade = await load((request.query as Record<string, unknown>).tradeNo);
    if (!trade) return page('交易不存在', '<div class="card">交易不存在或已失效。</div>');
    const expired = Date.now() > new Date(trade.expiresAt).getTime();
    const back = `<p class="note"><a href="${html(returnUrl(trade.orderId))}">返回订单</a></p>`;
    if (trade.state !== 'open' || expired)
      return page(
        '交易已结束',
        `<div class="card">${expired ? '交易已过期' : '交易已完成'}，请返回订单查看。</div>${back}`,
      );
    const deadline = new Date(new Date(trade.expiresAt).getTime() + 8 * 3600_000).toISOString().slice(0, 16);
    return page(
      '沙箱收银台',
      `<div class="card"><div class="row"><span>订单</span><span>${html(trade.orderId)}</span></div>
<div class="amount">¥${html(trade.amount)}</div>
<div class="row"><span>商品</span><span>${html(trade.subject)}</span></div>
<div class="row"><span>交易号</span><span>${html(trade.tradeNo)}</span></div>
<div class="row"><span>支付截止</span><span>${html(deadline.replace('T', ' '))}</span></div></div>
<form method="post" action="${SANDBOX_ACTION_PATH}"><input type="hidden" name="tradeNo" value="${html(trade.tradeNo)}">
<button class="pay" name="action" value="pay">确认支付 ¥${html(trade.amount)}</button>
<button class="cancel" name="action" value="cancel">取消支付</button></form>
<p class="note">这是开发环境的沙箱收银台，不会产生真实扣款。</p>`,
    );
  });

  // Form posts are parsed only here, in a child context, so the API keeps JSON-only bodies.
  app.register(async (child) => {
    child.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    child.post(SANDBOX_ACTION_PATH, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const trade = await load(form.tradeNo);
      reply.header('cache-control', 'no-store');
      if (!trade)
        return reply
          .type('text/html; charset=utf-8')
          .send(page('交易不存在', '<div class="card">交易不存在或已失效。</div>'));
      const expired = Date.now() > new Date(trade.expiresAt).getTime();
      if (trade.state === 'open' && !expired && (form.action === 'pay' || form.action === 'cancel')) {
        const done: SandboxTrade = { ...trade, state: 'done' };
        await store.set(sandboxKey(trade.tradeNo), JSON.stringify(done), 86400);
        // Asynchronous, as a real gateway's notification is: the browser does not wait for it.
        void notify({
          tradeNo: trade.tradeNo,
          gatewayTxnId: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
          tradeStatus: form.action === 'pay' ? 'SUCCESS' : 'CLOSED',
          amount: trade.amount,
          finishedAt: new Date().toISOString(),
          nonce: randomBytes(8).toString('hex'),
        });
      }
      return reply.redirect(returnUrl(trade.orderId), 303);
    });
  });
}
