import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { service } from '../../../shared/api/service';
import { RESULT } from '../../../shared/result-codes';
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
    duty: {
      count: async () => parts.agentsOnDuty ?? 1,
      isOn: async () => true,
      mark: async () => undefined,
      graceOnly: async () => undefined,
      clear: async () => undefined,
    },
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
      duty: {
        count: async () => 1,
        isOn: async () => true,
        mark: async () => undefined,
        graceOnly: async () => undefined,
        clear: async () => undefined,
      },
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

/**
 * The repo as seen by `n` requests that arrive together: each reads the
 * conversation before any of them writes (the first `n` reads wait for each
 * other), which is how a double tap reaches the server.
 */
function readTogether(n: number): ServiceRepo {
  let waiting = n;
  let all: () => void = () => undefined;
  const together = new Promise<void>((resolve) => {
    all = resolve;
  });
  return {
    ...repo,
    async conversation(signid) {
      const row = await repo.conversation(signid);
      if (waiting > 0) {
        waiting -= 1;
        if (waiting === 0) all();
        await together;
      }
      return row;
    },
  };
}

/** The repo as seen by one slow request: its first read of the conversation comes back only when released. */
function slowFirstRead() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let hasRead: () => void = () => undefined;
  const read = new Promise<void>((resolve) => {
    hasRead = resolve;
  });
  let first = true;
  const slow: ServiceRepo = {
    ...repo,
    async conversation(signid) {
      const row = await repo.conversation(signid);
      if (first) {
        first = false;
        hasRead();
        await released;
      }
      return row;
    },
  };
  return { repo: slow, read, release };
}

async function agentLogin(account = 'kefu01') {
  const res = await t.call(service.agentLogin, { account, password: 'Kefu@2026' });
  expect(res.code).toBe(RESULT.OK);
  return res.data.agentToken as string;
}

describe('a double tap does what it says once', () => {
  it('转人工 twice at once queues the customer once, with one hand-over message', async () => {
    const creds = await signIn();
    const svc = customers({ repo: readTogether(2) });
    const [a, b] = await Promise.all([svc.transfer(creds), svc.transfer(creds)]);
    expect([a.status, b.status]).toEqual(['queued', 'queued']);
    const { texts } = await stored(creds.signid);
    expect(texts.filter((x) => x.includes('正在为您转接'))).toHaveLength(1);
  });

  it('a slower second 转人工 does not put an accepted conversation back in the queue', async () => {
    const creds = await signIn();
    const slow = slowFirstRead();
    const late = customers({ repo: slow.repo }).transfer(creds);
    await slow.read;
    expect((await customers().transfer(creds)).status).toBe('queued');
    const agentToken = await agentLogin();
    expect((await t.call(service.agentAccept, { agentToken, signid: creds.signid })).code).toBe(RESULT.OK);
    slow.release();
    expect((await late).status).toBe('agent');

    const { conv, texts } = await stored(creds.signid);
    expect(conv?.status).toBe('agent');
    expect(texts.filter((x) => x.includes('正在为您转接'))).toHaveLength(1);
    const reply = await t.call(service.agentReply, { agentToken, signid: creds.signid, content: '您好' });
    expect(reply.code).toBe(RESULT.OK);
    const queue = await t.call(service.agentQueue, { agentToken });
    expect((queue.data.waiting as { signid: string }[]).map((c) => c.signid)).not.toContain(creds.signid);
    await t.call(service.agentClose, { agentToken, signid: creds.signid });
    await t.call(service.agentLogout, { agentToken });
  });

  it('a message left twice at once is stored once; both taps are answered with its acknowledgement', async () => {
    const creds = await signIn();
    const svc = customers({ repo: readTogether(2), agentsOnDuty: 0 });
    const results = await Promise.all([
      svc.leaveMessage(creds, '13812345678', '请回电'),
      svc.leaveMessage(creds, '13812345678', '请回电'),
    ]);
    for (const r of results) {
      expect(r.status).toBe('left');
      expect(r.messages.map((m) => m.text).join()).toContain('留言已收到');
    }
    const { conv, texts } = await stored(creds.signid);
    expect(conv?.status).toBe('left');
    expect(texts.filter((x) => x === '请回电')).toHaveLength(1);
    expect(texts.filter((x) => x.startsWith('留言已收到'))).toHaveLength(1);
  });

  it('a message sent again after its answer was lost is answered as before; a different one is refused', async () => {
    const creds = await signIn();
    const svc = customers({ agentsOnDuty: 0 });
    const first = await svc.leaveMessage(creds, '13812345678', '请回电');
    const again = await svc.leaveMessage(creds, '13812345678', '请回电');
    expect(again.status).toBe('left');
    expect(again.messages.map((m) => m.id)).toEqual(first.messages.map((m) => m.id));
    await expect(svc.leaveMessage(creds, '13812345678', '另一件事')).rejects.toMatchObject({ code: RESULT.REFUSED });
    await expect(svc.leaveMessage(creds, '13900000000', '请回电')).rejects.toMatchObject({ code: RESULT.REFUSED });
    const { texts } = await stored(creds.signid);
    expect(texts.filter((x) => x === '请回电')).toHaveLength(1);
  });

  it('two ratings at once keep the first score and thank the customer once', async () => {
    const creds = await signIn();
    const svc = customers({ repo: readTogether(2) });
    const results = await Promise.allSettled([svc.evaluate(creds, 5, '很好'), svc.evaluate(creds, 1, '不好')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: RESULT.REFUSED, message: '您已评价过本次服务，感谢您的支持' });
    const kept = results[0].status === 'fulfilled' ? { score: 5, comment: '很好' } : { score: 1, comment: '不好' };
    const { conv, texts } = await stored(creds.signid);
    expect(conv).toMatchObject(kept);
    expect(texts.filter((x) => x.startsWith('感谢您的评价'))).toHaveLength(1);
  });
});

describe('a compliment sent twice at once', () => {
  it('keeps the first one and refuses the second in words', async () => {
    const creds = await signIn();
    await customers().transfer(creds);
    const agentToken = await agentLogin();
    await t.call(service.agentAccept, { agentToken, signid: creds.signid });
    await t.call(service.agentClose, { agentToken, signid: creds.signid });
    await t.call(service.agentLogout, { agentToken });
    const svc = customers({ repo: readTogether(2) });
    const results = await Promise.allSettled([svc.compliment(creds, '小李很耐心'), svc.compliment(creds, '再夸一次')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: RESULT.REFUSED, message: '您已表扬过本次服务，感谢您的支持' });
    const { conv } = await stored(creds.signid);
    expect(conv?.compliment).toBe(results[0].status === 'fulfilled' ? '小李很耐心' : '再夸一次');
  });
});
