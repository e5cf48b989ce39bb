import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages the development adapters "sent": SMS codes and e-mails land here so a
 * tester can read them at /dev/outbox. Production adapters never write to it.
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** File names of attachments, comma-separated (the files themselves are not kept). */
    attachments: text('attachments').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_message_created_idx').on(t.createdAt)],
);
