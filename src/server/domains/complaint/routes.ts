import type { FastifyInstance } from 'fastify';
import { complaint } from '../../../shared/api/complaint';
import type { PlatformDeps } from '../../platform/deps';
import { type CallContext, route } from '../../platform/route';
import { type AckDispatcher, createAckDispatcher } from './ack-dispatcher';
import { createComplaintRepo } from './repo';
import { createComplaintService } from './service';
import { createSubmissions } from './submission';

const caller = (ctx: CallContext) => ({ uuid: ctx.uuid, clientAddress: ctx.clientAddress, requestId: ctx.requestId });

/** The acknowledgement dispatcher of each app, for tests that wait for it to send. */
const dispatchers = new WeakMap<FastifyInstance, AckDispatcher>();
export const ackDispatcherOf = (app: FastifyInstance) => dispatchers.get(app);

export function registerComplaintRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const repo = createComplaintRepo(deps.db);
  const acks = createAckDispatcher({ repo, smsSender: deps.smsSender, mailer: deps.mailer, log: app.log });
  dispatchers.set(app, acks);
  // preClose, not onClose: onClose hooks run last-added first, so app.ts's
  // would close the database before a running drain is done. A request that
  // finishes after this leaves its acknowledgement pending, for the sweep.
  app.addHook('preClose', async () => acks.close());
  // What an earlier run left pending goes out at start (once its claim expired), not at the first sweep.
  app.addHook('onReady', async () => acks.sweep());
  const submissions = createSubmissions({ repo, store: deps.store, acks });
  // A formal complaint's city and branch are checked against the platform's tables (organisation.ts).
  const orgs = deps.ports.orgDirectory;
  if (!orgs) throw new Error('complaint needs the orgDirectory port of the platform domain');
  const service = createComplaintService({
    repo,
    submissions,
    limiter: deps.limiter,
    smsCodes: deps.smsCodes,
    identityGuard: deps.identityGuard,
    orgs,
  });

  route(app, deps.sessions, complaint.submitComplaint, async (body, ctx) =>
    body.type === 'quick' ? service.quick(body, caller(ctx)) : service.formal(body, caller(ctx)),
  );
  route(app, deps.sessions, complaint.checkOrder, async (body, ctx) =>
    service.checkOrder(body.insuranceOrderId, caller(ctx)),
  );
  route(app, deps.sessions, complaint.returnInsuranceClaim, async (body, ctx) =>
    service.returnClaim(body, caller(ctx)),
  );
}
