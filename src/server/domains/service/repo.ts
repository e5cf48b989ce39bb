import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { csConversation, csFile, csKbEntry, csKbGram, csMessage } from './schema';

export type ConversationRow = typeof csConversation.$inferSelect;
export type MessageRow = typeof csMessage.$inferSelect;
export type NewMessage = Omit<typeof csMessage.$inferInsert, 'conversationId'>;
export type Status = ConversationRow['status'];

/**
 * A customer waiting for staff whose page has not checked in for this long (it syncs every 20 s) has
 * closed it: the conversation leaves the staff queue and is closed. Three minutes: a few missed syncs
 * (a phone's browser throttling a page in the background, a tunnel) do not lose a customer their place.
 */
export const ABANDON_AFTER_SECONDS = 180;
/** Compared in the database, by its clock alone: the servers' clocks may differ from it and from each other. */
const cutOff = sql.raw(`now() - interval '${ABANDON_AFTER_SECONDS} seconds'`);
const seenLately = () => sql`${csConversation.lastSeenAt} >= ${cutOff}`;
const notSeenLately = () => sql`${csConversation.lastSeenAt} < ${cutOff}`;
/** Waiting, and the customer's page still open. */
const waiting = () => and(eq(csConversation.status, 'queued'), seenLately());
/** A check-in this soon after the last one writes nothing: a sync and a message moments apart need one write. */
const SEEN_EVERY_SECONDS = 10;

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
  /** The customer's page checked in within the cut-off (an agent takes only a customer still there). */
  seenLately?: true;
  /** The customer's page has not checked in within the cut-off (closing it as abandoned). */
  notSeenLately?: true;
}

function statusOf(status: Status, agentAccount?: string) {
  return and(
    eq(csConversation.status, status),
    agentAccount ? eq(csConversation.agentAccount, agentAccount) : undefined,
  );
}

/** One knowledge-base entry as kb*.ts has it, with the grams it is found by. */
export interface KbWanted {
  category: string;
  question: string;
  answer: string;
  hot: boolean;
  grams: string[];
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
          expect.seenLately ? seenLately() : undefined,
          expect.notSeenLately ? notSeenLately() : undefined,
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

    /** The customer's page checked in (a sync, a message): it is still open. */
    async seen(conversationId: number) {
      await db
        .update(csConversation)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(csConversation.id, conversationId),
            sql`${csConversation.lastSeenAt} < now() - interval '${sql.raw(String(SEEN_EVERY_SECONDS))} seconds'`,
          ),
        );
    },

    /**
     * Closes every waiting conversation whose page has not checked in within the cut-off, each with
     * `text` as its last message, in one transaction; the signids closed come back to be announced.
     */
    async closeAbandoned(text: string) {
      return db.transaction(async (tx) => {
        const closed = await tx
          .update(csConversation)
          .set({ status: 'closed', updatedAt: new Date() })
          .where(and(eq(csConversation.status, 'queued'), notSeenLately()))
          .returning({ id: csConversation.id, signid: csConversation.signid });
        if (closed.length)
          await tx
            .insert(csMessage)
            .values(
              closed.map((c) => ({ conversationId: c.id, sender: 'system' as const, kind: 'text' as const, text })),
            );
        return closed.map((c) => c.signid);
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
        .where(and(waiting(), lt(csConversation.queuedAt, queuedAt)));
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

    /** The staff queue: waiting customers whose page is still open, in waiting order. */
    waiting(limit: number) {
      return db.select().from(csConversation).where(waiting()).orderBy(asc(csConversation.queuedAt)).limit(limit);
    },

    async countWaiting() {
      const [row] = await db.select({ n: count() }).from(csConversation).where(waiting());
      return row?.n ?? 0;
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

    /**
     * Brings the knowledge base in line with `wanted`, keyed by category and question: a new entry is
     * added, a changed answer, suggestion flag or grams is rewritten in place (its id, which suggestions
     * already shown point at, stays), an entry no longer wanted goes. Only what differs is written, in
     * one transaction; two instances starting at once meet the unique key, not a second copy.
     */
    async kbSync(wanted: KbWanted[]) {
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(csKbEntry);
        const gramRows = await tx.select().from(csKbGram);
        const gramsOf = new Map<number, string[]>();
        for (const g of gramRows) gramsOf.set(g.entryId, [...(gramsOf.get(g.entryId) ?? []), g.gram]);
        const keyOf = (e: { category: string; question: string }) => `${e.category}\u0000${e.question}`;
        const stored = new Map(rows.map((r) => [keyOf(r), r]));
        const wantedKeys = new Set(wanted.map(keyOf));
        const sameGrams = (a: string[], b: string[]) =>
          a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
        const gone = rows.filter((r) => !wantedKeys.has(keyOf(r))).map((r) => r.id);
        if (gone.length) {
          await tx.delete(csKbGram).where(inArray(csKbGram.entryId, gone));
          await tx.delete(csKbEntry).where(inArray(csKbEntry.id, gone));
        }
        let added = 0;
        let changed = 0;
        for (const e of wanted) {
          const have = stored.get(keyOf(e));
          const grams = [...new Set(e.grams)];
          let id = have?.id;
          if (!have) {
            const [row] = await tx
              .insert(csKbEntry)
              .values({
                category: e.category,
                question: e.question,
                answer: e.answer,
                hot: e.hot,
                gramCount: grams.length,
              })
              .onConflictDoNothing()
              .returning({ id: csKbEntry.id });
            // Another instance added it this moment, grams and all.
            if (!row) continue;
            id = row.id;
            added += 1;
          } else if (have.answer !== e.answer || have.hot !== e.hot || have.gramCount !== grams.length) {
            await tx
              .update(csKbEntry)
              .set({ answer: e.answer, hot: e.hot, gramCount: grams.length })
              .where(eq(csKbEntry.id, have.id));
            changed += 1;
          }
          if (id === undefined || (have && sameGrams(gramsOf.get(have.id) ?? [], grams))) continue;
          if (have) await tx.delete(csKbGram).where(eq(csKbGram.entryId, id));
          const entryId = id;
          if (grams.length)
            await tx
              .insert(csKbGram)
              .values(grams.map((gram) => ({ gram, entryId })))
              .onConflictDoNothing();
        }
        return { added, changed, deleted: gone.length };
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
