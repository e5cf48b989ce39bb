import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { surveyActivity, surveyPrize, surveyQuestion, surveyResponse } from './schema';

export type ActivityRow = typeof surveyActivity.$inferSelect;
export type QuestionRow = typeof surveyQuestion.$inferSelect;
export type PrizeRow = typeof surveyPrize.$inferSelect;
export type ResponseRow = typeof surveyResponse.$inferSelect;

/**
 * How long the sender of an acknowledgement SMS holds it (survey_response.ack_claimed_until): twelve
 * times the HTTP gateway's 5-second timeout, so a send ends well within it and no sweep sends it too.
 */
export const ACK_CLAIM_SECONDS = 60;
/** At most this many acknowledgements a sweep claims at once. */
export const ACK_BATCH = 50;

const claimEnd = sql`now() + make_interval(secs => ${ACK_CLAIM_SECONDS})`;

/** The only file that queries the survey tables. */
export function createSurveyRepo(db: Db) {
  return {
    async activity(id: string) {
      return (await db.select().from(surveyActivity).where(eq(surveyActivity.id, id)).limit(1))[0];
    },
    /** The enabled activity running at `now`, else the one that started last. */
    async current(now: Date) {
      const running = await db
        .select()
        .from(surveyActivity)
        .where(
          and(eq(surveyActivity.enabled, true), lte(surveyActivity.startsAt, now), gte(surveyActivity.endsAt, now)),
        )
        .orderBy(desc(surveyActivity.startsAt))
        .limit(1);
      if (running[0]) return running[0];
      return (await db.select().from(surveyActivity).orderBy(desc(surveyActivity.startsAt)).limit(1))[0];
    },
    questions(activityId: string) {
      return db
        .select()
        .from(surveyQuestion)
        .where(eq(surveyQuestion.activityId, activityId))
        .orderBy(asc(surveyQuestion.seq));
    },
    async prizesLeft(activityId: string) {
      const [row] = await db
        .select({ left: sql<number>`coalesce(sum(${surveyPrize.total} - ${surveyPrize.awarded}), 0)::int` })
        .from(surveyPrize)
        .where(eq(surveyPrize.activityId, activityId));
      return Number(row?.left ?? 0);
    },
    async answered(activityId: string, mobile: string) {
      return (
        await db
          .select()
          .from(surveyResponse)
          .where(and(eq(surveyResponse.activityId, activityId), eq(surveyResponse.mobile, mobile)))
          .limit(1)
      )[0];
    },
    async prize(id: number | null) {
      if (id === null) return undefined;
      return (await db.select().from(surveyPrize).where(eq(surveyPrize.id, id)).limit(1))[0];
    },

    /**
     * The answer sheet and its prize in one transaction. `draw` picks a tier
     * among those with stock; the conditional update is what makes the pool
     * safe under concurrency: a tier emptied meanwhile updates no row and the
     * next tier is tried. `grant` puts the won prize where the customer uses
     * it (the coupon wallet) on the same transaction: if it fails, the answer
     * and the prize are not kept either, so no prize is taken from the pool
     * without reaching its winner.
     */
    async saveWithPrize(
      row: typeof surveyResponse.$inferInsert,
      draw: (tiers: PrizeRow[]) => PrizeRow[],
      prizeCode: () => string,
      grant: (tx: Db, response: ResponseRow, prize: PrizeRow) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        // Stored held by this request, which sends its acknowledgement once the answer is committed.
        const [saved] = await tx
          .insert(surveyResponse)
          .values({ ...row, ackClaimedUntil: claimEnd })
          .returning();
        const tiers = await tx
          .select()
          .from(surveyPrize)
          .where(and(eq(surveyPrize.activityId, row.activityId), gt(surveyPrize.total, surveyPrize.awarded)));
        for (const tier of draw(tiers)) {
          const won = await tx
            .update(surveyPrize)
            .set({ awarded: sql`${surveyPrize.awarded} + 1` })
            .where(and(eq(surveyPrize.id, tier.id), sql`${surveyPrize.awarded} < ${surveyPrize.total}`))
            .returning();
          if (won[0]) {
            const [withPrize] = await tx
              .update(surveyResponse)
              .set({ prizeId: tier.id, prizeCode: prizeCode() })
              .where(eq(surveyResponse.id, (saved as ResponseRow).id))
              .returning();
            await grant(tx, withPrize as ResponseRow, won[0]);
            return { response: withPrize as ResponseRow, prize: won[0] };
          }
        }
        return { response: saved as ResponseRow, prize: undefined };
      });
    },
    /** Runs `work` in one transaction of this database, e.g. a port's write that must not be half done. */
    transaction<T>(work: (tx: Db) => Promise<T>) {
      return db.transaction(work);
    },
    async markAcknowledged(id: number) {
      await db.update(surveyResponse).set({ ackSentAt: new Date() }).where(eq(surveyResponse.id, id));
    },
    /** A send that failed lets go of its acknowledgement: the next sweep sends it. */
    async releaseAcknowledgement(id: number) {
      await db.update(surveyResponse).set({ ackClaimedUntil: null }).where(eq(surveyResponse.id, id));
    },
    /**
     * Claims up to a batch of acknowledgements still to send, of sheets stored after `since`, that nobody
     * holds (a failed send, an instance that died before sending), in one statement. SKIP LOCKED: two
     * sweeps at once take different rows, and a row another sweep claimed and committed no longer matches.
     */
    claimUnacknowledged(since: Date) {
      const due = db
        .select({ id: surveyResponse.id })
        .from(surveyResponse)
        .where(
          and(
            isNull(surveyResponse.ackSentAt),
            gt(surveyResponse.createdAt, since),
            or(isNull(surveyResponse.ackClaimedUntil), lt(surveyResponse.ackClaimedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(surveyResponse.id))
        .limit(ACK_BATCH)
        .for('update', { skipLocked: true });
      return db
        .update(surveyResponse)
        .set({ ackClaimedUntil: claimEnd })
        .where(inArray(surveyResponse.id, due))
        .returning();
    },
    prizes(activityId: string) {
      return db.select().from(surveyPrize).where(eq(surveyPrize.activityId, activityId)).orderBy(asc(surveyPrize.id));
    },
    activitiesEmpty: () => isEmpty(db, surveyActivity),
    async insertSeed(seed: {
      activities: (typeof surveyActivity.$inferInsert)[];
      questions: (typeof surveyQuestion.$inferInsert)[];
      prizes: (typeof surveyPrize.$inferInsert)[];
    }) {
      await db.transaction(async (tx) => {
        await tx.insert(surveyActivity).values(seed.activities);
        await tx.insert(surveyQuestion).values(seed.questions);
        await tx.insert(surveyPrize).values(seed.prizes);
      });
    },
  };
}
export type SurveyRepo = ReturnType<typeof createSurveyRepo>;
