import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { claim, claimablePolicy, claimParty, claimStep } from './schema';

export type ClaimRow = typeof claim.$inferSelect;
export type StepRow = typeof claimStep.$inferSelect;
export type PartyRow = typeof claimParty.$inferSelect;

/** The only file that queries the claims tables. Pass a transaction as `db` to write atomically. */
export function createClaimsRepo(db: Db) {
  return {
    async policy(policyNo: string) {
      const rows = await db.select().from(claimablePolicy).where(eq(claimablePolicy.policyNo, policyNo)).limit(1);
      return rows[0];
    },
    claimsOfPolicy(policyNo: string, kind: 'car' | 'noncar') {
      return db
        .select()
        .from(claim)
        .where(and(eq(claim.policyNo, policyNo), eq(claim.kind, kind)))
        .orderBy(desc(claim.reportTime));
    },
    async claim(registNo: string) {
      const rows = await db.select().from(claim).where(eq(claim.registNo, registNo)).limit(1);
      return rows[0];
    },
    /**
     * The claim, locked until the transaction ends: two steps for one claim
     * take turns, so the later one checks its move against the earlier one's.
     */
    async claimForUpdate(registNo: string) {
      const rows = await db.select().from(claim).where(eq(claim.registNo, registNo)).for('update');
      return rows[0];
    },
    steps(registNo: string) {
      return db
        .select()
        .from(claimStep)
        .where(eq(claimStep.registNo, registNo))
        .orderBy(asc(claimStep.at), asc(claimStep.id));
    },
    parties(registNo: string) {
      return db.select().from(claimParty).where(eq(claimParty.registNo, registNo)).orderBy(asc(claimParty.id));
    },
    policiesEmpty: () => isEmpty(db, claimablePolicy),
    async insertPolicies(rows: (typeof claimablePolicy.$inferInsert)[]) {
      if (rows.length) await db.insert(claimablePolicy).values(rows).onConflictDoNothing();
    },
    /**
     * The plate an endorsement gave a new car, on its policies and on the claims reported before
     * it had one (a claim keeps the plate it was reported with; none is not a plate to keep).
     */
    async addPlate(policyNos: string[], licenseNo: string) {
      if (policyNos.length === 0) return;
      await db.update(claimablePolicy).set({ licenseNo }).where(inArray(claimablePolicy.policyNo, policyNos));
      const ofPolicies = db.select({ registNo: claim.registNo }).from(claim).where(inArray(claim.policyNo, policyNos));
      await db
        .update(claimParty)
        .set({ licenseNo })
        .where(
          and(inArray(claimParty.registNo, ofPolicies), eq(claimParty.role, 'insured'), isNull(claimParty.licenseNo)),
        );
      await db
        .update(claim)
        .set({ licenseNo })
        .where(and(inArray(claim.policyNo, policyNos), isNull(claim.licenseNo)));
    },
    async insertClaim(row: typeof claim.$inferInsert) {
      await db.insert(claim).values(row);
    },
    async insertParties(rows: (typeof claimParty.$inferInsert)[]) {
      if (rows.length) await db.insert(claimParty).values(rows);
    },
    async insertStep(row: typeof claimStep.$inferInsert) {
      await db.insert(claimStep).values(row);
    },
    async updateClaim(registNo: string, patch: Partial<typeof claim.$inferInsert>) {
      await db.update(claim).set(patch).where(eq(claim.registNo, registNo));
    },
    /** Demo listing: a few claims with their policy and insured, for /dev/demo. */
    allClaims() {
      return db.select().from(claim).orderBy(asc(claim.kind), asc(claim.policyNo), asc(claim.registNo));
    },
  };
}
export type ClaimsRepo = ReturnType<typeof createClaimsRepo>;
