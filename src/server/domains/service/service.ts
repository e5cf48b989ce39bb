import { randomBytes } from 'node:crypto';
import { SERVICE_SOURCE, SERVICE_SUBSOURCE, SERVICE_WELCOME } from '../../../shared/api/service-shapes';
import { HOTLINE } from '../../../shared/constants';
import { InvalidInput, NotFound, Refused, SignedOut } from '../../platform/errors';
import { hashSecret, sameHash } from '../../platform/hashing';
import type { Limiter } from '../../platform/limits';
import { maskMobile } from '../../platform/masking';
import { answerById, findAnswer } from './assistant';
import { announcer, type Bus, type BusLog } from './bus';
import type { Duty } from './duty';
import { createHandBack } from './hand-back';
import { sniffImageType } from './image-type';
import { KB_CATEGORIES } from './kb';
import { stateOf, toChatMessage } from './present';
import type { ConversationRow, NewMessage, ServiceRepo, Status, WriteGuard } from './repo';
import type { FileStorage } from './storage';
import { ABANDONED, hotQuestions, SERVICE_HOURS, welcomeSuggestions } from './texts';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const askLimit = { name: 'cs-ask', max: 30, windowSeconds: 60, message: '发送过于频繁，请稍后再试' };
const signLimit = { name: 'cs-sign', max: 20, windowSeconds: 600, message: '操作过于频繁，请稍后再试' };
const uploadLimit = { name: 'cs-upload', max: 10, windowSeconds: 600, message: '图片发送过于频繁，请稍后再试' };
const HANDOVER_WORDS = /^(转)?人工(客服|服务)?$/;
/** A conversation the customer can still write in. */
const OPEN: Status[] = ['bot', 'queued', 'agent'];
/** The statuses the agent console lists (待接入, 我的会话, 留言). */
const STAFF_SEES: Status[] = ['queued', 'agent', 'left'];
const ENDED = '本次会话已结束，如需继续咨询请重新进入在线客服';
const CONVERSATION_GONE = '本次咨询已失效，已为您重新接入在线客服';
/** What a customer asking for staff reads when nobody is on duty; the page then offers a message. */
const NOBODY_ON_DUTY = `当前暂无人工客服在线（${SERVICE_HOURS}）。您可以留言并留下手机号，我们会尽快回电；紧急事项请拨打${HOTLINE}。`;
const RATED = '您已评价过本次服务，感谢您的支持';
const COMPLIMENTED = '您已表扬过本次服务，感谢您的支持';

export interface Credentials {
  signid: string;
  token: string;
}

export interface ServiceDeps {
  repo: ServiceRepo;
  bus: Bus;
  duty: Duty;
  storage: FileStorage;
  limiter: Limiter;
  secret: string;
  log: BusLog;
}

