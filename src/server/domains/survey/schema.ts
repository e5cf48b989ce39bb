import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One award questionnaire campaign. */
export const surveyActivity = pgTable('survey_activity', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

export const surveyQuestion = pgTable(
  'survey_question',
  {
    id: serial('id').primaryKey(),
    activityId: text('activity_id').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: ['single', 'multiple', 'text'] }).notNull(),
    title: text('title').notNull(),
    required: boolean('required').notNull().default(true),
    maxChoices: integer('max_choices'),
    maxLength: integer('max_length'),
    options: jsonb('options').$type<{ code: string; label: string }[]>().notNull().default([]),
  },
  (t) => [index('survey_question_activity_idx').on(t.activityId, t.seq)],
);

/**
 * A tier of the prize pool. `awarded` only grows through a conditional update
 * (awarded < total), so concurrent winners can never take more than `total`.
 */
export const surveyPrize = pgTable(
  'survey_prize',
  {
    id: serial('id').primaryKey(),
    activityId: text('activity_id').notNull(),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    total: integer('total').notNull(),
    awarded: integer('awarded').notNull().default(0),
  },
  (t) => [
    index('survey_prize_activity_idx').on(t.activityId),
    check('survey_prize_not_over', sql`${t.awarded} <= ${t.total}`),
  ],
);

/** One answer sheet per mobile per activity, with the prize it won. */
export const surveyResponse = pgTable(
  'survey_response',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ackNo: text('ack_no').notNull().unique(),
    activityId: text('activity_id').notNull(),
    mobile: text('mobile').notNull(),
    entryId: text('entry_id').notNull().default(''),
    /**
     * head.requestId of the submission. Chosen by the client, so neither
     * unique nor looked up on its own: a retry is the same session sending the
     * same requestId for this row's activity and mobile (service.ts, isRetryOf).
     */
    requestId: text('request_id'),
    answers: jsonb('answers').notNull(),
    prizeId: integer('prize_id'),
    prizeCode: text('prize_code'),
    sessionUuid: text('session_uuid').notNull(),
    /** When the acknowledgement SMS (with the prize code) went out; null: still to send. */
    ackSentAt: timestamp('ack_sent_at', { withTimezone: true }),
    /**
     * Until when whoever is sending the acknowledgement holds it: the submitting request (set with the
     * row), else a sweep (service.ts resendAcknowledgements). Unsent and no longer held, the next sweep
     * sends it; held, no other sweep does.
     */
    ackClaimedUntil: timestamp('ack_claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_response_mobile_idx').on(t.activityId, t.mobile),
    // The sweep's look-up: only sheets whose acknowledgement is still to send, a handful at most.
    index('survey_response_ack_pending_idx').on(t.id).where(sql`${t.ackSentAt} is null`),
  ],
);
