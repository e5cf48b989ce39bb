import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createAgentService } from './agent-service';
import { readAgents } from './agents';
import { type Bus, createBus } from './bus';
import { createServiceRepo, type ServiceRepo } from './repo';
import { createCustomerService } from './service';
import { createLocalStorage } from './storage';

// Only the platform and this domain, as in routes.test.ts.
vi.mock('../index', async () => ({
  domains: (await import('../../testing/domains-with-platform')).withPlatformDomain(
    (await import('./module')).serviceModule,
  ),
}));

let t: TestApp;
let repo: ServiceRepo;
let memoryBus: Bus;
beforeAll(async () => {
  t = await startTestApp();
  repo = createServiceRepo(t.database.db);
  memoryBus = await createBus({ prefix: 'test:' });
}, 60_000);
afterAll(async () => {
  await memoryBus?.close();
  await t?.close();
});

/** A bus whose Redis or PostgreSQL connection is down: every publish fails. */
const downBus: Bus = {
  kind: 'redis',
  publish: async () => {
    throw new Error('Connection is closed.');
  },
  subscribe: () => () => undefined,
  close: async () => undefined,
};

/** The customer side of the chat, built over the test app's database with the parts a test chooses. */
function customers(parts: { repo?: ServiceRepo; bus?: Bus; agentsOnDuty?: number; log?: { warn: () => void } } = {}) {
  return createCustomerService({
    repo: parts.repo ?? repo,
    bus: parts.bus ?? memoryBus,
    duty: { count: async () => parts.agentsOnDuty ?? 1, mark: async () => undefined, clear: async () => undefined },
    storage: createLocalStorage(join(tmpdir(), 'portal-cs-writes')),
    limiter: t.deps.limiter,
    secret: t.deps.config.appSecret,
    log: parts.log ?? { warn: () => undefined },
  });
}

async function signIn(svc = customers()) {
  const { user } = await svc.sign({ source: 'wap', subsource: 'picc-wap', entryId: '' }, await t.newSession());
  return { signid: user.signid, token: user.token };
}

const stored = async (signid: string) => {
  const conv = await repo.conversation(signid);
  return { conv, texts: (await repo.messagesAfter(conv?.id ?? 0, 0)).map((m) => m.text) };
};

describe('a message is kept and answered once even when the event bus is down', () => {
  it('answers the customer and stores the message once', async () => {
    const warn = vi.fn();
    const svc = customers({ bus: downBus, log: { warn } });
    const creds = await signIn(svc);
    const asked = await svc.ask(creds, '怎么报案');
    expect(asked.messages.map((m) => m.text)).toContain('怎么报案');
    const { texts } = await stored(creds.signid);
    expect(texts.filter((x) => x === '怎么报案')).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });

  it('lets the agent accept and reply, and the customer reads the reply from the database', async () => {
    const svc = customers({ bus: downBus });
    const staff = createAgentService({
      repo,
      store: t.deps.store,
      limiter: t.deps.limiter,
      bus: downBus,
      duty: { count: async () => 1, mark: async () => undefined, clear: async () => undefined },
      agents: readAgents(undefined, false),
      log: { warn: () => undefined },
    });
    const creds = await signIn(svc);
    expect((await svc.transfer(creds)).status).toBe('queued');
    const { agentToken } = await staff.login('kefu01', 'Kefu@2026');
    expect((await staff.accept(agentToken, creds.signid)).conversation.status).toBe('agent');
    await staff.reply(agentToken, creds.signid, '您好，请讲');
    const seen = await svc.messages(creds, 0);
    expect(seen.messages.filter((m) => m.text === '您好，请讲')).toHaveLength(1);
    await staff.close(agentToken, creds.signid);
    await staff.logout(agentToken);
  });
});
