import type { FastifyInstance } from 'fastify';
import { groupbuy } from '../../../shared/api/groupbuy';
import { GROUP_BY_NO, SHORT_LINK_PREFIX, signUpPath } from '../../../shared/group-buy-link';
import type { PlatformDeps } from '../../platform/deps';
import { publicOrigin } from '../../platform/public-origin';
import { type CallContext, route } from '../../platform/route';
import { createGroupbuyRepo } from './repo';
import { createGroupbuyService } from './service';

export function registerGroupbuyRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const caller = (ctx: CallContext) => ({
    uuid: ctx.uuid,
    requestId: ctx.requestId,
    clientAddress: ctx.clientAddress,
    origin: publicOrigin(deps.config, ctx.request),
  });
  const repo = createGroupbuyRepo(deps.db);
  // A link's branch office and agent are checked against the platform's tables: without them no link is safe to make.
  const orgs = deps.ports.orgDirectory;
  if (!orgs) throw new Error('groupbuy needs the orgDirectory port of the platform domain, registered first');
  const service = createGroupbuyService({
    repo,
    store: deps.store,
    limiter: deps.limiter,
    smsCodes: deps.smsCodes,
    proofs: deps.proofs,
    mailer: deps.mailer,
    smsSender: deps.smsSender,
    orgs,
  });
  route(app, deps.sessions, groupbuy.gettgname, async (body, ctx) =>
    service.staffName(body.employeeNo, ctx.clientAddress),
  );
  route(app, deps.sessions, groupbuy.groupCheckMobile, async (body, ctx) =>
    service.checkMobile(body.employeeNo, body.phoneNumber, ctx.clientAddress),
  );
  route(app, deps.sessions, groupbuy.generateLink, async (body, ctx) => service.generate(body, caller(ctx)));
  route(app, deps.sessions, groupbuy.tgsendEmail, async (body, ctx) =>
    service.sendEmail(body.groupByNo, body.email, ctx.uuid),
  );
  route(app, deps.sessions, groupbuy.promoterOfLink, async (body) => service.promoter(body.groupByNo));
  route(app, deps.sessions, groupbuy.enterOnline, async (body, ctx) => service.signUp(body, caller(ctx)));

  /** The short link itself: printed on QR codes, so it must stay short and never expire silently. */
  app.get<{ Params: { code: string } }>(`${SHORT_LINK_PREFIX}:code`, async (request, reply) => {
    const code = request.params.code;
    const link = GROUP_BY_NO.test(code) ? await repo.link(code) : undefined;
    return reply.redirect(link ? signUpPath(link.groupByNo) : '/home/#/404', 302);
  });
}
