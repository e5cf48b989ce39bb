import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { service } from '../../../shared/api/service';
import type { PlatformDeps } from '../../platform/deps';
import { NotFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { createAgentService } from './agent-service';
import { readAgents } from './agents';
import { createBus } from './bus';
import { createDuty } from './duty';
import { createServiceRepo } from './repo';
import { createCustomerService } from './service';
import { createLocalStorage } from './storage';
import { registerStreams } from './streams';
import { registerUpload } from './upload';

/** Where uploads go: the data folder, or a throw-away folder for tests. */
function uploadDir(deps: PlatformDeps) {
  if (deps.config.NODE_ENV === 'test') return join(tmpdir(), `portal-cs-${randomBytes(6).toString('hex')}`);
  return join(deps.config.DATA_DIR, 'uploads', 'service');
}

export function registerServiceRoutes(app: FastifyInstance, deps: PlatformDeps) {
  // CS_AGENTS is read and validated here, at start-up; a bad value stops the server.
  const agents = readAgents(process.env.CS_AGENTS, deps.config.NODE_ENV === 'production');
  app.register(async (scope) => {
    const bus = await createBus({
      redisUrl: deps.config.REDIS_URL,
      databaseUrl: deps.config.DATABASE_URL,
      prefix: deps.config.STORE_PREFIX,
    });
    scope.addHook('onClose', () => bus.close());
    const repo = createServiceRepo(deps.db);
    const duty = createDuty(deps.store, agents);
    const { sessions, limiter, store } = deps;
    const customers = createCustomerService({
      repo,
      bus,
      duty,
      limiter,
      storage: createLocalStorage(uploadDir(deps)),
      secret: deps.config.appSecret,
      log: deps.log,
    });
    const staff = createAgentService({ repo, store, limiter, bus, duty, agents, log: deps.log });

    route(scope, sessions, service.customerInitAndConsultation, async () => customers.init());
    route(scope, sessions, service.questionTypeList, async () => ({ types: await customers.questionTypes() }));
    route(scope, sessions, service.userSign, async (body, ctx) => customers.sign(body, ctx.uuid));
    route(scope, sessions, service.question, async (b) => customers.ask(b, b.content, b.questionId));
    route(scope, sessions, service.zx, async (b) =>
      b.leaveMessage ? customers.leaveMessage(b, b.leaveMessage.mobile, b.leaveMessage.content) : customers.transfer(b),
    );
    route(scope, sessions, service.messages, async (b) => customers.messages(b, b.afterId));
    route(scope, sessions, service.userEval, async (b) => customers.evaluate(b, b.score, b.comment));
    route(scope, sessions, service.setCompliment, async (b) => customers.compliment(b, b.content));
    route(scope, sessions, service.fileContent, async (b) => {
      if (b.agentToken) {
        await staff.me(b.agentToken);
        return customers.readFile(undefined, b.fileId);
      }
      if (!b.signid || !b.token) throw new NotFound('图片不存在');
      return customers.file({ signid: b.signid, token: b.token }, b.fileId);
    });

    route(scope, sessions, service.agentLogin, async (b) => staff.login(b.account, b.password));
    route(scope, sessions, service.agentLogout, async (b) => staff.logout(b.agentToken));
    route(scope, sessions, service.agentQueue, async (b) => staff.queue(b.agentToken));
    route(scope, sessions, service.agentLeft, async (b) => staff.left(b.agentToken, b.before));
    route(scope, sessions, service.agentCalledBack, async (b) => staff.calledBack(b.agentToken, b.signid));
    route(scope, sessions, service.agentAccept, async (b) => staff.accept(b.agentToken, b.signid));
    route(scope, sessions, service.agentMessages, async (b) => staff.messages(b.agentToken, b.signid, b.afterId));
    route(scope, sessions, service.agentReply, async (b) => staff.reply(b.agentToken, b.signid, b.content));
    route(scope, sessions, service.agentClose, async (b) => staff.close(b.agentToken, b.signid));

    registerStreams(scope, { sessions, bus, duty, customers, agents: staff });
    await registerUpload(scope, { sessions, customers });
  });
}
