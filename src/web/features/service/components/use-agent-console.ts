import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import type { ChatMessage } from '../../../../shared/api/service';
import { service } from '../../../../shared/api/service';
import { RESULT } from '../../../../shared/result-codes';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { useAppStore } from '../../../store';
import { openStream } from './stream';
import { merge } from './use-conversation';

/** An event naming no one conversation (the bus listened again, the last agent left): read everything. */
const EVERY_CONVERSATION = '*';

type Queue = ResponseOf<typeof service.agentQueue>;
type Summary = Queue['waiting'][number];
/** The console polls the queue this often; it also keeps the agent marked on duty. */
const POLL_MS = 15_000;

/** The staff console's state: queue, the open conversation, live updates. */
export function useAgentConsole() {
  const agent = useAppStore((s) => s.serviceAgent);
  const setAgent = useAppStore((s) => s.setServiceAgent);
  const [queue, setQueue] = useState<Queue>({
    waiting: [],
    waitingCount: 0,
    mine: [],
    mineCount: 0,
    left: [],
    leftMore: false,
    leftWaiting: 0,
  });
  /** Older messages left, read with 加载更多留言; `more` is undefined until the first such page. */
  const [older, setOlder] = useState<{ left: Summary[]; more?: boolean }>({ left: [] });
  const [openId, setOpenId] = useState('');
  const [thread, setThread] = useState<{ summary: Summary; messages: ChatMessage[] } | null>(null);
  const openRef = useRef(openId);
  openRef.current = openId;
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const token = agent.agentToken;

  const signedOut = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === RESULT.SIGNED_OUT) setAgent(null);
    },
    [setAgent],
  );

  /** The lists (待接入, 我的会话, the first page of 留言); reading them also keeps the agent on duty. */
  const readQueue = useCallback(() => {
    if (!token) return;
    api(service.agentQueue, { agentToken: token }).then(setQueue).catch(signedOut);
  }, [token, signedOut]);

  /**
   * The open conversation's messages after the last one shown, and its line. When its status moved
   * (taken, handed back, ended), the lists it is in moved too: they are read as well.
   */
  const readThread = useCallback(() => {
    const signid = openRef.current;
    if (!token || !signid) return;
    const known = threadRef.current?.summary.signid === signid ? threadRef.current : null;
    api(service.agentMessages, { agentToken: token, signid, afterId: known?.messages.at(-1)?.id ?? 0 })
      .then((a) => {
        if (openRef.current !== signid) return;
        setThread((t) => ({
          summary: a.conversation,
          messages: t?.summary.signid === signid ? merge(t.messages, a.messages) : a.messages,
        }));
        if (known && known.summary.status !== a.conversation.status) readQueue();
        else replaceRef.current(a.conversation);
      })
      .catch(() => undefined);
  }, [token, readQueue]);

  /** Everything: after the stream (re)connects, on the poll, and for an event naming no one conversation. */
  const refresh = useCallback(() => {
    readQueue();
    readThread();
  }, [readQueue, readThread]);

  /**
   * What an event names, and only that (every chat event used to read every list and the whole open
   * conversation, in every console): the open conversation reads its new messages; any other one, the
   * lists it may have joined or left.
   */
  const onEvent = useCallback(
    (signid?: string) => {
      if (!signid || signid === EVERY_CONVERSATION) refresh();
      else if (signid === openRef.current) readThread();
      else readQueue();
    },
    [refresh, readThread, readQueue],
  );

  // Another agent (or none) at this console: older pages read before are not theirs to keep.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the token changes
  useEffect(() => setOlder({ left: [] }), [token]);

  useEffect(() => {
    if (!token) return;
    const stop = openStream(service.agentStream, { agentToken: token }, onEvent);
    const timer = window.setInterval(refresh, POLL_MS);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [token, refresh, onEvent]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a different conversation opened: read its thread afresh
  useEffect(() => {
    setThread(null);
    threadRef.current = null;
    readThread();
  }, [openId, readThread]);

  // The first page comes fresh with every poll; pages read later follow it, without repeats.
  const newest = new Set(queue.left.map((s) => s.signid));
  const left = [...queue.left, ...older.left.filter((s) => !newest.has(s.signid))];
  const leftMore = older.more ?? queue.leftMore;
  /** One conversation as the server now has it (its last message, a 已回电), in whichever list shows it. */
  const replace = (fresh: Summary) => {
    const swap = (list: Summary[]) => list.map((s) => (s.signid === fresh.signid ? fresh : s));
    setQueue((q) => ({ ...q, waiting: swap(q.waiting), mine: swap(q.mine), left: swap(q.left) }));
    setOlder((o) => ({ ...o, left: swap(o.left) }));
  };
  const replaceRef = useRef(replace);
  replaceRef.current = replace;

  return {
    agent,
    queue: { ...queue, left },
    leftMore,
    /** Messages left and not yet called back, on every page (the server's count, not the list's length). */
    leftWaiting: queue.leftWaiting,
    openId,
    thread,
    open: setOpenId,
    async login(account: string, password: string) {
      const a = await api(service.agentLogin, { account, password });
      setAgent({ agentToken: a.agentToken, account: a.account, name: a.name });
    },
    async logout() {
      await api(service.agentLogout, { agentToken: token }).catch(() => undefined);
      setAgent(null);
    },
    async loadMoreLeft() {
      const before = left.at(-1)?.signid;
      if (!before) return;
      const page = await api(service.agentLeft, { agentToken: token, before });
      setOlder((o) => ({ left: [...o.left, ...page.left], more: page.more }));
      // The count read with the page is as fresh as the queue's, or fresher.
      setQueue((q) => ({ ...q, leftWaiting: page.leftWaiting }));
    },
    async markCalledBack() {
      const a = await api(service.agentCalledBack, { agentToken: token, signid: openId });
      replace(a.conversation);
      setThread((t) => (t && t.summary.signid === openId ? { ...t, summary: a.conversation } : t));
    },
    async accept(signid: string) {
      await api(service.agentAccept, { agentToken: token, signid });
      // Open, its status moves from 待接入 to 服务中, and readThread reads the lists too; else open it now.
      if (openRef.current === signid) readThread();
      else {
        setOpenId(signid);
        readQueue();
      }
    },
    async reply(content: string) {
      const signid = openId;
      const { message } = await api(service.agentReply, { agentToken: token, signid, content });
      // Shown at once; the event the reply makes reads what else came meanwhile.
      setThread((t) => (t && t.summary.signid === signid ? { ...t, messages: merge(t.messages, [message]) } : t));
    },
    async close() {
      await api(service.agentClose, { agentToken: token, signid: openId });
      readThread();
    },
  };
}
