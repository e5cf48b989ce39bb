import { desc, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { UpstreamDown } from './errors';
import { outboxMessage } from './outbox-schema';

export interface SmsMessage {
  mobile: string;
  text: string;
}

export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
  /**
   * Several messages at once, when the adapter can do better than one by one
   * (the development outbox: one insert). All or nothing: a failure means
   * none counts as sent. Callers without a batch send() each (issue 9).
   */
  sendMany?(messages: SmsMessage[]): Promise<void>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * Documents mailed to an address the customer types (an e-policy, an e-invoice), per mailbox an
 * hour, whatever the session or document: without it, fresh sessions could fill a stranger's
 * mailbox ten at a time. Ten covers a customer mailing every policy and invoice of a year to
 * themselves in one sitting.
 */
export const MAILBOX_LIMIT = {
  name: 'mail-mailbox',
  max: 10,
  windowSeconds: 3600,
  message: '该邮箱接收邮件过于频繁，请1小时后再试',
} as const;
/** The mailbox a limit counts: case folded, as nearly every mail server treats the whole address. */
export const mailboxOf = (to: string) => to.trim().toLowerCase();

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Several mails at once; all or nothing, as SmsSender.sendMany. */
  sendMany?(mails: Mail[]): Promise<void>;
}

const outboxMail = (mail: Mail) => ({
  channel: 'email' as const,
  recipient: mail.to,
  subject: mail.subject,
  body: mail.text,
  attachments: (mail.attachments ?? []).map((a) => a.filename).join(','),
});

/** Development: the message is kept in the outbox table for /dev/outbox. */
function outboxSms(db: Db): SmsSender {
  // Prepared once (issue 9): every complaint and code sends one.
  const insert = db
    .insert(outboxMessage)
    .values({ channel: 'sms', recipient: sql.placeholder('recipient'), body: sql.placeholder('body') })
    .prepare('outbox_sms');
  // A batch as one JSON parameter: one statement text, prepared once, whatever the batch's size.
  // A multi-row insert was built by drizzle and planned by PostgreSQL anew for each size and
  // drain, every few milliseconds under a flood of complaints (issue 9).
  const inserted = db.$with('inserted', { id: sql<number>`id`.as('id') }).as(sql`
      insert into ${outboxMessage} (channel, recipient, body)
      select 'sms', m.recipient, m.body
      from jsonb_to_recordset(${sql.placeholder('batch')}::jsonb) as m(ord int, recipient text, body text)
      order by m.ord
      returning id`);
  const insertMany = db.with(inserted).select({ id: inserted.id }).from(inserted).prepare('outbox_sms_many');
  return {
    async send(mobile, text) {
      await insert.execute({ recipient: mobile, body: text });
    },
    async sendMany(messages) {
      if (!messages.length) return;
      const batch = JSON.stringify(messages.map((m, ord) => ({ ord, recipient: m.mobile, body: m.text })));
      await insertMany.execute({ batch });
    },
  };
}

function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(outboxMessage).values(outboxMail(mail));
    },
    async sendMany(mails) {
      if (mails.length) await db.insert(outboxMessage).values(mails.map(outboxMail));
    },
  };
}

/** An HTTP SMS gateway: POST {mobile, content} with a bearer token; 2xx means accepted. */
function httpSms(url: string, token: string | undefined): SmsSender {
  // No sendMany: the gateway takes one message a request, and a caller sending
  // one by one knows which ones went out.
  return {
    async send(mobile, text) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ mobile, content: text }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      } catch {
        throw new UpstreamDown('短信发送失败，请稍后再试');
      }
    },
  };
}

function smtpMailer(url: string, from: string): Mailer {
  // nodemailer (~0.1 s to load) only with the SMTP adapter, and only once a mail goes out (issue 9).
  let transport: Promise<{ sendMail(mail: object): Promise<unknown> }> | undefined;
  // No sendMany: one mail a transaction, so a caller sending one by one knows which ones went out.
  return {
    async send(mail) {
      try {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
        await (await transport).sendMail({ from, ...mail });
      } catch {
        throw new UpstreamDown('邮件发送失败，请稍后再试');
      }
    },
  };
}

export function createSmsSender(config: Config, db: Db): SmsSender {
  return config.SMS_ADAPTER === 'http'
    ? httpSms(config.SMS_GATEWAY_URL as string, config.SMS_GATEWAY_TOKEN)
    : outboxSms(db);
}

export function createMailer(config: Config, db: Db): Mailer {
  return config.MAIL_ADAPTER === 'smtp' ? smtpMailer(config.SMTP_URL as string, config.MAIL_FROM) : outboxMailer(db);
}

export async function latestOutbox(db: Db, limit = 100) {
  return db.select().from(outboxMessage).orderBy(desc(outboxMessage.id)).limit(limit);
}
