import type { FastifyInstance } from 'fastify';
import { complaint } from '../../../shared/api/complaint';
import type { PlatformDeps } from '../../platform/deps';
import { type CallContext, route } from '../../platform/route';
import { createComplaintRepo } from './repo';
import { createComplaintService } from './service';
import { createSubmissions } from './submission';

const caller = (ctx: CallContext) => ({ uuid: ctx.uuid, clientAddress: ctx.clientAddress, requestId: ctx.requestId });

export function registerComplaintRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const repo = createComplaintRepo(deps.db);
  const submissions = createSubmissions({ repo, store: deps.store, smsSender: deps.smsSender, mailer: deps.mailer });
  const service = createComplaintService({
    repo,
    submissions,
    limiter: deps.limiter,
    smsCodes: deps.smsCodes,
    identityGuard: deps.identityGuard,
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
