import type { ChatMessage } from '../../../shared/api/service-shapes';
import type { ConversationRow, MessageRow, ServiceRepo } from './repo';

/** A stored message as the chat shows it. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    sender: row.sender,
    kind: row.kind,
    text: row.text,
    at: row.createdAt.toISOString(),
    ...(row.fileId ? { fileId: row.fileId } : {}),
    ...(row.suggestions?.length ? { suggestions: row.suggestions } : {}),
    ...(row.agentName ? { agentName: row.agentName } : {}),
  };
}

/** The conversation's state as both sides read it. */
export async function stateOf(repo: ServiceRepo, conv: ConversationRow) {
  return {
    status: conv.status,
    ...(conv.agentName ? { agentName: conv.agentName } : {}),
    rated: conv.score !== null,
    complimented: conv.compliment !== null,
    ...(conv.status === 'queued' && conv.queuedAt ? { queuePosition: await repo.queuedBefore(conv.queuedAt) } : {}),
  };
}

/** One line per conversation for the agent console. */
export async function summaryOf(repo: ServiceRepo, conv: ConversationRow) {
  return {
    signid: conv.signid,
    username: conv.username,
    status: conv.status,
    ...(conv.agentName ? { agentName: conv.agentName } : {}),
    startedAt: conv.createdAt.toISOString(),
    lastText: await repo.lastText(conv.id),
    ...(conv.leftMobile ? { leftMobile: conv.leftMobile } : {}),
    ...(conv.calledBackAt ? { calledBackAt: conv.calledBackAt.toISOString() } : {}),
    ...(conv.calledBackBy ? { calledBackBy: conv.calledBackBy } : {}),
  };
}
