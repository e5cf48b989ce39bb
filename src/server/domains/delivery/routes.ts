import type { FastifyInstance } from 'fastify';
import { delivery } from '../../../shared/api/delivery';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { createDeliveryRepo } from './repo';
import { createDeliveryService } from './service';

export function registerDeliveryRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const service = createDeliveryService({
    repo: createDeliveryRepo(deps.db),
    identityGuard: deps.identityGuard,
    ports: deps.ports,
  });
  route(app, deps.sessions, delivery.orderDelivery, async (body, ctx) =>
    service.track(
      { idNumber: body.insurdIdentityNumber, frameNo: body.frameNo, isDeckCard: body.isDeckCard },
      { uuid: ctx.uuid, clientAddress: ctx.clientAddress },
    ),
  );
}
