import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { csConversation, csFile, csKbEntry, csKbGram, csMessage } from './schema';

export type ConversationRow = typeof csConversation.$inferSelect;
export type MessageRow = typeof csMessage.$inferSelect;
export type NewMessage = Omit<typeof csMessage.$inferInsert, 'conversationId'>;
export type Status = ConversationRow['status'];

/**
 * What the conversation must still be for a write to happen: each request read
 * it before, and another request (a double tap, the agent) may have moved it
 * since. The check is part of the update, so two requests cannot both pass it.
 */
export interface WriteGuard {
  /** One of these statuses, e.g. only a queued conversation may be accepted. */
  status?: Status[];
  /** Not rated yet: a conversation is rated once. */
  unrated?: true;
  /** Not complimented yet: once, too. */
  uncomplimented?: true;
  /** Not marked 已回电 yet: the first mark (who and when) stays. */
  notCalledBack?: true;
  /** Still this agent's: a hand-back must not take a conversation another agent has since accepted. */
  agentAccount?: string;
}

function statusOf(status: Status, agentAccount?: string) {
  return and(
    eq(csConversation.status, status),
    agentAccount ? eq(csConversation.agentAccount, agentAccount) : undefined,
  );
}

/** The only file that queries the customer-service tables. */
export function createServiceRepo(db: Db) {
  return {
    async conversation(signid: string): Promise<ConversationRow | undefined> {
      const rows = await db.select().from(csConversation).where(eq(csConversation.signid, signid)).limit(1);
      return rows[0];
    },

    async createConversation(row: typeof csConversation.$inferInsert, first: NewMessage[]) {
      return db.transaction(async (tx) => {
        const [conv] = await tx.insert(csConversation).values(row).returning();
        if (first.length) await tx.insert(csMessage).values(first.map((m) => ({ ...m, conversationId: conv.id })));
        return conv;
      });
    },

    /**
     * Messages and a status change in one transaction. `expect` guards both:
     * when the row no longer is as expected nothing is written and undefined
     * comes back.
     */
    async write(
      conversationId: number,
      messages: NewMessage[],
      change?: Partial<typeof csConversation.$inferInsert>,
      expect: WriteGuard = {},
    ): Promise<MessageRow[] | undefined> {
      return db.transaction(async (tx) => {
        const where = and(
          eq(csConversation.id, conversationId),
          expect.status ? inArray(csConversation.status, expect.status) : undefined,
          expect.unrated ? isNull(csConversation.score) : undefined,
          expect.uncomplimented ? isNull(csConversation.compliment) : undefined,
          expect.notCalledBack ? isNull(csConversation.calledBackAt) : undefined,
          expect.agentAccount ? eq(csConversation.agentAccount, expect.agentAccount) : undefined,
        );
        const updated = await tx
          .update(csConversation)
          .set({ ...change, updatedAt: new Date() })
          .where(where)
          .returning({ id: csConversation.id });
        if (updated.length === 0) return undefined;
        if (messages.length === 0) return [];
        return tx
          .insert(csMessage)
          .values(messages.map((m) => ({ ...m, conversationId })))
          .returning();
      });
    },

    messagesAfter(conversationId: number, afterId: number) {
      return db
        .select()
        .from(csMessage)
        .where(and(eq(csMessage.conversationId, conversationId), gt(csMessage.id, afterId)))
        .orderBy(asc(csMessage.id))
        .limit(500);
    },

    async lastText(conversationId: number) {
      const [row] = await db
        .select({ text: csMessage.text, kind: csMessage.kind })
        .from(csMessage)
        .where(and(eq(csMessage.conversationId, conversationId), inArray(csMessage.sender, ['customer', 'agent'])))
        .orderBy(desc(csMessage.id))
        .limit(1);
      return row ? (row.kind === 'image' ? '[图片]' : row.text) : '';
    },

    async queuedBefore(queuedAt: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(csConversation)
        .where(and(eq(csConversation.status, 'queued'), lt(csConversation.queuedAt, queuedAt)));
      return row?.n ?? 0;
    },

    /** In waiting order; `limit` for a list shown, none where every one must be reached (a hand-back). */
    byStatus(status: Status, agentAccount?: string, limit?: number) {
      const query = db
        .select()
        .from(csConversation)
        .where(statusOf(status, agentAccount))
        .orderBy(asc(csConversation.queuedAt))
        .$dynamic();
      return limit === undefined ? query : query.limit(limit);
    },

    /** How many there are in all, where the list shown stops at its limit. */
    async countByStatus(status: Status, agentAccount?: string) {
      const [row] = await db.select({ n: count() }).from(csConversation).where(statusOf(status, agentAccount));
      return row?.n ?? 0;
    },

    /**
     * Messages left for a call-back, newest first, `limit` of them after the
     * one whose signid is `before` (the last one the console has). The cursor
     * is compared in SQL, row against row, so equal times and the database's
     * microseconds neither skip nor repeat a message.
     */
    /** Messages left that nobody has called back yet: the 留言 tab's count, however many pages the list has. */
    async leftWaiting() {
      const [row] = await db
        .select({ n: count() })
        .from(csConversation)
        .where(and(eq(csConversation.status, 'left'), isNull(csConversation.calledBackAt)));
      return row?.n ?? 0;
    },

    leftMessages(limit: number, before?: string) {
      const older = before
        ? sql`(${csConversation.leftAt}, ${csConversation.id}) < (select c.left_at, c.id from cs_conversation c where c.signid = ${before} and c.status = 'left')`
        : undefined;
      return db
        .select()
        .from(csConversation)
        .where(and(eq(csConversation.status, 'left'), older))
        .orderBy(desc(csConversation.leftAt), desc(csConversation.id))
        .limit(limit);
    },

    async insertFile(row: typeof csFile.$inferInsert) {
      await db.insert(csFile).values(row);
    },

    async file(id: string) {
      const [row] = await db.select().from(csFile).where(eq(csFile.id, id)).limit(1);
      return row;
    },

    // Knowledge base ---------------------------------------------------------

    kbIsEmpty: () => isEmpty(db, csKbEntry),

    async kbInsert(entries: { category: string; question: string; answer: string; hot: boolean; grams: string[] }[]) {
      await db.transaction(async (tx) => {
        for (const e of entries) {
          const [row] = await tx
            .insert(csKbEntry)
            .values({ ...e, gramCount: e.grams.length })
            .returning({ id: csKbEntry.id });
          await tx.insert(csKbGram).values(e.grams.map((gram) => ({ gram, entryId: row.id })));
        }
      });
    },

    kbSize: async () => (await db.select({ n: count() }).from(csKbEntry))[0]?.n ?? 0,

    /** How many entries hold each gram (document frequency), for the grams asked about. */
    kbDocFrequency(grams: string[]) {
      return db
        .select({ gram: csKbGram.gram, df: count() })
        .from(csKbGram)
        .where(inArray(csKbGram.gram, grams))
        .groupBy(csKbGram.gram);
    },

    /** Entries holding any of the grams, with the grams they matched. */
    kbMatches(grams: string[]) {
      return db
        .select({
          entryId: csKbGram.entryId,
          matched: sql<string[]>`array_agg(${csKbGram.gram})`,
          gramCount: csKbEntry.gramCount,
          hot: csKbEntry.hot,
        })
        .from(csKbGram)
        .innerJoin(csKbEntry, eq(csKbEntry.id, csKbGram.entryId))
        .where(inArray(csKbGram.gram, grams))
        .groupBy(csKbGram.entryId, csKbEntry.gramCount, csKbEntry.hot);
    },

    kbEntries(ids: number[]) {
      return db.select().from(csKbEntry).where(inArray(csKbEntry.id, ids));
    },

    kbHot() {
      return db
        .select({ id: csKbEntry.id, category: csKbEntry.category, question: csKbEntry.question })
        .from(csKbEntry)
        .where(eq(csKbEntry.hot, true))
        .orderBy(asc(csKbEntry.id));
    },
  };
}
export type ServiceRepo = ReturnType<typeof createServiceRepo>;