export function createCustomerService(deps: ServiceDeps) {
  const { repo, duty, storage, limiter, secret } = deps;
  const announce = announcer(deps.bus, deps.log);
  const handBack = createHandBack({ repo, duty, announce });

  /**
   * The conversation these credentials open; the same answer for a wrong token and no conversation.
   * Its own code, not the portal session's: the client would renew the portal session for it (and lose
   * what was proven under it) and then send the customer home.
   */
  async function open(c: Credentials): Promise<ConversationRow> {
    const conv = await repo.conversation(c.signid);
    if (!conv || !sameHash(conv.tokenHash, hashSecret(secret, c.token))) throw new SignedOut(CONVERSATION_GONE);
    return conv;
  }
  /**
   * The customer's page checked in (a sync, a message, a resume): it is still open, so the conversation
   * keeps its place in the staff queue. One that waited in the queue unseen past the cut-off has been
   * (or is now) closed as abandoned: the customer who comes back is told so and can start again,
   * rather than wait in a queue staff no longer see.
   */
  async function checkIn(conv: ConversationRow): Promise<ConversationRow> {
    if (conv.status === 'queued') {
      const closed = await post(
        conv,
        [{ sender: 'system', kind: 'text', text: ABANDONED }],
        { status: 'closed' },
        {
          status: ['queued'],
          notSeenLately: true,
        },
      );
      if (closed) return (await repo.conversation(conv.signid)) ?? conv;
    }
    if (OPEN.includes(conv.status)) await repo.seen(conv.id);
    return conv;
  }

  const openForWriting = async (c: Credentials) => {
    const conv = await checkIn(await open(c));
    if (!OPEN.includes(conv.status)) throw new Refused(ENDED);
    return conv;
  };

  async function result(conv: ConversationRow, written: ReturnType<typeof toChatMessage>[] = []) {
    const fresh = (await repo.conversation(conv.signid)) ?? conv;
    return { messages: written, ...(await stateOf(repo, fresh)) };
  }

  /** Stores and announces; undefined (nothing stored) when the conversation is no longer as `expect` says. */
  async function post(
    conv: ConversationRow,
    messages: NewMessage[],
    change?: Partial<ConversationRow>,
    expect?: WriteGuard,
  ) {
    const rows = await repo.write(conv.id, messages, change, expect);
    if (!rows) return undefined;
    // The consoles hear of it only when it is, or was, in one of their lists: not a chat with the assistant.
    await announce(conv.signid, STAFF_SEES.includes(conv.status) || STAFF_SEES.includes(change?.status ?? 'bot'));
    return rows.map(toChatMessage);
  }

  /**
   * A customer waiting for staff when nobody is on duty any more (the last
   * agent signed out, or closed the console): back to the assistant and told
   * so, as 转人工 tells them, so the page offers a message and the hotline.
   * They used to wait on "正在为您转接人工客服" for a queue nobody served,
   * with no way to leave a message.
   */
  async function leaveUnservedQueue(conv: ConversationRow) {
    if (conv.status !== 'queued' || (await duty.count()) > 0) return;
    await post(
      conv,
      [{ sender: 'system', kind: 'text', text: NOBODY_ON_DUTY }],
      { status: 'bot', queuedAt: null },
      { status: ['queued'] },
    );
  }

  /** The customer's own messages: refused when the chat ended after it was opened (the agent closed it meanwhile). */
  async function postWhileOpen(conv: ConversationRow, messages: NewMessage[]) {
    const written = await post(conv, messages, undefined, { status: OPEN });
    if (!written) throw new Refused(ENDED);
    return written;
  }

  /**
   * The answer to a message already left with this mobile and text on this conversation: its stored
   * text and acknowledgement, so sending it again is answered as the first time was.
   */
  async function sameMessageLeft(conv: ConversationRow, mobile: string, content: string) {
    if (conv.status !== 'left' || conv.leftMobile !== mobile) return undefined;
    const all = await repo.messagesAfter(conv.id, 0);
    const at = all.findLastIndex(
      (m, i) => m.sender === 'customer' && m.text === content && all[i + 1]?.sender === 'system',
    );
    if (at < 0) return undefined;
    const written = [all[at], all[at + 1]].map(toChatMessage);
    return { ...(await result(conv, written)), agentsOnDuty: await duty.count(), hotline: HOTLINE };
  }

  const service = {
    async init() {
      return {
        agentsOnDuty: await duty.count(),
        welcome: SERVICE_WELCOME,
        hotline: HOTLINE,
        serviceHours: SERVICE_HOURS,
      };
    },

    async questionTypes() {
      const hot = await hotQuestions(repo);
      return KB_CATEGORIES.map((c) => ({
        code: c.code,
        name: c.name,
        questions: hot.filter((h) => h.category === c.code).map(({ id, question }) => ({ id, question })),
      }));
    },

    async sign(input: { source: string; subsource: string; entryId: string; resume?: Credentials }, uuid: string) {
      if (input.resume) {
        const found = await repo.conversation(input.resume.signid);
        if (found && sameHash(found.tokenHash, hashSecret(secret, input.resume.token))) {
          const conv = await checkIn(found);
          const messages = (await repo.messagesAfter(conv.id, 0)).map(toChatMessage);
          return { user: userOf(conv, input.resume.token), messages, ...(await stateOf(repo, conv)) };
        }
      }
      await limiter.hit(signLimit, uuid);
      const token = hex(24);
      const userid = `U${hex(6)}`;
      const conv = await repo.createConversation(
        {
          signid: `C${hex(10)}`,
          tokenHash: hashSecret(secret, token),
          userid,
          username: `访客${userid.slice(-4).toUpperCase()}`,
          source: SERVICE_SOURCE,
          subsource: SERVICE_SUBSOURCE,
          entryId: input.entryId,
          status: 'bot',
        },
        [{ sender: 'bot', kind: 'text', text: SERVICE_WELCOME, suggestions: await welcomeSuggestions(repo) }],
      );
      const messages = (await repo.messagesAfter(conv.id, 0)).map(toChatMessage);
      return { user: userOf(conv, token), messages, ...(await stateOf(repo, conv)) };
    },

    async ask(c: Credentials, content: string, questionId?: number) {
      const conv = await openForWriting(c);
      await limiter.hit(askLimit, conv.signid);
      if (conv.status === 'bot' && HANDOVER_WORDS.test(content)) return service.transfer(c);
      const customer: NewMessage = { sender: 'customer', kind: 'text', text: content };
      if (conv.status !== 'bot') return result(conv, await postWhileOpen(conv, [customer]));
      const reply = questionId ? await answerById(repo, questionId) : await findAnswer(repo, content);
      const bot: NewMessage = reply.answer
        ? { sender: 'bot', kind: 'text', text: reply.answer.answer, suggestions: reply.related }
        : {
            sender: 'bot',
            kind: 'text',
            text: `抱歉，小保暂时没有理解您的问题。您可以换个说法${reply.related.length ? '，或看看下面的问题' : ''}；也可以点击“转人工”联系在线客服，紧急事项请拨打${HOTLINE}。`,
            suggestions: reply.related,
          };
      return result(conv, await postWhileOpen(conv, [customer, bot]));
    },

    /**
     * 转人工: into the queue when someone is on duty; otherwise say so and offer
     * a message. Only from the assistant: a second tap, even one slower than
     * the agent's accept, finds the conversation moved on and answers where it
     * stands, writing nothing.
     */
    async transfer(c: Credentials) {
      const conv = await openForWriting(c);
      const agentsOnDuty = await duty.count();
      const extra = { agentsOnDuty, hotline: HOTLINE };
      if (conv.status !== 'bot') return { ...(await result(conv)), ...extra };
      if (agentsOnDuty === 0) {
        const notice = await post(conv, [{ sender: 'system', kind: 'text', text: NOBODY_ON_DUTY }], undefined, {
          status: ['bot'],
        });
        return { ...(await result(conv, notice)), ...extra };
      }
      const written = await post(
        conv,
        [{ sender: 'system', kind: 'text', text: '正在为您转接人工客服，请稍候…' }],
        { status: 'queued', queuedAt: new Date() },
        { status: ['bot'] },
      );
      return { ...(await result(conv, written)), ...extra };
    },

    async leaveMessage(c: Credentials, mobile: string, content: string) {
      const conv = await open(c);
      // The same message sent again (its answer was lost, or a double tap): the stored acknowledgement, not a refusal.
      const again = await sameMessageLeft(conv, mobile, content);
      if (again) return again;
      if (!OPEN.includes(conv.status)) throw new Refused(ENDED);
      const text = `留言已收到，我们会尽快致电 ${maskMobile(mobile)} 与您联系。紧急事项请拨打${HOTLINE}。`;
      const written = await post(
        conv,
        [
          { sender: 'customer', kind: 'text', text: content },
          { sender: 'system', kind: 'text', text },
        ],
        { status: 'left', leftMobile: mobile, leftAt: new Date() },
        { status: OPEN },
      );
      if (!written) {
        // A double tap: the first one left the message and ended the chat.
        const first = await sameMessageLeft((await repo.conversation(conv.signid)) ?? conv, mobile, content);
        if (first) return first;
        throw new Refused(ENDED);
      }
      return { ...(await result(conv, written)), agentsOnDuty: await duty.count(), hotline: HOTLINE };
    },

    async messages(c: Credentials, afterId: number) {
      const conv = await checkIn(await open(c));
      // Whoever was to answer is gone: say so and hand the customer on, rather than leave them waiting.
      await handBack.ifAgentAway(conv);
      await leaveUnservedQueue(conv);
      return result(conv, (await repo.messagesAfter(conv.id, afterId)).map(toChatMessage));
    },

    async evaluate(c: Credentials, score: number, comment: string) {
      const conv = await open(c);
      if (conv.score !== null) throw new Refused(RATED);
      const written = await post(
        conv,
        [{ sender: 'system', kind: 'text', text: '感谢您的评价，本次会话已结束。' }],
        { status: conv.status === 'left' ? 'left' : 'closed', score, comment: comment || null },
        { unrated: true },
      );
      // Two ratings sent at once: the first one counts, as it would one after the other.
      if (!written) throw new Refused(RATED);
      return stateOf(repo, (await repo.conversation(conv.signid)) ?? conv);
    },

    async compliment(c: Credentials, content: string) {
      const conv = await open(c);
      if (!conv.agentName) throw new Refused('本次会话没有人工客服为您服务');
      if (conv.compliment !== null) throw new Refused(COMPLIMENTED);
      // Two sent at once: the first one stays, as with a rating.
      if (!(await repo.write(conv.id, [], { compliment: content }, { uncomplimented: true })))
        throw new Refused(COMPLIMENTED);
      return stateOf(repo, (await repo.conversation(conv.signid)) ?? conv);
    },

    async upload(c: Credentials, data: Buffer) {
      const conv = await openForWriting(c);
      await limiter.hit(uploadLimit, conv.signid);
      const contentType = sniffImageType(data);
      if (!contentType) throw new InvalidInput('仅支持发送JPG、PNG、GIF或WebP格式的图片');
      const fileId = `F${hex(12)}`;
      await storage.put(fileId, data);
      await repo.insertFile({
        id: fileId,
        conversationId: conv.id,
        contentType,
        size: data.length,
        storageKey: fileId,
      });
      const [message] = await postWhileOpen(conv, [{ sender: 'customer', kind: 'image', text: '[图片]', fileId }]);
      return { message };
    },

    /** The bytes of an image of this customer's own conversation. */
    async file(c: Credentials, fileId: string) {
      const conv = await open(c);
      return readFile(conv.id, fileId);
    },
  };

  async function readFile(conversationId: number | undefined, fileId: string) {
    const row = await repo.file(fileId);
    if (!row || (conversationId !== undefined && row.conversationId !== conversationId))
      throw new NotFound('图片不存在');
    const data = await storage.get(row.storageKey);
    if (!data) throw new NotFound('图片不存在');
    return { contentType: row.contentType, data };
  }

  return { ...service, readFile };
}
export type CustomerService = ReturnType<typeof createCustomerService>;

function userOf(conv: ConversationRow, token: string) {
  return {
    signid: conv.signid,
    userid: conv.userid,
    username: conv.username,
    source: conv.source,
    subsource: conv.subsource,
    token,
    agentid: conv.agentAccount ?? '',
    entryId: conv.entryId,
  };
}
