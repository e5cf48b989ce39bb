import { z } from 'zod';
import { endpoint } from './endpoint';
import { afterId, chatMessage, conversationStatus, MESSAGE_MAX } from './service-shapes';

/**
 * Staff side of online customer service (/agent). Not in the spec: a real
 * insurer's agents work in their own console; ours is a small page. Accounts
 * come from configuration (CS_AGENTS, passwords stored as scrypt hashes); a
 * login gives an agent token kept in the store for 8 hours. Every call takes
 * the token in the body, covered by the envelope's check string.
 */

const agentToken = z.string().regex(/^[0-9a-f]{48}$/, '登录已失效，请重新登录');
const signid = z.string().regex(/^C[0-9a-f]{20}$/, '会话编号不正确');

export const conversationSummary = z.object({
  signid: z.string(),
  username: z.string(),
  status: conversationStatus,
  agentName: z.string().optional(),
  startedAt: z.string(),
  lastText: z.string(),
  /** Unmasked: staff call back the customers who left a message. */
  leftMobile: z.string().optional(),
  /** A left message an agent marked 已回电: when, and the agent's name. */
  calledBackAt: z.string().optional(),
  calledBackBy: z.string().optional(),
});

/**
 * Staff sign-in with an account of CS_AGENTS. A wrong account and a wrong
 * password get the same answer (工号或密码错误); five wrong passwords lock the
 * account for 15 minutes. An agent is on duty while the console is open (it
 * renews its presence every 15 s; 20 s after its live stream closes, or 45 s
 * after its last renewal, the agent's customers are handed on).
 */
export const agentLogin = endpoint({
  path: '/kej/waround/api/onlineService/agent/login',
  summary: '客服人员登录',
  request: z.object({
    account: z.string().trim().min(1, '请输入工号').max(32, '工号格式不正确'),
    password: z.string().min(1, '请输入密码').max(128, '密码格式不正确'),
  }),
  response: z.object({ agentToken: z.string(), account: z.string(), name: z.string() }),
});

/**
 * Ends the agent token and the agent's presence; the customers the agent was serving are told and
 * handed on (to a colleague's queue, else offered a message); with nobody left on duty, waiting
 * customers are offered to leave a message.
 */
export const agentLogout = endpoint({
  path: '/kej/waround/api/onlineService/agent/logout',
  summary: '客服人员退出',
  request: z.object({ agentToken }),
  response: z.object({}),
});

/** The console lists this many waiting customers and own conversations; the counts beside them are of all. */
export const QUEUE_LIST_LIMIT = 50;

/**
 * Waiting customers (those whose page checked in within 3 minutes; the others are closed here as
 * abandoned), the agent's own conversations, and the 20 newest messages
 * left when nobody was on duty (`leftMore`: older ones remain, read with
 * agentLeft; `leftWaiting`: how many in all are not yet called back). Not in
 * the spec (it names no staff side); a left message stays
 * in the list once called back, marked 已回电, as the record of the call.
 */
export const agentQueue = endpoint({
  path: '/kej/waround/api/onlineService/agent/queue',
  summary: '客服待接入与进行中会话',
  silent: true,
  request: z.object({ agentToken }),
  response: z.object({
    /** The first QUEUE_LIST_LIMIT (50) in waiting order; `waitingCount` and `mineCount` count them all. */
    waiting: z.array(conversationSummary),
    waitingCount: z.number(),
    mine: z.array(conversationSummary),
    mineCount: z.number(),
    left: z.array(conversationSummary),
    leftMore: z.boolean(),
    /** Messages left and not yet called back, on every page: the 留言 tab's count. */
    leftWaiting: z.number(),
  }),
});

/** The next 20 messages left, older than `before` (the signid of the last one the console shows), newest first. */
export const agentLeft = endpoint({
  path: '/kej/waround/api/onlineService/agent/left',
  summary: '更早的客户留言',
  request: z.object({ agentToken, before: signid }),
  response: z.object({
    left: z.array(conversationSummary),
    more: z.boolean(),
    leftWaiting: z.number(),
  }),
});

/** Marks a left message 已回电 with the agent's name; the first mark stays. */
export const agentCalledBack = endpoint({
  path: '/kej/waround/api/onlineService/agent/calledBack',
  summary: '留言标记为已回电',
  request: z.object({ agentToken, signid }),
  response: z.object({ conversation: conversationSummary }),
});

/** Takes a waiting conversation; refused when another agent took it first. */
export const agentAccept = endpoint({
  path: '/kej/waround/api/onlineService/agent/accept',
  summary: '接入会话',
  request: z.object({ agentToken, signid }),
  response: z.object({ conversation: conversationSummary }),
});

/** A conversation's messages after `afterId`: waiting, left and the agent's own; never another agent's live one. */
export const agentMessages = endpoint({
  path: '/kej/waround/api/onlineService/agent/messages',
  summary: '会话消息（客服）',
  silent: true,
  request: z.object({ agentToken, signid, afterId }),
  response: z.object({ messages: z.array(chatMessage), conversation: conversationSummary }),
});

/** The serving agent's answer; refused for an agent who has not taken the conversation. */
export const agentReply = endpoint({
  path: '/kej/waround/api/onlineService/agent/reply',
  summary: '客服回复',
  request: z.object({
    agentToken,
    signid,
    content: z.string().trim().min(1, '请输入回复内容').max(MESSAGE_MAX, `每条消息不能超过${MESSAGE_MAX}个字`),
  }),
  response: z.object({ message: chatMessage }),
});

/** Ends the conversation; the customer is then asked to rate it. */
export const agentClose = endpoint({
  path: '/kej/waround/api/onlineService/agent/close',
  summary: '结束会话',
  request: z.object({ agentToken, signid }),
  response: z.object({ conversation: conversationSummary }),
});

/** The agent's live stream: `event: changed` with the signid whenever a conversation moves. */
export const agentStream = endpoint({
  path: '/kej/waround/api/onlineService/agent/stream',
  summary: '客服实时通知（流式）',
  responseType: 'html',
  request: z.object({ agentToken }),
  response: z.unknown(),
});

export const serviceAgent = {
  agentLogin,
  agentLogout,
  agentQueue,
  agentLeft,
  agentCalledBack,
  agentAccept,
  agentMessages,
  agentReply,
  agentClose,
  agentStream,
};
