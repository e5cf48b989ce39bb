import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One customer-service conversation. `status`: bot (the assistant answers),
 * queued (waiting for staff), agent (a staff member answers), left (a message
 * was left for a call-back), closed. Only the token's hash is kept.
 */
export const csConversation = pgTable(
  'cs_conversation',
  {
    id: serial('id').primaryKey(),
    signid: text('signid').notNull().unique(),
    tokenHash: text('token_hash').notNull(),
    userid: text('userid').notNull(),
    username: text('username').notNull(),
    source: text('source').notNull(),
    subsource: text('subsource').notNull(),
    entryId: text('entry_id').notNull(),
    status: text('status', { enum: ['bot', 'queued', 'agent', 'left', 'closed'] }).notNull(),
    agentAccount: text('agent_account'),
    agentName: text('agent_name'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    leftMobile: text('left_mobile'),
    /** When the message was left: the order of the console's 留言 list (updatedAt moves with a later rating). */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** Staff called the customer back (已回电): when, and who, so a colleague does not call twice. */
    calledBackAt: timestamp('called_back_at', { withTimezone: true }),
    calledBackBy: text('called_back_by'),
    /**
     * When the customer's page last checked in (its 20 s sync, a message): a queued conversation not
     * seen for ABANDON_AFTER_SECONDS is left out of the staff queue and closed (the tab was closed).
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    score: integer('score'),
    comment: text('comment'),
    compliment: text('compliment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cs_conversation_status_idx').on(t.status, t.queuedAt),
    index('cs_conversation_left_idx').on(t.status, t.leftAt, t.id),
  ],
);

/** Every message of a conversation, in id order. Text is stored as typed and shown as text. */
export const csMessage = pgTable(
  'cs_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id').notNull(),
    sender: text('sender', { enum: ['customer', 'bot', 'agent', 'system'] }).notNull(),
    kind: text('kind', { enum: ['text', 'image'] }).notNull(),
    text: text('text').notNull(),
    fileId: text('file_id'),
    suggestions: jsonb('suggestions').$type<{ id: number; question: string }[]>(),
    agentName: text('agent_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cs_message_conversation_idx').on(t.conversationId, t.id)],
);

/** An uploaded image: the bytes live in the file storage under `storage_key`. */
export const csFile = pgTable('cs_file', {
  id: text('id').primaryKey(),
  conversationId: integer('conversation_id').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The assistant's knowledge base: one question and its answer, in a category. The category and the
 * question are its key: the seed brings each stored entry in line with kb*.ts on every start (seed.ts).
 */
export const csKbEntry = pgTable(
  'cs_kb_entry',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** Shown as a suggested question of its category. */
    hot: boolean('hot').notNull().default(false),
    /** Number of distinct grams of the entry, for length normalisation. */
    gramCount: integer('gram_count').notNull(),
  },
  (t) => [uniqueIndex('cs_kb_entry_key').on(t.category, t.question)],
);

/**
 * The inverted index of the knowledge base: which entries contain which Chinese
 * character unigram/bigram. Plain btree, so PGlite and PostgreSQL answer alike
 * (pg_trgm ignores CJK in some locales, and no tokeniser extension is needed).
 */
export const csKbGram = pgTable(
  'cs_kb_gram',
  {
    gram: text('gram').notNull(),
    entryId: integer('entry_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gram, t.entryId] })],
);
