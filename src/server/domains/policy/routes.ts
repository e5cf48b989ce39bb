import type { FastifyInstance } from 'fastify';
import { policy } from '../../../shared/api/policy';
import type { PlatformDeps } from '../../platform/deps';
import { publicOrigin } from '../../platform/public-origin';
import { type CallContext, route } from '../../platform/route';
import { createAccess } from './access';
import { createQueries } from './queries';
import { createPolicyRepo } from './repo';
import { createPolicyService } from './service';

const asker = (ctx: CallContext) => ({ uuid: ctx.uuid, clientAddress: ctx.clientAddress });

export function registerPolicyRoutes(app: FastifyInstance, deps: PlatformDeps) {
  /** The e-policy's QR link points at the portal's address (platform/public-origin.ts). */
  const origin = (ctx: CallContext) => publicOrigin(deps.config, ctx.request);
  const repo = createPolicyRepo(deps.db);
  const access = createAccess(deps);
  const service = createPolicyService({
    repo,
    access,
    queries: createQueries(repo),
    limiter: deps.limiter,
    mailer: deps.mailer,
    secret: deps.config.appSecret,
  });
  const { sessions } = deps;

  route(app, sessions, policy.queryEyoungInfo, (body, ctx) => service.carQuery(asker(ctx), body));
  route(app, sessions, policy.policyRelegation, (body, ctx) => service.nonCarQuery(asker(ctx), body));
  route(app, sessions, policy.policyQueryRelegation2, (body, ctx) => service.specialQuery(asker(ctx), body));
  route(app, sessions, policy.checkPolicyType, async (body) => service.policyType(body.policyNo));
  route(app, sessions, policy.queryPolicyInfo, (body, ctx) => service.detail(ctx.uuid, body.policyNo));
  route(app, sessions, policy.selectShieJCO, (body, ctx) => service.vehicle(ctx.uuid, body.policyNo));
  route(app, sessions, policy.queryLEDInfo, (body, ctx) => service.endorsements(ctx.uuid, body.policyNo));
  route(app, sessions, policy.checkPolicyInfos, (body, ctx) => service.terms(ctx.uuid, body.policyNo));
  route(app, sessions, policy.checkVerifyLink, async (body) => service.checkVerifyLink(body.policyNo, body.sign));
  route(app, sessions, policy.queryEPolicy, (body, ctx) => service.documents(ctx.uuid, body.policyNo));
  route(app, sessions, policy.checkElectronic, (body, ctx) => service.electronicReady(ctx.uuid, body.policyNo));

  route(app, sessions, policy.downLodElectronicPolicyInput, async (body, ctx) => {
    const { data, fileName } = await service.document(ctx.uuid, body.policyNo, body.docId, origin(ctx));
    return { contentType: 'application/pdf', data, filename: fileName };
  });
  route(app, sessions, policy.downLodElectronicPolicy, async (body, ctx) => {
    const { data, fileName } = await service.document(ctx.uuid, body.policyNo, body.docId, origin(ctx));
    return { fileName, size: data.length, base64: data.toString('base64') };
  });

  route(app, sessions, policy.sendPolicyEmail, (body, ctx) =>
    service.mail(ctx.uuid, body.policyNo, body.email, origin(ctx)),
  );
  route(app, sessions, policy.sendPolicyEmailWhome, (body, ctx) =>
    service.mailByIdentity(asker(ctx), body, origin(ctx)),
  );
  route(app, sessions, policy.sunPolicy, (body, ctx) => service.warranty(asker(ctx), body));
  route(app, sessions, policy.getVehicleList, (_body, ctx) => service.vehicles(ctx.uuid));
}
