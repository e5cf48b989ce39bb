import type { FastifyInstance } from 'fastify';
import { claims } from '../../../shared/api/claims';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { createClaimsService } from './service';

export function registerClaimsRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const service = createClaimsService(deps);
  const asker = (ctx: { uuid: string; clientAddress: string }) => ({
    uuid: ctx.uuid,
    clientAddress: ctx.clientAddress,
  });

  route(app, deps.sessions, claims.queryCarClaim, async (body, ctx) => ({
    list: await service.carClaims(asker(ctx), body),
  }));
  route(app, deps.sessions, claims.queryClaimSchedleInfo, async (body, ctx) =>
    service.carClaim(ctx.uuid, body.registNo),
  );
  route(app, deps.sessions, claims.queryNoCarClaim, async (body, ctx) => ({
    list: await service.noCarClaims(asker(ctx), body),
  }));
  route(app, deps.sessions, claims.getClaimSchedle, async (body, ctx) => service.noCarClaim(ctx.uuid, body.registNo));
}
