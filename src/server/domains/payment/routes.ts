import type { FastifyInstance } from 'fastify';
import { payment } from '../../../shared/api/payment';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { httpGateway, NOTIFY_PATH, sandboxGateway } from './gateway';
import { createNotifyHandler, policiesOf } from './notify';
import { originOf } from './present';
import { registerSandboxGateway } from './sandbox';
import { createPaymentService } from './service';

export function registerPaymentRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const { config, sessions } = deps;
  const secret = config.paymentSecret;
  const gateway =
    config.PAYMENT_GATEWAY === 'http'
      ? httpGateway(config.PAYMENT_GATEWAY_URL as string, secret)
      : sandboxGateway(deps.store);
  const service = createPaymentService({ ...deps, gateway });
  const notifier = createNotifyHandler({ db: deps.db, store: deps.store, secret, ports: deps.ports, log: deps.log });

  route(app, sessions, payment.groupGet, async (body, ctx) =>
    service.find(body, { uuid: ctx.uuid, clientAddress: ctx.clientAddress }),
  );

  route(app, sessions, payment.queryOrderCenter, async (body, ctx) => service.detail(ctx.uuid, body.orderId));

  route(app, sessions, payment.orderRelegation, async (body, ctx) => {
    let order = await service.provenOrder(ctx.uuid, body.orderId);
    if (order.status === 'paid' && order.issueStatus === 'pending') {
      await notifier.issuePolicies(order.orderId);
      order = await service.currentOrder(order.orderId);
    }
    const issued = order.issueStatus === 'issued' ? policiesOf(order) : [];
    // What an expired order's way on is told by (expired-advice.ts on the page), as the order's detail has it.
    const { record, mayLand, lateRefund, duplicateRefund } = await service.recordOf(order);
    const { systemType, lastPayDate, proposalNoCi, statusText } = record;
    return {
      orderId: order.orderId,
      status: order.status,
      statusText,
      origin: originOf(order),
      systemType,
      lastPayDate,
      proposalNoCi,
      issueStatus: order.issueStatus,
      policies: issued.map((p) => ({ policyNo: p.policyNo, riskName: p.riskName, premium: p.premium })),
      paymentMayLand: mayLand,
      lateRefund,
      duplicateRefund,
    };
  });

  route(app, sessions, payment.newGetPaymentInfo, async (body, ctx) =>
    service.startPayment(ctx.uuid, ctx.head.requestCode, body.orderId, body.couponCode),
  );

  /**
   * The gateway's asynchronous notification: not a client call, so no envelope
   * and no session. Signed with the shared secret; answered `success` once
   * handled (replays included) and `fail` when refused.
   */
  app.post(NOTIFY_PATH, { config: { rateLimit: false } }, async (request, reply) => {
    const fields = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const answer = await notifier.handle(fields).catch((err: unknown) => {
      request.log.error({ err }, 'payment notification failed');
      return 'fail' as const;
    });
    return reply.type('text/plain; charset=utf-8').send(answer);
  });

  if (config.PAYMENT_GATEWAY === 'sandbox') registerSandboxGateway(app, deps.store, secret);
}
