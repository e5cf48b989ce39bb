import { and, count, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complaintRecord, returnShippingPolicy } from './schema';

export type ComplaintRow = typeof complaintRecord.$inferSelect;
export type NewComplaint = typeof complaintRecord.$inferInsert;
/** What a submission reads back of a complaint: its acknowledgement (submission.ts). */
export type ComplaintAck = Pick<
  ComplaintRow,
  'id' | 'ackNo' | 'ackChannel' | 'ackRecipient' | 'ackSubject' | 'ackText' | 'createdAt'
>;

/** The columns of ComplaintAck: a submission's statements return these, not the whole row with its payload. */
const ackColumns = {
  id: complaintRecord.id,
  ackNo: complaintRecord.ackNo,
  ackChannel: complaintRecord.ackChannel,
  ackRecipient: complaintRecord.ackRecipient,
  ackSubject: complaintRecord.ackSubject,
  ackText: complaintRecord.ackText,
  createdAt: complaintRecord.createdAt,
} satisfies { [K in keyof ComplaintAck]: unknown };

/** The only file that queries the complaint tables. */
export function createComplaintRepo(db: Db) {
  const first = <T>(rows: T[]): T | undefined => rows[0];
  // A submission's two hot statements are built once and prepared (issue 9):
  // every complaint runs them, and each is one round trip.
  const requestIdParam = sql.placeholder('requestId');
  const earlierOne = db
    .select(ackColumns)
    .from(complaintRecord)
    .where(
      or(
        eq(complaintRecord.requestId, requestIdParam),
        and(
          eq(complaintRecord.contentHash, sql.placeholder('contentHash')),
          gte(complaintRecord.createdAt, sql.placeholder('since')),
        ),
      ),
    )
    // The record of the same request first; otherwise the first with the same content.
    .orderBy(sql`(${complaintRecord.requestId} = ${requestIdParam}) is true desc`, complaintRecord.id)
    .limit(1)
    .prepare('complaint_earlier');
  const insertOne = db
    .insert(complaintRecord)
    .values({
      ackNo: sql.placeholder('ackNo'),
      kind: sql.placeholder('kind'),
      requestId: sql.placeholder('requestId'),
      contentHash: sql.placeholder('contentHash'),
      name: sql.placeholder('name'),
      mobile: sql.placeholder('mobile'),
      email: sql.placeholder('email'),
      orderNo: sql.placeholder('orderNo'),
      payload: sql.placeholder('payload'),
      sessionUuid: sql.placeholder('sessionUuid'),
      ackChannel: sql.placeholder('ackChannel'),
      ackRecipient: sql.placeholder('ackRecipient'),
      ackSubject: sql.placeholder('ackSubject'),
      ackText: sql.placeholder('ackText'),
    })
    .returning(ackColumns)
    .prepare('complaint_insert');
  const markSent = db
    .update(complaintRecord)
    .set({ ackSentAt: sql`now()` })
    .where(eq(complaintRecord.id, sql.placeholder('id')))
    .prepare('complaint_mark_sent');
  return {
    /**
     * The record a submission repeats, in one round trip: the one with the
     * same request id (when given), else the first with the same content
     * hash since `since`.
     */
    async earlier(requestId: string | null, contentHash: string, since: Date): Promise<ComplaintAck | undefined> {
      return first(await earlierOne.execute({ requestId, contentHash, since }));
    },
    async byAckNo(ackNo: string) {
      return first(await db.select().from(complaintRecord).where(eq(complaintRecord.ackNo, ackNo)).limit(1));
    },
    async returnAppeal(orderNo: string) {
      return first(
        await db
          .select()
          .from(complaintRecord)
          .where(and(eq(complaintRecord.kind, 'return'), eq(complaintRecord.orderNo, orderNo)))
          .limit(1),
      );
    },
    async countSince(mobile: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(complaintRecord)
        .where(and(eq(complaintRecord.mobile, mobile), gte(complaintRecord.createdAt, since)));
      return row?.n ?? 0;
    },
    /**
     * One statement, so one transaction of its own (committed, with
     * synchronous_commit, before it answers): the complaint and the
     * acknowledgement to send are one row. No BEGIN/COMMIT around it: those
     * were two more round trips and no more atomic (issue 9).
     */
    async insert(row: NewComplaint): Promise<ComplaintAck> {
      const [saved] = await insertOne.execute({
        ...row,
        requestId: row.requestId ?? null,
        orderNo: row.orderNo ?? null,
        email: row.email ?? '',
        ackSubject: row.ackSubject ?? '',
      });
      return saved as ComplaintAck;
    },
    async markAcknowledged(id: number) {
      await markSent.execute({ id });
    },
    async returnPolicy(orderNo: string) {
      return first(await db.select().from(returnShippingPolicy).where(eq(returnShippingPolicy.orderNo, orderNo)));
    },
    async latest(limit: number) {
      return db.select().from(complaintRecord).orderBy(desc(complaintRecord.id)).limit(limit);
    },
    async returnPolicies(limit: number) {
      return db.select().from(returnShippingPolicy).orderBy(returnShippingPolicy.orderNo).limit(limit);
    },
    async insertReturnPolicies(rows: (typeof returnShippingPolicy.$inferInsert)[]) {
      if (rows.length) await db.insert(returnShippingPolicy).values(rows).onConflictDoNothing();
    },
    async hasReturnPolicies() {
      const [row] = await db.select({ n: count() }).from(returnShippingPolicy);
      return (row?.n ?? 0) > 0;
    },
  };
}
export type ComplaintRepo = ReturnType<typeof createComplaintRepo>;
