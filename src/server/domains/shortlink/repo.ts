import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { flightDelayClaim, flightPolicy } from './schema';

/** The only file that queries the short-link tables. */
export function createShortlinkRepo(db: Db) {
  return {
    async policy(policyNo: string) {
      const [row] = await db.select().from(flightPolicy).where(eq(flightPolicy.policyNo, policyNo)).limit(1);
      return row;
    },
    async claimFor(policyNo: string, flightNo: string, flightDate: string) {
      const [row] = await db
        .select()
        .from(flightDelayClaim)
        .where(
          and(
            eq(flightDelayClaim.policyNo, policyNo),
            eq(flightDelayClaim.flightNo, flightNo),
            eq(flightDelayClaim.flightDate, flightDate),
          ),
        )
        .limit(1);
      return row;
    },
    /** Inserts once; false when the same policy, flight and date was claimed meanwhile. */
    async insertClaim(row: typeof flightDelayClaim.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(flightDelayClaim)
        .values(row)
        // Only the once-per-flight rule means "already applied"; a clash of the
        // random claim number must throw, so the caller draws a new one.
        .onConflictDoNothing({
          target: [flightDelayClaim.policyNo, flightDelayClaim.flightNo, flightDelayClaim.flightDate],
        })
        .returning({ c: flightDelayClaim.claimNo });
      return rows.length === 1;
    },
    policiesEmpty: () => isEmpty(db, flightPolicy),
    async insertPolicies(rows: (typeof flightPolicy.$inferInsert)[]) {
      if (rows.length) await db.insert(flightPolicy).values(rows);
    },
    listPolicies() {
      return db.select().from(flightPolicy);
    },
  };
}
export type ShortlinkRepo = ReturnType<typeof createShortlinkRepo>;
export type FlightDelayClaimRow = typeof flightDelayClaim.$inferSelect;
