import { and, asc, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { surveyActivity, surveyPrize, surveyQuestion, surveyResponse } from './schema';

export type ActivityRow = typeof surveyActivity.$inferSelect;
export type QuestionRow = typeof surveyQuestion.$inferSelect;
export type PrizeRow = typeof surveyPrize.$inferSelect;
export type ResponseRow = typeof surveyResponse.$inferSelect;

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
        const [saved] = await tx.insert(surveyResponse).values(row).returning();
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
