import { HOTLINE } from '../../../shared/constants';
import type { Duty } from './duty';
import type { ConversationRow, ServiceRepo } from './repo';
import { SERVICE_HOURS } from './texts';

/**
 * A customer whose agent went away mid-chat (signed out, or the console closed
 * and its presence ran out) is not left writing to nobody: told so in the
 * chat, and put back at the front of the queue when a colleague is on duty,
 * else back with the assistant and offered a message (the page shows the
 * message form, as when nobody answers 转人工). The write is guarded on the
 * agent still serving, so a close or another hand-back meanwhile wins cleanly.
 */
export function createHandBack(deps: { repo: ServiceRepo; duty: Duty; announce: (signid: string) => Promise<void> }) {
  const { repo, duty, announce } = deps;

  async function handBack(conv: ConversationRow) {
    if (conv.status !== 'agent' || !conv.agentAccount) return;
    const who = conv.agentName ?? '人工客服';
    const colleagues = await duty.count();
    const [text, change] =
      colleagues > 0
        ? ([
            `${who}已离开，正在为您转接其他人工客服，请稍候…`,
            // The queue is in waiting order: they keep their first place, ahead of those who came later.
            { status: 'queued', queuedAt: conv.queuedAt ?? new Date() },
          ] as const)
        : ([
            `${who}已离开，当前暂无其他人工客服在线（${SERVICE_HOURS}）。您可以留言并留下手机号，我们会尽快回电；紧急事项请拨打${HOTLINE}。`,
            { status: 'bot', queuedAt: null },
          ] as const);
    const written = await repo.write(conv.id, [{ sender: 'system', kind: 'text', text }], change, {
      status: ['agent'],
      agentAccount: conv.agentAccount,
    });
    if (written) await announce(conv.signid);
  }

  return {
    /** On every sync of the customer's page: their agent's presence ran out. */
    async ifAgentAway(conv: ConversationRow) {
      if (conv.status === 'agent' && conv.agentAccount && !(await duty.isOn(conv.agentAccount))) await handBack(conv);
    },
    /** The agent signed out: every customer they were serving, at once. */
    async everyOf(account: string) {
      for (const conv of await repo.byStatus('agent', account)) await handBack(conv);
    },
  };
}
export type HandBack = ReturnType<typeof createHandBack>;
