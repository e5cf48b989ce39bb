import type { FastifyInstance } from 'fastify';
import { newcar } from '../../../shared/api/newcar';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { createNewcarService } from './service';
import { registerNewcarTestHooks } from './test-hooks';

export function registerNewcarRoutes(app: FastifyInstance, deps: PlatformDeps) {
  // deps.ports is filled before routes register; the service reads the endorser at call time.
  const service = createNewcarService(deps);
  route(app, deps.sessions, newcar.queryCorrect, async (body, ctx) => ({
    policy: await service.find({ uuid: ctx.uuid, clientAddress: ctx.clientAddress }, body),
  }));
  route(app, deps.sessions, newcar.updateCorrect, async (body, ctx) => service.correct(ctx.uuid, body));
  registerNewcarTestHooks(app, deps);
}
