import { randomBytes } from 'node:crypto';
import { QUEUE_LIST_LIMIT } from '../../../shared/api/service-agent';
import { Refused, SignedOut, WrongCode } from '../../platform/errors';
import type { Limiter } from '../../platform/limits';
import type { Store } from '../../platform/store';
import { type AgentAccount, passwordMatches } from './agents';
import { announcer, type Bus, type BusLog, EVERY_CONVERSATION } from './bus';
import type { Duty } from './duty';
import { createHandBack } from './hand-back';
import { summaryOf, toChatMessage } from './present';
import type { ConversationRow, ServiceRepo } from './repo';
import { ABANDONED } from './texts';

const TOKEN_TTL_SECONDS = 8 * 60 * 60;
/** Messages left per page of the console's 留言 tab. */
const LEFT_PAGE = 20;
/** Five wrong passwords lock the account for 15 minutes, whoever tries. */
const loginLimit = {
  name: 'cs-agent-login',
  max: 5,
  windowSeconds: 15 * 60,
  message: '密码错误次数过多，请15分钟后再试',
};

/** A staff token that is unknown or expired: the console shows its login again. */
export class AgentSignedOut extends SignedOut {
  constructor() {
    super('登录已失效，请重新登录');
  }
}

export function createAgentService(deps: {
  repo: ServiceRepo;
  store: Store;
  limiter: Limiter;
  bus: Bus;
  duty: Duty;
  agents: AgentAccount[];
  log: BusLog;
}) {
  const { repo, store, limiter, duty, agents } = deps;
  const announce = announcer(deps.bus, deps.log);
  const handBack = createHandBack({ repo, duty, announce });
  const tokenKey = (token: string) => `cs:agent-token:${token}`;

  async function me(agentToken: string): Promise<AgentAccount> {
    const account = await store.get(tokenKey(agentToken));
    const agent = agents.find((a) => a.account === account);
    if (!agent) throw new AgentSignedOut();
    await store.touch(tokenKey(agentToken), TOKEN_TTL_SECONDS);
    return agent;
  }

  const summaries = (rows: ConversationRow[]) => Promise.all(rows.map((r) => summaryOf(repo, r)));

  /** One page of the 留言 list; one row more is read to know whether older ones remain. */
  async function leftPage(before?: string) {
    const rows = await repo.leftMessages(LEFT_PAGE + 1, before);
    return {
      left: await summaries(rows.slice(0, LEFT_PAGE)),
      more: rows.length > LEFT_PAGE,
      waiting: await repo.leftWaiting(),
    };
  }

  async function mine(agent: AgentAccount, signid: string) {
    const conv = await repo.conversation(signid);
    if (conv?.status !== 'agent' || conv.agentAccount !== agent.account) throw new Refused('该会话不在您的接待列表中');
    return conv;
  }

  return {
    me,

    async login(account: string, password: string) {
      await limiter.hit(loginLimit, account.toLowerCase());
      const agent = agents.find((a) => a.account === account);
      // The same answer and the same work for an unknown account and a wrong password.
      const ok = agent ? passwordMatches(agent, password) : passwordMatches(agents[0] ?? dummy, password) && false;
      if (!agent || !ok) throw new WrongCode('工号或密码错误');
      await limiter.reset(loginLimit, account.toLowerCase());
      const agentToken = randomBytes(24).toString('hex');
      await store.set(tokenKey(agentToken), agent.account, TOKEN_TTL_SECONDS);
      await duty.mark(agent.account);
      return { agentToken, account: agent.account, name: agent.name };
    },

    async logout(agentToken: string) {
      const agent = await me(agentToken);
      await store.del(tokenKey(agentToken));
      await duty.clear(agent.account);
      // Customers this agent was serving are told and handed on now, not left writing to nobody.
      await handBack.everyOf(agent.account);
      // The last one gone: every page looks again, so waiting customers are offered a message at once (service.ts).
      if ((await duty.count()) === 0) await announce(EVERY_CONVERSATION);
      return {};
    },

    /** The console polls this (and keeps its stream open); either keeps the agent on duty. */
    async queue(agentToken: string) {
      const agent = await me(agentToken);
      await duty.mark(agent.account);
      // Customers who closed the page while waiting leave the queue here: every open console reads it
      // every 15 s, so nobody waits for a sweep of its own. Closed, and said so, in case they come back.
      for (const signid of await repo.closeAbandoned(ABANDONED)) await announce(signid);
      const left = await leftPage();
      return {
        waiting: await summaries(await repo.waiting(QUEUE_LIST_LIMIT)),
        waitingCount: await repo.countWaiting(),
        mine: await summaries(await repo.byStatus('agent', agent.account, QUEUE_LIST_LIMIT)),
        mineCount: await repo.countByStatus('agent', agent.account),
        left: left.left,
        leftMore: left.more,
        leftWaiting: left.waiting,
      };
    },

    /** Older messages left, after the last one the console shows (`before`). */
    async left(agentToken: string, before: string) {
      await me(agentToken);
      const page = await leftPage(before);
      return { left: page.left, more: page.more, leftWaiting: page.waiting };
    },

    /**
     * 已回电: the agent called the customer back. The first mark stays (a
     * double tap, or a colleague marking the same message, changes nothing),
     * so the list says who called and when.
     */
    async calledBack(agentToken: string, signid: string) {
      const agent = await me(agentToken);
      const conv = await repo.conversation(signid);
      if (conv?.status !== 'left') throw new Refused('只有客户留言可以标记为已回电');
      const marked = await repo.write(
        conv.id,
        [],
        { calledBackAt: new Date(), calledBackBy: agent.name },
        { status: ['left'], notCalledBack: true },
      );
      // Other consoles read the list afresh and show the mark.
      if (marked) await announce(signid);
      const fresh = (await repo.conversation(signid)) ?? conv;
      return { conversation: await summaryOf(repo, fresh) };
    },

    async accept(agentToken: string, signid: string) {
      const agent = await me(agentToken);
      const conv = await repo.conversation(signid);
      const written =
        conv &&
        (await repo.write(
          conv.id,
          [
            {
              sender: 'system',
              kind: 'text',
              text: `${agent.name}为您服务，请问有什么可以帮您？`,
              agentName: agent.name,
            },
          ],
          { status: 'agent', agentAccount: agent.account, agentName: agent.name },
          // A customer whose page has gone (still listed on a console read before it left) is not taken.
          { status: ['queued'], seenLately: true },
        ));
      if (!conv || !written) throw new Refused('该会话已被其他客服接入或已结束');
      await announce(signid);
      const fresh = (await repo.conversation(signid)) ?? conv;
      return { conversation: await summaryOf(repo, fresh) };
    },

    async messages(agentToken: string, signid: string, afterId: number) {
      const agent = await me(agentToken);
      const conv = await repo.conversation(signid);
      // Staff read waiting, own and left conversations; not another agent's live one.
      if (!conv || (conv.status === 'agent' && conv.agentAccount !== agent.account))
        throw new Refused('该会话不在您的接待列表中');
      return {
        messages: (await repo.messagesAfter(conv.id, afterId)).map(toChatMessage),
        conversation: await summaryOf(repo, conv),
      };
    },

    async reply(agentToken: string, signid: string, content: string) {
      const agent = await me(agentToken);
      const conv = await mine(agent, signid);
      const rows = await repo.write(
        conv.id,
        [{ sender: 'agent', kind: 'text', text: content, agentName: agent.name }],
        undefined,
        { status: ['agent'] },
      );
      if (!rows?.length) throw new Refused('会话已结束');
      await announce(signid);
      return { message: toChatMessage(rows[0]) };
    },

    async close(agentToken: string, signid: string) {
      const agent = await me(agentToken);
      const conv = await mine(agent, signid);
      await repo.write(
        conv.id,
        [{ sender: 'system', kind: 'text', text: '客服已结束本次会话，欢迎对本次服务进行评价。' }],
        { status: 'closed' },
        { status: ['agent'] },
      );
      await announce(signid);
      const fresh = (await repo.conversation(signid)) ?? conv;
      return { conversation: await summaryOf(repo, fresh) };
    },
  };
}
export type AgentService = ReturnType<typeof createAgentService>;

const dummy: AgentAccount = { account: '-', name: '-', salt: '00'.repeat(16), hash: '00'.repeat(32) };
