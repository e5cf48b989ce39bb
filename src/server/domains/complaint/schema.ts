import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every complaint the portal took: quick, formal and return-shipping appeals.
 * The acknowledgement to send is written in the same statement as the
 * complaint (ack_*, and its row in complaint_ack_pending), so a complaint is
 * never acknowledged without being stored, and one stored but not yet
 * acknowledged can be found and re-sent.
 *
 * The answer to the customer comes straight after the one statement that
 * stores the complaint and says the acknowledgement goes to the masked number
 * or address; the SMS or mail follows within moments, sent in batches by
 * ack-dispatcher.ts (issue 9). A complaint row is written once and never
 * updated: what changes while its acknowledgement is sent lives in the small
 * complaint_ack_pending table.
 */
export const complaintRecord = pgTable(
  'complaint_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ackNo: text('ack_no').notNull().unique(),
    kind: text('kind', { enum: ['quick', 'formal', 'return'] }).notNull(),
    /** head.requestId of the submission: a retry with the same id from the same session answers this record. */
    requestId: text('request_id'),
    /** Hash of the kind, mobile and normalised content: same content within minutes is a retry. */
    contentHash: text('content_hash').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull().default(''),
    /** The shopping-platform order of a return-shipping appeal. */
    orderNo: text('order_no'),
    /** The form as validated by the contract. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['received', 'handling', 'closed'] })
      .notNull()
      .default('received'),
    sessionUuid: text('session_uuid').notNull(),
    /**
     * 'none': stored without an acknowledgement (a mobile past its day's acknowledgement SMS, service.ts);
     * it has no pending row, so nothing is sent. Its recipient and text say what would have gone.
     */
    ackChannel: text('ack_channel', { enum: ['sms', 'email', 'none'] }).notNull(),
    ackRecipient: text('ack_recipient').notNull(),
    ackSubject: text('ack_subject').notNull().default(''),
    ackText: text('ack_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The client chooses its request ids: two sessions may use the same one for different complaints.
    uniqueIndex('complaint_request_idx').on(t.requestId, t.sessionUuid),
    index('complaint_content_idx').on(t.contentHash, t.createdAt),
    // One appeal per shopping order.
    uniqueIndex('complaint_return_order_idx').on(t.orderNo).where(sql`${t.kind} = 'return'`),
  ],
);

/**
 * The acknowledgements still to send, one row per complaint (issue 9): stored
 * with the complaint, deleted once its SMS or mail went out. The instance that
 * stored a complaint sends its acknowledgement from memory, without reading
 * this row; `claimed_until` leaves the row to that instance for a minute.
 * After it (a failed send, an instance that died) any instance's sweep claims
 * the row again (claimed_until moved on, FOR UPDATE SKIP LOCKED) and sends it.
 * A row the size of two numbers, so claiming and deleting it is cheap, and
 * the complaint row, with its payload and five indexes, is never rewritten.
 */
export const complaintAckPending = pgTable('complaint_ack_pending', {
  complaintId: bigint('complaint_id', { mode: 'number' }).primaryKey(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
});

/** Return-shipping policies (riskCode YEC), bought with a shopping-platform order. */
export const returnShippingPolicy = pgTable(
  'complaint_return_policy',
  {
    orderNo: text('order_no').primaryKey(),
    platform: text('platform').notNull(),
    policyNo: text('policy_no').notNull(),
    insuredName: text('insured_name').notNull(),
    insuredMobile: text('insured_mobile').notNull(),
    sumInsured: numeric('sum_insured', { precision: 10, scale: 2 }).notNull(),
    orderDate: text('order_date').notNull(),
  },
  (t) => [index('complaint_return_policy_no_idx').on(t.policyNo)],
);
