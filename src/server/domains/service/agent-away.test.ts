import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChatMessage, service } from '../../../shared/api/service';
import { QUEUE_LIST_LIMIT } from '../../../shared/api/service-agent';
import { checkString } from '../../../shared/check-string';
import { newRequestId } from '../../../shared/envelope';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createServiceRepo } from './repo';

// Only the platform and this domain, as in routes.test.ts. A file of its own: it needs
// both demo agents, and routes.test.ts locks one of them out.
vi.mock('../index', async () => ({
  domains: (await import('../../testing/domains-with-platform')).withPlatformDomain(
    (await import('./module')).serviceModule,
  ),
}));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t?.close());

type Creds = { signid: string; token: string };
const texts = (res: { data: Record<string, unknown> }) => (res.data.messages as ChatMessage[]).map((m) => m.text);

async function agentLogin(account: string) {
  const res = await t.call(service.agentLogin, { account, password: 'Kefu@2026' });
  expect(res.code).toBe(RESULT.OK);
  return res.data.agentToken as string;
}

/** A customer served by kefu01 (客服小李). */
async function servedBy(agentToken: string): Promise<Creds> {
  const signed = await t.call(service.userSign, {});
  const user = signed.data.user as Creds;
  const creds = { signid: user.signid, token: user.token };
  expect((await t.call(service.zx, creds)).data.status).toBe('queued');
  expect((await t.call(service.agentAccept, { agentToken, signid: creds.signid })).code).toBe(RESULT.OK);
  return creds;
}

/** The console's presence mark ran out: nothing renewed it for 45 s (closed, or its network gone that long). */
const presenceLapses = (account: string) => t.deps.store.del(`cs:duty:${account}`);

