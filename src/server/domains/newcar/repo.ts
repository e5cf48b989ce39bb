import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { endorsement, endorsementEvent, vehiclePolicy } from './schema';

export type VehiclePolicyRow = typeof vehiclePolicy.$inferSelect;
export type EndorsementRow = typeof endorsement.$inferSelect;

/** The only file that queries the newcar tables. Pass a transaction as `db` to write atomically. */
export function createNewcarRepo(db: Db) {
  return {
    async policy(policyNo: string) {
      const rows = await db.select().from(vehiclePolicy).where(eq(vehiclePolicy.policyNo, policyNo)).limit(1);
      return rows[0];
    },
    /** The policy, locked until the transaction ends: submissions for one policy then take turns. */
    async policyForUpdate(policyNo: string) {
      const rows = await db
        .select()
        .from(vehiclePolicy)
        .where(eq(vehiclePolicy.policyNo, policyNo))
        .limit(1)
        .for('update');
      return rows[0];
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
    async liveEndorsement(policyNo: string) {
      const rows = await db
        .select()
        .from(endorsement)
        .where(and(eq(endorsement.policyNo, policyNo), ne(endorsement.status, 'rejected')))
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
