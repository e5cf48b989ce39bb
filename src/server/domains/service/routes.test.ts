import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChatMessage, service } from '../../../shared/api/service';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { agentLogin as agentLoginAs, signIn as signInAs } from './test-helpers';

// Only the platform and this domain: the test stays about this domain, fast, and
// independent of other domains' demo data.
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

const signIn = (uuid?: string) => signInAs(t, uuid);
const agentLogin = (account?: string) => agentLoginAs(t, account);

describe('knowledge base and categories', () => {
  it('offers categories with suggested questions from at least 150 entries', async () => {
    const res = await t.call(service.questionTypeList, {});
    const types = res.data.types as { name: string; questions: unknown[] }[];
    expect(types.map((x) => x.name)).toContain('理赔服务');
    expect(types.every((x) => x.questions.length > 0)).toBe(true);
    const init = await t.call(service.customerInitAndConsultation, {});
    expect(init.data).toMatchObject({ hotline: '95518', agentsOnDuty: 0 });
  });
});

describe('a conversation with the assistant', () => {
  it('signs in anonymously with the service user info and a welcome', async () => {
    const { res } = await signIn();
    expect(res.data.user).toMatchObject({ source: 'wap', subsource: 'picc-wap', agentid: '' });
    expect(res.data.status).toBe('bot');
    expect(texts(res)[0]).toMatch(/小保/);
  });

  it.each([
    ['怎么报案', /报案/],
    ['电子保单在哪下载', /电子保单/],
    ['发票抬头写错了', /红冲/],
    ['我的车被偷了', /盗抢/],
    ['退保要带什么材料', /退保/],
  ])('answers "%s" from the knowledge base', async (q, expected) => {
    const { creds } = await signIn();
    const res = await t.call(service.question, { ...creds, content: q });
    const [mine, answer] = res.data.messages as ChatMessage[];
    expect(mine).toMatchObject({ sender: 'customer', text: q });
    expect(answer.sender).toBe('bot');
    expect(answer.text).toMatch(expected);
  });

  it('says when it does not understand, and keeps markup as text', async () => {
    const { creds } = await signIn();
    const res = await t.call(service.question, { ...creds, content: '<img src=x onerror=alert(1)>今天天气' });
    expect(texts(res)[0]).toBe('<img src=x onerror=alert(1)>今天天气');
    expect(texts(res)[1]).toMatch(/没有理解.*95518/);
  });

  it('survives a reload: the same signid and token bring the history back', async () => {
    const uuid = await t.newSession();
    const { creds } = await signIn(uuid);
    await t.call(service.question, { ...creds, content: '怎么报案' }, { uuid });
    const again = await t.call(service.userSign, { resume: creds }, { uuid });
    expect((again.data.user as Creds).signid).toBe(creds.signid);
    expect(texts(again)).toContain('怎么报案');
    const forged = await t.call(service.userSign, { resume: { ...creds, token: 'a'.repeat(48) } }, { uuid });
    expect((forged.data.user as Creds).signid).not.toBe(creds.signid);
    expect(await t.call(service.messages, { ...creds, token: 'b'.repeat(48) })).toMatchObject({
      code: RESULT.SIGNED_OUT,
      message: '本次咨询已失效，已为您重新接入在线客服',
    });
  });

  it('refuses empty and over-long questions', async () => {
    const { creds } = await signIn();
    expect((await t.call(service.question, { ...creds, content: '  ' })).code).toBe(RESULT.INVALID_INPUT);
    expect((await t.call(service.question, { ...creds, content: '长'.repeat(301) })).code).toBe(RESULT.INVALID_INPUT);
  });

  it('refuses a question id past the 32-bit id column in words, and looks up the largest one', async () => {
    const { creds } = await signIn();
    const tooLarge = await t.call(service.question, { ...creds, content: '怎么报案', questionId: 2147483648 });
    expect(tooLarge.code).toBe(RESULT.INVALID_INPUT);
    expect(tooLarge.message).toBe('问题编号不正确');
    const largest = await t.call(service.question, { ...creds, content: '怎么报案', questionId: 2147483647 });
    expect(largest.code).toBe(RESULT.OK);
  });

  it('refuses a message id below 0 or with a fraction in words, not in zod’s terms', async () => {
    const { creds } = await signIn();
    // The request is read before any token is looked at, so the staff call needs no login here.
    const staff = { agentToken: '0'.repeat(48), signid: creds.signid };
    for (const afterId of [-1, 1.5, '3'])
      for (const [endpoint, body] of [
        [service.messages, creds],
        [service.agentMessages, staff],
      ] as const)
        expect(await t.call(endpoint, { ...body, afterId } as never)).toMatchObject({
          code: RESULT.INVALID_INPUT,
          message: '消息编号不正确',
        });
  });
});

