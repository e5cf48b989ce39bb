import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChatMessage, service } from '../../../shared/api/service';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { agentLogin, signIn } from './test-helpers';

// Only the platform and this domain, as in routes.test.ts; a file of its own, for its own duty roster.
vi.mock('../index', async () => ({
  domains: (await import('../../testing/domains-with-platform')).withPlatformDomain(
    (await import('./module')).serviceModule,
  ),
}));

let t: TestApp;
let agentToken: string;
beforeAll(async () => {
  t = await startTestApp();
  agentToken = await agentLogin(t);
}, 60_000);
afterAll(() => t?.close());

type Creds = { signid: string; token: string };
const texts = (res: { data: Record<string, unknown> }) => (res.data.messages as ChatMessage[]).map((m) => m.text);

/** A customer waiting for staff. */
async function queued(): Promise<Creds> {
  const { creds } = await signIn(t);
  expect((await t.call(service.zx, creds)).data.status).toBe('queued');
  return creds;
}

/** The customer's page last checked in this many seconds ago (it was closed then), by the database's clock. */
const lastSeen = (creds: Creds, secondsAgo: number) =>
  t.deps.db.execute(
    sql`update cs_conversation set last_seen_at = now() - make_interval(secs => ${secondsAgo}::int) where signid = ${creds.signid}`,
  );

async function waitingSignids() {
  const q = await t.call(service.agentQueue, { agentToken });
  expect(q.code).toBe(RESULT.OK);
  return {
    signids: (q.data.waiting as { signid: string }[]).map((w) => w.signid),
    count: q.data.waitingCount as number,
  };
}

describe('a customer who closes the page while waiting for staff', () => {
  it('leaves the staff queue after about three minutes unseen, and is told the chat ended on return', async () => {
    const gone = await queued();
    const here = await queued();
    const before = await waitingSignids();
    expect(before.signids).toEqual(expect.arrayContaining([gone.signid, here.signid]));

    await lastSeen(gone, 4 * 60);
    const after = await waitingSignids();
    expect(after.signids).not.toContain(gone.signid);
    expect(after.signids).toContain(here.signid);
    expect(after.count).toBe(before.count - 1);
    // The agent's console listed it a moment ago: taking it now is refused, not a chat with nobody.
    const take = await t.call(service.agentAccept, { agentToken, signid: gone.signid });
    expect(take).toMatchObject({ code: RESULT.REFUSED, message: '该会话已被其他客服接入或已结束' });

    // Back after the cut-off: the conversation ended, said so, and nothing more can be written to it.
    const back = await t.call(service.messages, { ...gone, afterId: 0 });
    expect(back.data.status).toBe('closed');
    expect(texts(back).at(-1)).toMatch(/本次排队已结束.*重新咨询/);
    expect(texts(back).filter((x) => x.includes('本次排队已结束'))).toHaveLength(1);
    const late = await t.call(service.question, { ...gone, content: '还在吗' });
    expect(late.code).toBe(RESULT.REFUSED);
    // …and starts again: a new conversation, with the assistant.
    const { res: again } = await signIn(t);
    expect(again.data.status).toBe('bot');
    await t.call(service.userEval, { ...here, score: 5, comment: '' });
  });

  it('is closed on return even when no console read the queue meanwhile', async () => {
    const gone = await queued();
    await lastSeen(gone, 5 * 60);
    const resumed = await t.call(service.userSign, { resume: gone });
    expect(resumed.data.status).toBe('closed');
    expect(texts(resumed).at(-1)).toMatch(/本次排队已结束/);
  });

  it('keeps its place while the page checks in, however long the wait', async () => {
    const waiting = await queued();
    await lastSeen(waiting, 150);
    // The page's 20 s check-in: seen again, so the cut-off starts over.
    const sync = await t.call(service.messages, { ...waiting, afterId: 0 });
    expect(sync.data.status).toBe('queued');
    await t.deps.db.execute(
      sql`update cs_conversation set last_seen_at = last_seen_at - interval '150 seconds' where signid = ${waiting.signid}`,
    );
    // 150 s after that check-in (300 s after the first): still waiting, still listed.
    expect((await waitingSignids()).signids).toContain(waiting.signid);
    expect((await t.call(service.messages, { ...waiting, afterId: 0 })).data.status).toBe('queued');
    await t.call(service.userEval, { ...waiting, score: 5, comment: '' });
  });

  it('a message sent while waiting counts as a check-in', async () => {
    const waiting = await queued();
    await lastSeen(waiting, 170);
    expect((await t.call(service.question, { ...waiting, content: '请问还要等多久' })).code).toBe(RESULT.OK);
    await t.deps.db.execute(
      sql`update cs_conversation set last_seen_at = last_seen_at - interval '60 seconds' where signid = ${waiting.signid}`,
    );
    expect((await waitingSignids()).signids).toContain(waiting.signid);
    await t.call(service.userEval, { ...waiting, score: 5, comment: '' });
  });

  it('no longer counts in the queue positions of those behind it', async () => {
    const gone = await queued();
    const behind = await queued();
    const first = await t.call(service.messages, { ...behind, afterId: 0 });
    const position = first.data.queuePosition as number;
    expect(position).toBeGreaterThan(0);
    await lastSeen(gone, 4 * 60);
    const later = await t.call(service.messages, { ...behind, afterId: 0 });
    expect(later.data.queuePosition).toBe(position - 1);
    await t.call(service.userEval, { ...behind, score: 5, comment: '' });
  });
});