describe('an agent whose console goes away mid-chat', () => {
  it('leaves the customer with the agent while the console is still present (a blink)', async () => {
    const agentToken = await agentLogin('kefu01');
    const creds = await servedBy(agentToken);
    const seen = await t.call(service.messages, { ...creds, afterId: 0 });
    expect(seen.data).toMatchObject({ status: 'agent', agentName: '客服小李' });
    await t.call(service.agentClose, { agentToken, signid: creds.signid });
    await t.call(service.agentLogout, { agentToken });
  });

  it('with nobody else on duty: tells the customer and offers a message', async () => {
    const agentToken = await agentLogin('kefu01');
    const creds = await servedBy(agentToken);
    await presenceLapses('kefu01');
    const seen = await t.call(service.messages, { ...creds, afterId: 0 });
    expect(seen.data.status).toBe('bot');
    expect(texts(seen).at(-1)).toMatch(/^客服小李已离开.*暂无其他人工客服在线.*留言.*95518/);
    // Told once, however often the page asks.
    const again = await t.call(service.messages, { ...creds, afterId: 0 });
    expect(texts(again).filter((x) => x.startsWith('客服小李已离开'))).toHaveLength(1);
    const left = await t.call(service.zx, { ...creds, leaveMessage: { mobile: '13812345678', content: '客服不见了' } });
    expect(left.data.status).toBe('left');
    // The agent who comes back cannot answer into a conversation handed on.
    const late = await t.call(service.agentReply, { agentToken, signid: creds.signid, content: '我回来了' });
    expect(late).toMatchObject({ code: RESULT.REFUSED, message: '该会话不在您的接待列表中' });
    await t.call(service.agentLogout, { agentToken });
  });

  it('with a colleague on duty: back to the front of the queue, told so, for the colleague to take', async () => {
    const first = await agentLogin('kefu01');
    const colleague = await agentLogin('kefu02');
    const creds = await servedBy(first);
    await presenceLapses('kefu01');
    const seen = await t.call(service.messages, { ...creds, afterId: 0 });
    expect(seen.data).toMatchObject({ status: 'queued', queuePosition: 0 });
    expect(texts(seen).at(-1)).toMatch(/^客服小李已离开.*正在为您转接其他人工客服/);
    const queue = await t.call(service.agentQueue, { agentToken: colleague });
    expect((queue.data.waiting as { signid: string }[]).map((c) => c.signid)).toContain(creds.signid);
    const taken = await t.call(service.agentAccept, { agentToken: colleague, signid: creds.signid });
    expect(taken.data.conversation).toMatchObject({ status: 'agent', agentName: '客服小王' });
    await t.call(service.agentClose, { agentToken: colleague, signid: creds.signid });
    await t.call(service.agentLogout, { agentToken: colleague });
    await t.call(service.agentLogout, { agentToken: first });
  });

  it('an agent signing out mid-chat hands the customer on at once', async () => {
    const agentToken = await agentLogin('kefu01');
    const creds = await servedBy(agentToken);
    await t.call(service.agentLogout, { agentToken });
    const seen = await t.call(service.messages, { ...creds, afterId: 0 });
    expect(seen.data.status).toBe('bot');
    expect(texts(seen).at(-1)).toMatch(/^客服小李已离开/);
  });

  it('a console whose stream closes stays present only a short grace, for a reload or a blink to come back', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const agentToken = await agentLogin('kefu01');
    await t.call(service.agentQueue, { agentToken });
    expect(await t.deps.store.ttl('cs:duty:kefu01')).toBeGreaterThan(30);
    const uuid = await t.newSession();
    const controller = new AbortController();
    const res = await fetch(`${origin}${service.agentStream.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        head: { uuid, requestId: newRequestId(), check: checkString({ agentToken }, uuid) },
        body: { agentToken },
      }),
      signal: controller.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    await vi.waitUntil(async () => (await t.deps.store.ttl('cs:duty:kefu01')) <= 20, { timeout: 5000 });
    expect(await t.deps.store.ttl('cs:duty:kefu01')).toBeGreaterThan(0);
    await t.call(service.agentLogout, { agentToken });
  });
  it('more customers than the console lists: counted in all, and every one handed back on signing out', async () => {
    const agentToken = await agentLogin('kefu01');
    const before = (await t.call(service.agentQueue, { agentToken })).data;
    const many = QUEUE_LIST_LIMIT + 2;
    // Each customer on a phone of their own: one session may open only so many conversations.
    const customers: { creds: Creds; uuid: string }[] = [];
    for (let i = 0; i < many; i += 1) {
      const uuid = await t.newSession(`10.9.0.${i + 1}`);
      const user = (await t.call(service.userSign, {}, { uuid })).data.user as Creds;
      const creds = { signid: user.signid, token: user.token };
      expect((await t.call(service.zx, creds, { uuid })).data.status).toBe('queued');
      customers.push({ creds, uuid });
    }
    const queued = (await t.call(service.agentQueue, { agentToken })).data;
    expect(queued.waiting).toHaveLength(QUEUE_LIST_LIMIT);
    expect(queued.waitingCount).toBe(Number(before.waitingCount) + many);
    for (const { creds } of customers)
      expect((await t.call(service.agentAccept, { agentToken, signid: creds.signid })).code).toBe(RESULT.OK);
    const serving = (await t.call(service.agentQueue, { agentToken })).data;
    expect(serving.mine).toHaveLength(QUEUE_LIST_LIMIT);
    expect(serving.mineCount).toBe(Number(before.mineCount) + many);
    // Once, the sign-out's hand-back read the console's 50-row list: the last two stayed with an agent who had
    // gone until their pages' next sync. Read from the table, as a sync would hand them back itself.
    await t.call(service.agentLogout, { agentToken });
    const repo = createServiceRepo(t.database.db);
    const statuses = await Promise.all(
      customers.map(async ({ creds }) => (await repo.conversation(creds.signid))?.status),
    );
    expect(statuses).toEqual(customers.map(() => 'bot'));
  }, 60_000);
});
