import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatMessage, SERVICE_WELCOME, service } from '../../../../shared/api/service';
import { RESULT } from '../../../../shared/result-codes';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { useAppStore } from '../../../store';
import { latestRead } from '../../../ui/latest-read';
import { toast } from '../../../ui/toast';
import { laterState } from './later-state';
import { openStream } from './stream';
import { uploadImage } from './upload';

export interface ConversationState {
  status: 'bot' | 'queued' | 'agent' | 'left' | 'closed';
  agentName?: string;
  rated: boolean;
  complimented: boolean;
  queuePosition?: number;
}

const SYNC_EVERY_MS = 20_000;

/** Adds messages by id, in id order, without duplicates (a stream event and an answer may bring the same one). */
export function merge(old: ChatMessage[], fresh: ChatMessage[]) {
  if (fresh.length === 0) return old;
  const byId = new Map(old.map((m) => [m.id, m]));
  for (const m of fresh) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The greeting a new conversation opens with, shown until userSign answers
 * with the conversation itself (which starts with the same greeting, timed and
 * with its suggested questions). The customer reads it at once rather than an
 * empty page for a round trip; it has no time yet (`at` empty). A resumed
 * conversation waits for its own messages instead.
 */
export const PENDING_GREETING: ChatMessage = { id: 0, sender: 'bot', kind: 'text', text: SERVICE_WELCOME, at: '' };

/** The server no longer knows the conversation (its signid and token): a new one takes its place. */
const isGone = (err: unknown) => err instanceof ApiError && err.code === RESULT.SIGNED_OUT;

const resumable = (user: { signid?: string; token?: string }) => Boolean(user.signid && user.token);

const stateOf = (a: ConversationState): ConversationState => ({
  status: a.status,
  agentName: a.agentName,
  rated: a.rated,
  complimented: a.complimented,
  queuePosition: a.queuePosition,
});

/**
 * One customer conversation: signs in (resuming the stored one after a reload),
 * keeps the messages in order, listens to the live stream, and offers the
 * actions of the chat page.
 */
export function useConversation(entryId: string) {
  const user = useAppStore((s) => s.serviceUser);
  const setUser = useAppStore((s) => s.setServiceUser);
  const [messages, setMessages] = useState<ChatMessage[]>(() => (resumable(user) ? [] : [PENDING_GREETING]));
  const [state, setState] = useState<ConversationState | null>(null);
  const [noAgent, setNoAgent] = useState(false);
  /** userSign failed (the client has shown why): the page offers to connect again. */
  const [signFailed, setSignFailed] = useState(false);
  const [restart, setRestart] = useState(0);
  const lastId = useRef(0);
  lastId.current = messages.at(-1)?.id ?? 0;
  const status = useRef<ConversationState['status'] | undefined>(undefined);
  status.current = state?.status;
  const creds = { signid: user.signid, token: user.token };

  /** A new conversation in place of this one (after 重新咨询, or when the server no longer knows it). */
  const begin = () => {
    setUser(null);
    setMessages([PENDING_GREETING]);
    setState(null);
    setNoAgent(false);
    setRestart((n) => n + 1);
  };
  /**
   * A new conversation when the server no longer knows this one; after a silent call (the client showed
   * nothing) the customer is told why.
   */
  const replaceIfGone = (err: unknown, silent?: boolean) => {
    if (!isGone(err)) return;
    if (silent) toast((err as ApiError).message);
    begin();
  };
  const replaceGone = useRef(replaceIfGone);
  replaceGone.current = replaceIfGone;
  /** Rethrows a failed call, first replacing the conversation if the server no longer knows it. */
  const unlessGone = (err: unknown, silent?: boolean): never => {
    replaceIfGone(err, silent);
    throw err;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: sign in once per start (or restart); the stored user is read, not watched
  useEffect(() => {
    const stored = useAppStore.getState().serviceUser;
    const resume = resumable(stored) ? { resume: { signid: stored.signid, token: stored.token } } : {};
    setSignFailed(false);
    // Only the latest start may sign in: 重新咨询 tapped while an earlier one was on its way.
    return latestRead((signal) => {
      api(service.userSign, { entryId, ...resume }, { signal })
        .then((a) => {
          if (signal.aborted) return;
          setUser(a.user);
          setMessages(a.messages);
          setState(stateOf(a));
        })
        .catch(() => !signal.aborted && setSignFailed(true));
    });
  }, [restart]);

  const sync = useCallback(() => {
    const { signid, token } = useAppStore.getState().serviceUser;
    if (!signid) return;
    api(service.messages, { signid, token, afterId: lastId.current })
      .then((a) => {
        // An answer about a conversation since left (重新咨询): its messages and its ended state
        // would land on the new one.
        if (useAppStore.getState().serviceUser.signid !== signid) return;
        setMessages((m) => merge(m, a.messages));
        // Waiting for or served by staff, back with the assistant: the last agent left (service.messages,
        // hand-back.ts), so offer a message.
        if ((status.current === 'queued' || status.current === 'agent') && a.status === 'bot') setNoAgent(true);
        setState((known) => laterState(known, stateOf(a)));
      })
      .catch((err) => {
        if (useAppStore.getState().serviceUser.signid === signid) replaceGone.current(err, service.messages.silent);
      });
  }, []);

  const live = state !== null && state.status !== 'closed' && state.status !== 'left';
  useEffect(() => {
    if (!live || !user.signid) return;
    const stop = openStream(service.stream, { signid: user.signid, token: user.token }, sync);
    const timer = window.setInterval(sync, SYNC_EVERY_MS);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [live, user.signid, user.token, sync]);

  const apply = (a: { messages: ChatMessage[] } & ConversationState) => {
    setMessages((m) => merge(m, a.messages));
    setState(stateOf(a));
  };
  /** Whether the conversation a call was about is still the one on screen (重新咨询 may have started another). */
  const stillCurrent = (signid: string | undefined) => useAppStore.getState().serviceUser.signid === signid;
  /**
   * A call about this conversation: its answer, or undefined when 重新咨询 started a new one meanwhile (the
   * answer, and a refusal, are about a conversation no longer shown, as `sync` drops them).
   */
  const about = async <T>(call: Promise<T>, silent?: boolean): Promise<T | undefined> => {
    const signid = creds.signid;
    try {
      const a = await call;
      return stillCurrent(signid) ? a : undefined;
    } catch (err) {
      if (!stillCurrent(signid)) return undefined;
      return unlessGone(err, silent);
    }
  };

  return {
    user,
    messages,
    state,
    // A message left (or the chat ended, as a resent 留言 or a sync may say): no form to leave one.
    noAgent: noAgent && state?.status !== 'left' && state?.status !== 'closed',
    signFailed,
    async ask(content: string, questionId?: number) {
      const a = await about(api(service.question, { ...creds, content, ...(questionId ? { questionId } : {}) }));
      if (!a) return;
      apply(a);
      // Typing 转人工 is the button's request: with nobody on duty, the same offer to leave a message.
      if (a.agentsOnDuty !== undefined) setNoAgent(a.agentsOnDuty === 0 && a.status === 'bot');
    },
    async transfer() {
      const a = await about(api(service.zx, creds));
      if (!a) return;
      apply(a);
      setNoAgent(a.agentsOnDuty === 0 && a.status === 'bot');
    },
    async leaveMessage(mobile: string, content: string) {
      const a = await about(api(service.zx, { ...creds, leaveMessage: { mobile, content } }));
      if (!a) return;
      apply(a);
      setNoAgent(false);
    },
    async rate(score: number, comment: string) {
      const a = await about(api(service.userEval, { ...creds, score, comment }));
      if (!a) return;
      setState(stateOf(a));
      sync();
    },
    async compliment(content: string) {
      const a = await about(api(service.setCompliment, { ...creds, content }), service.setCompliment.silent);
      if (a) setState(stateOf(a));
    },
    async sendImage(file: File) {
      const message = await about(uploadImage(creds, file));
      if (message) setMessages((m) => merge(m, [message]));
    },
    dismissNoAgent: () => setNoAgent(false),
    /** Signs in again after a failed first call, resuming the stored conversation if there is one. */
    connectAgain: () => setRestart((n) => n + 1),
    /** A new conversation after this one ended. */
    startOver: begin,
  };
}
export type Conversation = ReturnType<typeof useConversation>;
