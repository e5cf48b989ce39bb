import { and, asc, eq, getTableColumns, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { endorsement, endorsementEvent, vehiclePolicy } from './schema';

export type VehiclePolicyRow = typeof vehiclePolicy.$inferSelect;
export type EndorsementRow = typeof endorsement.$inferSelect;

/** The only file that queries the newcar tables. Pass a transaction as `db` to write atomically. */
export function createNewcarRepo(db: Db) {
  /** The vehicle of a policy, as a subquery: a statement about the whole car in one round trip. */
  const vinOf = (policyNo: string) =>
    db.select({ vin: vehiclePolicy.vin }).from(vehiclePolicy).where(eq(vehiclePolicy.policyNo, policyNo));
  return {
    async policy(policyNo: string) {
      const rows = await db.select().from(vehiclePolicy).where(eq(vehiclePolicy.policyNo, policyNo)).limit(1);
      return rows[0];
    },
    /**
     * Every policy of the vehicle insured by `policyNo` (compulsory and
     * commercial), locked until the transaction ends: submissions for one car,
     * through either policy, then take turns. Locked in policy-number order, so
     * two of them never deadlock. Empty when no such policy exists.
     */
    carOfPolicyForUpdate(policyNo: string) {
      return db
        .select()
        .from(vehiclePolicy)
        .where(inArray(vehiclePolicy.vin, vinOf(policyNo)))
        .orderBy(asc(vehiclePolicy.policyNo))
        .for('update');
    },
    /**
     * The policy numbers of the vehicle insured by `policyNo` (compulsory and
     * commercial) still in force on `day`, in order: the ones a plate endorsed
     * that day went on (a lapsed part is not endorsed).
     */
    async carPolicyNos(policyNo: string, day: string) {
      const rows = await db
        .select({ policyNo: vehiclePolicy.policyNo })
        .from(vehiclePolicy)
        .where(and(inArray(vehiclePolicy.vin, vinOf(policyNo)), gte(vehiclePolicy.endDate, day)))
        .orderBy(asc(vehiclePolicy.policyNo));
      return rows.map((r) => r.policyNo);
    },
    /** Every policy of the vehicle insured by `policyNo`, this one included, in order. */
    carPolicies(policyNo: string) {
      return db
        .select()
        .from(vehiclePolicy)
        .where(inArray(vehiclePolicy.vin, vinOf(policyNo)))
        .orderBy(asc(vehiclePolicy.policyNo));
    },
    /**
     * Holds the plate until the transaction ends (a transaction-scoped advisory
     * lock): two cars submitting one plate at once take turns, so the second's
     * plateInUse sees the first's plate. A unique index cannot do it, since
     * expired policies keep their plates; read committed alone lets both pass.
     */
    async lockPlate(licenseNo: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`newcar:plate:${licenseNo}`}))`);
    },
    /** Policies in force on `today` that carry this plate, other than those of the vehicle `vin`. */
    plateInUse(licenseNo: string, vin: string, today: string) {
      return db
        .select({ policyNo: vehiclePolicy.policyNo })
        .from(vehiclePolicy)
        .where(
          and(eq(vehiclePolicy.licenseNo, licenseNo), ne(vehiclePolicy.vin, vin), gte(vehiclePolicy.endDate, today)),
        )
        .limit(1);
    },
    async setPlate(policyNo: string, licenseNo: string | null) {
      await db.update(vehiclePolicy).set({ licenseNo }).where(eq(vehiclePolicy.policyNo, policyNo));
    },
    /**
     * The car got its plate: every policy of the vehicle in force on `today`
     * still without one shows it, as the policy system does (the compulsory and
     * commercial policies of a new car are one car to register). A part that
     * has lapsed is a contract ended: it is not endorsed and keeps what it said.
     */
    async setCarPlate(vin: string, licenseNo: string, today: string) {
      await db
        .update(vehiclePolicy)
        .set({ licenseNo })
        .where(and(eq(vehiclePolicy.vin, vin), isNull(vehiclePolicy.licenseNo), gte(vehiclePolicy.endDate, today)));
    },
    /** Takes back a plate the endorsement of `policyNo` put on its vehicle's policies. */
    async restoreCarPlate(policyNo: string, licenseAfter: string, licenseBefore: string | null) {
      await db
        .update(vehiclePolicy)
        .set({ licenseNo: licenseBefore })
        .where(and(inArray(vehiclePolicy.vin, vinOf(policyNo)), eq(vehiclePolicy.licenseNo, licenseAfter)));
    },
    /**
     * The endorsement not rejected on any policy of the vehicle `vin`: a car
     * takes its plate once, through its compulsory or its commercial policy.
     */
    async liveEndorsementOfCar(vin: string): Promise<EndorsementRow | undefined> {
      const rows = await db
        .select(getTableColumns(endorsement))
        .from(endorsement)
        .innerJoin(vehiclePolicy, eq(vehiclePolicy.policyNo, endorsement.policyNo))
        .where(and(eq(vehiclePolicy.vin, vin), ne(endorsement.status, 'rejected')))
        .orderBy(asc(endorsement.appliedAt))
        .limit(1);
      return rows[0];
    },
    async insertEndorsement(row: typeof endorsement.$inferInsert) {
      await db.insert(endorsement).values(row);
    },
    async setStatus(endorsementNo: string, status: EndorsementRow['status'], effectiveAt?: Date) {
      await db
        .update(endorsement)
        .set({ status, ...(effectiveAt ? { effectiveAt } : {}) })
        .where(eq(endorsement.endorsementNo, endorsementNo));
    },
    /** Marks an approved endorsement effective; false when another submission already did. */
    async markEffective(endorsementNo: string, effectiveAt: Date) {
      const rows = await db
        .update(endorsement)
        .set({ status: 'effective', effectiveAt })
        .where(and(eq(endorsement.endorsementNo, endorsementNo), eq(endorsement.status, 'approved')))
        .returning({ no: endorsement.endorsementNo });
      return rows.length > 0;
    },
    async addEvent(row: typeof endorsementEvent.$inferInsert) {
      await db.insert(endorsementEvent).values(row);
    },
    events(endorsementNo: string) {
      return db
        .select()
        .from(endorsementEvent)
        .where(eq(endorsementEvent.endorsementNo, endorsementNo))
        .orderBy(asc(endorsementEvent.at), asc(endorsementEvent.id));
    },
    policiesEmpty: () => isEmpty(db, vehiclePolicy),
    async insertPolicies(rows: (typeof vehiclePolicy.$inferInsert)[]) {
      if (rows.length) await db.insert(vehiclePolicy).values(rows).onConflictDoNothing();
    },
    newCarPolicies() {
      return db.select().from(vehiclePolicy).orderBy(asc(vehiclePolicy.policyNo));
    },
  };
}
export type NewcarRepo = ReturnType<typeof createNewcarRepo>;
