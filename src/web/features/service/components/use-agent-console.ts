import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import type { ChatMessage } from '../../../../shared/api/service';
import { service } from '../../../../shared/api/service';
import { RESULT } from '../../../../shared/result-codes';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { useAppStore } from '../../../store';
import { openStream } from './stream';

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
  const token = agent.agentToken;

  const signedOut = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === RESULT.SIGNED_OUT) setAgent(null);
    },
    [setAgent],
  );

  const refresh = useCallback(() => {
    if (!token) return;
    api(service.agentQueue, { agentToken: token }).then(setQueue).catch(signedOut);
    const signid = openRef.current;
    if (signid)
      api(service.agentMessages, { agentToken: token, signid, afterId: 0 })
        .then((a) => openRef.current === signid && setThread({ summary: a.conversation, messages: a.messages }))
        .catch(() => undefined);
  }, [token, signedOut]);

  // Another agent (or none) at this console: older pages read before are not theirs to keep.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the token changes
  useEffect(() => setOlder({ left: [] }), [token]);

  useEffect(() => {
    if (!token) return;
    const stop = openStream(service.agentStream, { agentToken: token }, refresh);
    const timer = window.setInterval(refresh, POLL_MS);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [token, refresh]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a different conversation opened: start its thread afresh
  useEffect(() => {
    setThread(null);
    refresh();
  }, [openId, refresh]);

  // The first page comes fresh with every poll; pages read later follow it, without repeats.
  const newest = new Set(queue.left.map((s) => s.signid));
  const left = [...queue.left, ...older.left.filter((s) => !newest.has(s.signid))];
  const leftMore = older.more ?? queue.leftMore;
  /** One conversation as the server now has it, in whichever list shows it. */
  const replace = (fresh: Summary) => {
    const swap = (list: Summary[]) => list.map((s) => (s.signid === fresh.signid ? fresh : s));
    setQueue((q) => ({ ...q, left: swap(q.left) }));
    setOlder((o) => ({ ...o, left: swap(o.left) }));
  };

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
      setOpenId(signid);
      refresh();
    },
    async reply(content: string) {
      await api(service.agentReply, { agentToken: token, signid: openId, content });
      refresh();
    },
    async close() {
      await api(service.agentClose, { agentToken: token, signid: openId });
      refresh();
    },
  };
}
