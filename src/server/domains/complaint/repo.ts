import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complaintRecord, returnShippingPolicy } from './schema';

export type ComplaintRow = typeof complaintRecord.$inferSelect;
export type NewComplaint = typeof complaintRecord.$inferInsert;

/** The only file that queries the complaint tables. */
export function createComplaintRepo(db: Db) {
  const first = <T>(rows: T[]): T | undefined => rows[0];
  return {
    async byRequestId(requestId: string) {
      return first(await db.select().from(complaintRecord).where(eq(complaintRecord.requestId, requestId)).limit(1));
    },
    async recentByHash(contentHash: string, since: Date) {
      return first(
        await db
          .select()
          .from(complaintRecord)
          .where(and(eq(complaintRecord.contentHash, contentHash), gte(complaintRecord.createdAt, since)))
          .orderBy(complaintRecord.id)
          .limit(1),
      );
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
    /** One statement: the complaint and the acknowledgement to send are one row. */
    async insert(row: NewComplaint) {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(complaintRecord).values(row).returning();
        return saved as ComplaintRow;
      });
    },
    async markAcknowledged(id: number) {
      await db.update(complaintRecord).set({ ackSentAt: new Date() }).where(eq(complaintRecord.id, id));
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
