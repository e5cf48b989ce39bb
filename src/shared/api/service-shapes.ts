import { z } from 'zod';

/** Shapes both the customer and the staff calls of online service use. */

export const SERVICE_SOURCE = 'wap';
export const SERVICE_SUBSOURCE = 'picc-wap';
/**
 * The assistant's greeting, the first message of every conversation. Shared so
 * the chat page can show it while the conversation is being opened, instead of
 * an empty page for a round trip (issue 9: it is the page's largest text).
 */
export const SERVICE_WELCOME =
  '您好，我是人保智能客服小保，请问有什么可以帮您？您可以直接输入问题，或点击下方的常见问题；需要人工服务请点击“转人工”。';
/** Customer text limit per message; images go through userFile. */
export const MESSAGE_MAX = 300;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const signid = z.string().regex(/^C[0-9a-f]{20}$/, '会话已失效，请重新进入');
export const token = z.string().regex(/^[0-9a-f]{48}$/, '会话已失效，请重新进入');
export const credentials = { signid, token };
/** The last message id a page has (0: none yet); the messages after it are asked for. */
export const afterId = z.number({ error: '消息编号不正确' }).int('消息编号不正确').min(0, '消息编号不正确').default(0);
export const chatText = z.string().trim().min(1, '请输入内容').max(MESSAGE_MAX, `每条消息不能超过${MESSAGE_MAX}个字`);

export const conversationStatus = z.enum(['bot', 'queued', 'agent', 'left', 'closed']);
export type ConversationStatus = z.infer<typeof conversationStatus>;

export const chatMessage = z.object({
  id: z.number(),
  sender: z.enum(['customer', 'bot', 'agent', 'system']),
  kind: z.enum(['text', 'image']),
  /** Plain text; the page shows it as text, never as HTML. */
  text: z.string(),
  at: z.string(),
  fileId: z.string().optional(),
  /** Questions the assistant offers next ("您是不是想问"). */
  suggestions: z.array(z.object({ id: z.number(), question: z.string() })).optional(),
  agentName: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The service user info of spec section 3. */
export const serviceUser = z.object({
  signid: z.string(),
  userid: z.string(),
  username: z.string(),
  source: z.string(),
  subsource: z.string(),
  token: z.string(),
  agentid: z.string(),
  entryId: z.string(),
});
export type ServiceUser = z.infer<typeof serviceUser>;

export const conversationState = z.object({
  status: conversationStatus,
  agentName: z.string().optional(),
  rated: z.boolean(),
  complimented: z.boolean(),
  /** Customers waiting before this one, when queued. */
  queuePosition: z.number().optional(),
});