describe('nobody on duty', () => {
  it('offers a message and the hotline, then stores the message for a call-back', async () => {
    const { creds } = await signIn();
    const res = await t.call(service.zx, creds);
    expect(res.data).toMatchObject({ agentsOnDuty: 0, status: 'bot', hotline: '95518' });
    expect(texts(res)[0]).toMatch(/暂无人工客服在线.*95518/);
    const left = await t.call(service.zx, { ...creds, leaveMessage: { mobile: '13812345678', content: '请回电' } });
    expect(left.data.status).toBe('left');
    expect(texts(left).join()).toContain('138****5678');
    expect((await t.call(service.question, { ...creds, content: '还在吗' })).code).toBe(RESULT.REFUSED);
    const bad = await t.call(service.zx, { ...creds, leaveMessage: { mobile: '123', content: 'x' } });
    expect(bad.code).toBe(RESULT.INVALID_INPUT);
  });

  it('says so when 转人工 is typed, as when the button is tapped, so the page can offer the message', async () => {
    const { creds } = await signIn();
    const typed = await t.call(service.question, { ...creds, content: '转人工' });
    expect(typed.data).toMatchObject({ agentsOnDuty: 0, status: 'bot' });
    expect(texts(typed).join()).toMatch(/暂无人工客服在线/);
    // An ordinary question is not a request for staff: nothing about who is on duty.
    const asked = await t.call(service.question, { ...creds, content: '怎么报案' });
    expect(asked.data.agentsOnDuty).toBeUndefined();
  });
});

describe('hand-over to staff', () => {
  it('goes from question to answer to an agent and to a rating', async () => {
    const agentToken = await agentLogin();
    await t.call(service.agentQueue, { agentToken });
    const { creds } = await signIn();
    await t.call(service.question, { ...creds, content: '怎么报案' });
    const queued = await t.call(service.question, { ...creds, content: '转人工' });
    expect(queued.data).toMatchObject({ status: 'queued', queuePosition: 0 });

    const queue = await t.call(service.agentQueue, { agentToken });
    expect((queue.data.waiting as { signid: string }[]).map((c) => c.signid)).toContain(creds.signid);
    const accepted = await t.call(service.agentAccept, { agentToken, signid: creds.signid });
    expect(accepted.data.conversation).toMatchObject({ status: 'agent', agentName: '客服小李' });
    const other = await agentLogin('kefu02');
    expect((await t.call(service.agentAccept, { agentToken: other, signid: creds.signid })).code).toBe(RESULT.REFUSED);
    expect((await t.call(service.agentReply, { agentToken: other, signid: creds.signid, content: 'x' })).code).toBe(
      RESULT.REFUSED,
    );

    const asked = await t.call(service.question, { ...creds, content: '我的车在高速上撞了护栏' });
    expect(texts(asked)).toEqual(['我的车在高速上撞了护栏']);
    const thread = await t.call(service.agentMessages, { agentToken, signid: creds.signid, afterId: 0 });
    expect(texts(thread)).toEqual(expect.arrayContaining(['怎么报案', '我的车在高速上撞了护栏']));
    expect(thread.data.conversation).toMatchObject({ status: 'agent' });
    await t.call(service.agentReply, { agentToken, signid: creds.signid, content: '请先确保安全，我帮您报案。' });
    const seen = await t.call(service.messages, { ...creds, afterId: 0 });
    expect(texts(seen)).toContain('请先确保安全，我帮您报案。');
    expect(seen.data).toMatchObject({ status: 'agent', agentName: '客服小李' });

    await t.call(service.agentClose, { agentToken, signid: creds.signid });
    const rated = await t.call(service.userEval, { ...creds, score: 5, comment: '很耐心' });
    expect(rated.data).toMatchObject({ status: 'closed', rated: true });
    expect((await t.call(service.userEval, { ...creds, score: 1 })).code).toBe(RESULT.REFUSED);
    expect((await t.call(service.setCompliment, { ...creds, content: '小李服务很好' })).data.complimented).toBe(true);
    expect((await t.call(service.setCompliment, { ...creds, content: '再夸一次' })).code).toBe(RESULT.REFUSED);
    await t.call(service.agentLogout, { agentToken });
    await t.call(service.agentLogout, { agentToken: other });
  });

  it('refuses a compliment when no agent served', async () => {
    const { creds } = await signIn();
    expect((await t.call(service.setCompliment, { ...creds, content: '好' })).code).toBe(RESULT.REFUSED);
  });

  it('locks an account after five wrong passwords and hides which part was wrong', async () => {
    const wrong = await t.call(service.agentLogin, { account: 'nobody', password: 'x' });
    expect(wrong).toMatchObject({ code: RESULT.WRONG_CODE, message: '工号或密码错误' });
    for (let i = 0; i < 5; i++) await t.call(service.agentLogin, { account: 'kefu02', password: 'wrong' });
    const locked = await t.call(service.agentLogin, { account: 'kefu02', password: 'Kefu@2026' });
    expect(locked.code).toBe(RESULT.TOO_MANY);
    expect(await t.call(service.agentQueue, { agentToken: 'c'.repeat(48) })).toMatchObject({
      code: RESULT.SIGNED_OUT,
      message: '登录已失效，请重新登录',
    });
  });
});

