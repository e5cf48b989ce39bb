import type { ConversationState } from './use-conversation';

/**
 * The state a sync read brings, kept no earlier than what the page already knows: a rating and a
 * compliment are never taken back, but a sync read before the compliment was stored can answer
 * after it (seen in CI on a loaded machine: 您的表扬已送达 shown, then replaced by the prompt again).
 */
export function laterState(known: ConversationState | null, read: ConversationState): ConversationState {
  if (!known) return read;
  return { ...read, rated: read.rated || known.rated, complimented: read.complimented || known.complimented };
}
