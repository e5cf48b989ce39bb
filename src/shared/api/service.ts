import { z } from 'zod';
import { field } from '../rules/fields';
import { endpoint } from './endpoint';
import { serviceAgent } from './service-agent';
import {
  afterId,
  chatMessage,
  chatText,
  conversationState,
  credentials,
  SERVICE_SOURCE,
  SERVICE_SUBSOURCE,
  serviceUser,
  signid,
  token,
} from './service-shapes';

export * from './service-shapes';

/**
 * Online customer service (spec sections 2, 3 and 7). The spec names the calls
 * but shows no payloads; ours follow the service user info of section 3
 * (signid, userid, username, source, subsource, token, agentid, entryId).
 *
 * A conversation belongs to whoever holds its `signid` and `token` (issued by
 * userSign, kept in the persisted store so a reload resumes it). Staff use the
 * agent calls below with a token from agentLogin. Live updates come over a
 * streamed answer (text/event-stream read with fetch, so no credential ever
 * sits in a URL); the stream only says "something new", and the page then
 * fetches the messages after the last id it has, so nothing is lost when a
 * stream drops.
 */

/** The most characters a rating's comment or a compliment takes. */
export const RATING_TEXT_MAX = 200;

/** Before the chat opens (silent): is anyone on duty, the greeting and the hotline. */
export const customerInitAndConsultation = endpoint({
  path: '/kej/waround/api/InitAndConsultation/customerInitAndConsultation',
  summary: '在线客服初始化',
  silent: true,
  request: z.object({ entryId: z.string().max(64).optional() }),
  response: z.object({
    agentsOnDuty: z.number(),
    welcome: z.string(),
    hotline: z.string(),
    serviceHours: z.string(),
  }),
});

/** Question categories with their suggested questions, for the chat's quick picks. */
export const questionTypeList = endpoint({
  path: '/kej/whome/api/homePage/questionTypeList',
  summary: '问题分类与常见问题',
  request: z.object({}),
  response: z.object({
    types: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        questions: z.array(z.object({ id: z.number(), question: z.string() })),
      }),
    ),
  }),
});

/**
 * Anonymous sign-in. With `resume` (the signid and token the page kept), the same
 * conversation and its history come back; otherwise a new one starts.
 */
export const userSign = endpoint({
  path: '/kej/waround/api/onlineService/userSign',
  summary: '在线客服用户签到',
  request: z.object({
    source: z.literal(SERVICE_SOURCE).default(SERVICE_SOURCE),
    subsource: z.literal(SERVICE_SUBSOURCE).default(SERVICE_SUBSOURCE),
    entryId: z.string().max(64).default(''),
    resume: z.object(credentials).optional(),
  }),
  response: z.object({ user: serviceUser, messages: z.array(chatMessage) }).merge(conversationState),
});

/**
 * A suggested question's knowledge-base id. The column is a 32-bit serial, so a
 * larger number is refused here: PostgreSQL would fail the query on it (22003).
 */
const questionId = z
  .number({ error: '问题编号不正确' })
  .int('问题编号不正确')
  .positive('问题编号不正确')
  .max(2147483647, '问题编号不正确');

/** A customer message. While the assistant serves, its answer comes back with it. */
export const question = endpoint({
  path: '/kej/waround/api/onlineService/question',
  summary: '发送咨询问题',
  request: z.object({ ...credentials, content: chatText, questionId: questionId.optional() }),
  response: z
    .object({
      messages: z.array(chatMessage),
      /**
       * Present when the text asked for staff (人工, 转人工, 人工客服…) and was taken as 转人工 (zx):
       * how many agents are on duty, so the page offers a message when nobody is, as after the button.
       */
      agentsOnDuty: z.number().optional(),
    })
    .merge(conversationState),
});

/**
 * "转人工": queue for staff when someone is on duty. When nobody is, the answer
 * says so (status stays) and the page asks for a message; sending it with
 * `leaveMessage` stores it for staff to call back and ends the chat.
 *
 * A double tap does it once. A second 转人工 that arrives while the first is
 * on its way, or after an agent has accepted, writes nothing and answers the
 * conversation as it stands (queued, or served by the agent): the customer
 * asked for staff and has them. A second message left is refused with
 * 本次会话已结束 (the first one ended the chat), as one sent later would be.
 */