describe('nobody left on duty', () => {
  it('tells a waiting customer so when the last agent signs out, and takes their message', async () => {
    const agentToken = await agentLogin();
    await t.call(service.agentQueue, { agentToken });
    const { creds } = await signIn();
    expect((await t.call(service.zx, creds)).data.status).toBe('queued');
    await t.call(service.agentLogout, { agentToken });
    const seen = await t.call(service.messages, { ...creds, afterId: 0 });
    expect(seen.data.status).toBe('bot');
    expect(texts(seen).at(-1)).toMatch(/暂无人工客服在线.*95518/);
    const left = await t.call(service.zx, {
      ...creds,
      leaveMessage: { mobile: '13812345678', content: '等了很久，请回电' },
    });
    expect(left.data.status).toBe('left');
  });
});

describe('messages left for a call-back', () => {
  type Left = { signid: string; calledBackAt?: string; calledBackBy?: string };
  it("pages through every message left, newest first, and keeps an agent's 已回电 mark", async () => {
    const mine: string[] = [];
    for (let i = 0; i < 23; i++) {
      const { creds } = await signIn(await t.newSession());
      const left = await t.call(service.zx, { ...creds, leaveMessage: { mobile: '13812345678', content: `留言${i}` } });
      expect(left.data.status).toBe('left');
      mine.unshift(creds.signid);
    }
    const agentToken = await agentLogin();
    const first = await t.call(service.agentQueue, { agentToken });
    const firstPage = first.data.left as Left[];
    expect(firstPage).toHaveLength(20);
    expect(first.data.leftMore).toBe(true);
    expect(firstPage.map((l) => l.signid)).toEqual(mine.slice(0, 20));

    const seen = firstPage.map((l) => l.signid);
    let before = seen.at(-1) ?? '';
    for (let more = true; more; ) {
      const page = await t.call(service.agentLeft, { agentToken, before });
      expect(page.code).toBe(RESULT.OK);
      const rows = page.data.left as Left[];
      seen.push(...rows.map((l) => l.signid));
      more = page.data.more as boolean;
      before = rows.at(-1)?.signid ?? '';
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 23)).toEqual(mine);

    const oldest = mine[22];
    const marked = await t.call(service.agentCalledBack, { agentToken, signid: oldest });
    expect(marked.code).toBe(RESULT.OK);
    expect(marked.data.conversation).toMatchObject({ signid: oldest, status: 'left', calledBackBy: '客服小李' });
    // A second tap keeps the first mark and its time.
    const again = await t.call(service.agentCalledBack, { agentToken, signid: oldest });
    expect(again.code).toBe(RESULT.OK);
    expect(again.data.conversation).toMatchObject({ calledBackBy: '客服小李' });
    const reread = await t.call(service.agentLeft, { agentToken, before: mine[21] });
    expect((reread.data.left as Left[])[0]).toMatchObject({ signid: oldest, calledBackBy: '客服小李' });
    expect((reread.data.left as Left[])[0].calledBackAt).toMatch(/^\d{4}-/);
    // Only a left message is called back; an unknown cursor is refused in words.
    const { creds } = await signIn();
    expect((await t.call(service.agentCalledBack, { agentToken, signid: creds.signid })).code).toBe(RESULT.REFUSED);
    expect((await t.call(service.agentLeft, { agentToken, before: creds.signid })).code).toBe(RESULT.OK);
    await t.call(service.agentLogout, { agentToken });
  });

  it('counts every message still waiting for a call-back, not the 20 a page holds', async () => {
    const agentToken = await agentLogin();
    const waitingBefore = (await t.call(service.agentQueue, { agentToken })).data.leftWaiting as number;
    const signids: string[] = [];
    for (let i = 0; i < 21; i++) {
      const { creds } = await signIn(await t.newSession());
      await t.call(service.zx, { ...creds, leaveMessage: { mobile: '13812345678', content: `待回电${i}` } });
      signids.push(creds.signid);
    }
    const queue = await t.call(service.agentQueue, { agentToken });
    expect(queue.data.left).toHaveLength(20);
    expect(queue.data.leftWaiting).toBe(waitingBefore + 21);
    // A message called back no longer waits; the next page says the same total.
    await t.call(service.agentCalledBack, { agentToken, signid: signids[0] });
    expect((await t.call(service.agentQueue, { agentToken })).data.leftWaiting).toBe(waitingBefore + 20);
    const older = await t.call(service.agentLeft, { agentToken, before: signids[1] });
    expect(older.data.leftWaiting).toBe(waitingBefore + 20);
    await t.call(service.agentLogout, { agentToken });
  });
});
