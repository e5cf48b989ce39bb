import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { promoCarActivity, promoCarEntry, promoCoupon, promoCouponCampaign } from './schema';

export type CouponRow = typeof promoCoupon.$inferSelect;
export type CampaignRow = typeof promoCouponCampaign.$inferSelect;

/** Thrown inside the claim transaction when the pool is empty, so the coupon row rolls back. */
export class PoolEmpty extends Error {}

/** The only file that queries the promotion tables. */
export function createPromoRepo(db: Db) {
  return {
    activitiesFor(cityCode: string, now: Date) {
      return db
        .select()
        .from(promoCarActivity)
        .where(
          and(
            or(eq(promoCarActivity.cityCode, cityCode), eq(promoCarActivity.cityCode, '')),
            lte(promoCarActivity.startsAt, now),
            gte(promoCarActivity.endsAt, now),
          ),
        )
        .orderBy(asc(promoCarActivity.id));
    },
    async activity(id: string) {
      return (await db.select().from(promoCarActivity).where(eq(promoCarActivity.id, id)).limit(1))[0];
    },
    async joinedCounts(ids: string[]) {
      if (ids.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ id: promoCarEntry.activityId, n: count() })
        .from(promoCarEntry)
        .where(inArray(promoCarEntry.activityId, ids))
        .groupBy(promoCarEntry.activityId);
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },
    async entry(activityId: string, mobile: string) {
      return (
        await db
          .select()
          .from(promoCarEntry)
          .where(and(eq(promoCarEntry.activityId, activityId), eq(promoCarEntry.mobile, mobile)))
          .limit(1)
      )[0];
    },
    async insertEntry(row: typeof promoCarEntry.$inferInsert) {
      return db.transaction(async (tx) => (await tx.insert(promoCarEntry).values(row).returning())[0]);
    },
    async currentCampaign(now: Date) {
      const running = await db
        .select()
        .from(promoCouponCampaign)
        .where(and(lte(promoCouponCampaign.startsAt, now), gte(promoCouponCampaign.endsAt, now)))
        .orderBy(desc(promoCouponCampaign.startsAt))
        .limit(1);
      return (
        running[0] ??
        (await db.select().from(promoCouponCampaign).orderBy(desc(promoCouponCampaign.endsAt)).limit(1))[0]
      );
    },
    async campaign(id: string) {
      return (await db.select().from(promoCouponCampaign).where(eq(promoCouponCampaign.id, id)).limit(1))[0];
    },
    async coupon(campaignId: string, mobile: string) {
      return (
        await db
          .select()
          .from(promoCoupon)
          .where(and(eq(promoCoupon.campaignId, campaignId), eq(promoCoupon.mobile, mobile)))
          .limit(1)
      )[0];
    },
    /** The coupon and the pool's count in one transaction; an empty pool rolls the coupon back. */
    async claim(row: typeof promoCoupon.$inferInsert) {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(promoCoupon).values(row).returning();
        const drawn = await tx
          .update(promoCouponCampaign)
          .set({ claimed: sql`${promoCouponCampaign.claimed} + 1` })
          .where(
            and(
              eq(promoCouponCampaign.id, row.campaignId),
              sql`${promoCouponCampaign.claimed} < ${promoCouponCampaign.total}`,
            ),
          )
          .returning();
        if (!drawn[0]) throw new PoolEmpty();
        return saved as CouponRow;
      });
    },
    couponsOf(mobile: string) {
      return db.select().from(promoCoupon).where(eq(promoCoupon.mobile, mobile)).orderBy(desc(promoCoupon.id));
    },
    async couponByNo(couponNo: string) {
      return (await db.select().from(promoCoupon).where(eq(promoCoupon.couponNo, couponNo)).limit(1))[0];
    },
    /**
     * Holds a coupon for an order being paid: only an unspent coupon that is
     * free or already held by this order. This update decides the one use.
     */
    async hold(couponNo: string, orderId: string): Promise<boolean> {
      const rows = await db
        .update(promoCoupon)
        .set({ usedOrderId: orderId })
        .where(
          and(
            eq(promoCoupon.couponNo, couponNo),
            isNull(promoCoupon.usedAt),
            or(isNull(promoCoupon.usedOrderId), eq(promoCoupon.usedOrderId, orderId)),
          ),
        )
        .returning({ n: promoCoupon.couponNo });
      return rows.length > 0;
    },
    /** A coupon granted outside a campaign's pool; a second grant for the same source and mobile changes nothing. */
    async grant(row: typeof promoCoupon.$inferInsert) {
      await db.insert(promoCoupon).values(row).onConflictDoNothing();
    },
    async release(orderId: string) {
      await db
        .update(promoCoupon)
        .set({ usedOrderId: null })
        .where(and(eq(promoCoupon.usedOrderId, orderId), isNull(promoCoupon.usedAt)));
    },
    async consume(orderId: string) {
      await db
        .update(promoCoupon)
        .set({ usedAt: new Date() })
        .where(and(eq(promoCoupon.usedOrderId, orderId), isNull(promoCoupon.usedAt)));
    },
    campaignTitles() {
      return db.select({ id: promoCouponCampaign.id, title: promoCouponCampaign.title }).from(promoCouponCampaign);
    },
    seeded: async () => !(await isEmpty(db, promoCouponCampaign)),
    async insertSeed(
      activities: (typeof promoCarActivity.$inferInsert)[],
      campaigns: (typeof promoCouponCampaign.$inferInsert)[],
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(promoCarActivity).values(activities);
        await tx.insert(promoCouponCampaign).values(campaigns);
      });
    },
  };
}
export type PromoRepo = ReturnType<typeof createPromoRepo>;