export const zx = endpoint({
  path: '/kej/waround/api/onlineService/zx',
  summary: '转人工客服',
  request: z.object({
    ...credentials,
    leaveMessage: z.object({ mobile: field.mobile, content: chatText }).optional(),
  }),
  response: z
    .object({ messages: z.array(chatMessage), agentsOnDuty: z.number(), hotline: z.string() })
    .merge(conversationState),
});

/**
 * Messages after `afterId` (the page calls it when the stream says something is new, and after a reload).
 * A customer waiting for staff when nobody is on duty any more is sent back to the assistant with the
 * notice 转人工 gives then, and the page offers to leave a message. A customer whose agent went away
 * mid-chat (signed out, or the console closed and its presence ran out) reads 客服小李已离开… and
 * goes back to the front of the queue when a colleague is on duty, else to the assistant with the
 * offer of a message. Each call is the page's check-in: a queued conversation whose page has not
 * checked in (nor sent anything) for 3 minutes leaves the staff queue and is closed, and a customer
 * who comes back reads 您已离开较长时间，本次排队已结束….
 */
export const messages = endpoint({
  path: '/kej/waround/api/onlineService/messages',
  summary: '获取新消息',
  silent: true,
  request: z.object({ ...credentials, afterId }),
  response: z.object({ messages: z.array(chatMessage) }).merge(conversationState),
});

/**
 * The customer's rating (1–5) ends the conversation; once per conversation.
 * A second rating is refused (您已评价过本次服务) even when both are sent at
 * the same moment: the first one's score and comment stay.
 */
export const userEval = endpoint({
  path: '/kej/waround/api/onlineService/userEval',
  summary: '服务评价',
  request: z.object({
    ...credentials,
    score: z.number().int().min(1, '请选择评分').max(5, '请选择评分'),
    comment: z.string().trim().max(RATING_TEXT_MAX, `评价内容不能超过${RATING_TEXT_MAX}个字`).default(''),
  }),
  response: conversationState,
});

/**
 * A compliment for the agent who served (silent: a thank-you, nothing to go
 * wrong for the customer). Once per conversation, as the rating: a second one
 * sent at the same moment is refused and the first one stays.
 */
export const setCompliment = endpoint({
  path: '/kej/waround/api/onlineService/setCompliment',
  summary: '表扬客服',
  silent: true,
  request: z.object({
    ...credentials,
    content: z.string().trim().min(1, '请输入表扬内容').max(RATING_TEXT_MAX, `不能超过${RATING_TEXT_MAX}个字`),
  }),
  response: conversationState,
});

/**
 * An image into the conversation: multipart/form-data with fields `head` (the
 * request head as JSON; its check string covers `{signid, token}`), `signid`,
 * `token` and one `file`. JPEG, PNG, GIF or WebP by content (not by name or
 * declared type), at most 2 MB.
 */
export const userFile = endpoint({
  path: '/kej/waround/api/onlineService/userFile',
  summary: '上传图片',
  request: z.object(credentials),
  response: z.object({ message: chatMessage }),
});

/** An image of the conversation, for the customer (signid/token) or staff (agentToken). */
export const fileContent = endpoint({
  path: '/kej/waround/api/onlineService/fileContent',
  summary: '查看图片',
  responseType: 'blob',
  request: z.object({
    fileId: z.string().regex(/^F[0-9a-f]{24}$/, '文件编号不正确'),
    signid: signid.optional(),
    token: token.optional(),
    agentToken: z.string().max(64).optional(),
  }),
  response: z.unknown(),
});

/** The customer's live stream: `event: changed` lines while the conversation is open. */
export const stream = endpoint({
  path: '/kej/waround/api/onlineService/stream',
  summary: '会话实时通知（流式）',
  responseType: 'html',
  request: z.object(credentials),
  response: z.unknown(),
});

export const service = {
  customerInitAndConsultation,
  questionTypeList,
  userSign,
  question,
  zx,
  messages,
  userEval,
  setCompliment,
  userFile,
  fileContent,
  stream,
  ...serviceAgent,
};
