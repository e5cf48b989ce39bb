import { and, asc, between, desc, eq, inArray } from 'drizzle-orm';
import { idNumberForms } from '../../../shared/rules';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { renewalOrder, renewalPolicy, renewalReminder, trafficVehicle, trafficViolation } from './schema';

export type RenewalPolicyRow = typeof renewalPolicy.$inferSelect;

/** The only file that queries the renewal tables. */
export function createRenewalRepo(db: Db) {
  return {
    byPolicyNo(policyNo: string) {
      return db.select().from(renewalPolicy).where(eq(renewalPolicy.policyNo, policyNo));
    },
    /** A car's policies by plate and the insured's number, in any form a record may keep it (idNumberForms). */
    byPlate(licenseNo: string, idNumber: string) {
      return db
        .select()
        .from(renewalPolicy)
        .where(
          and(eq(renewalPolicy.licenseNo, licenseNo), inArray(renewalPolicy.insuredIdNumber, idNumberForms(idNumber))),
        )
        .orderBy(asc(renewalPolicy.riskCode));
    },
    byVin(vin: string, idNumber: string) {
      return db
        .select()
        .from(renewalPolicy)
        .where(and(eq(renewalPolicy.vin, vin), inArray(renewalPolicy.insuredIdNumber, idNumberForms(idNumber))))
        .orderBy(asc(renewalPolicy.riskCode));
    },
    async latestOrder(policyNo: string) {
      const [row] = await db
        .select()
        .from(renewalOrder)
        .where(eq(renewalOrder.policyNo, policyNo))
        .orderBy(desc(renewalOrder.attempt))
        .limit(1);
      return row;
    },
    /** Records the order for every policy of the unit; false when another request got there first. */
    async recordOrder(policyNos: string[], attempt: number, orderId: string): Promise<boolean> {
      const rows = await db
        .insert(renewalOrder)
        .values(policyNos.map((policyNo) => ({ policyNo, attempt, orderId })))
        .onConflictDoNothing()
        .returning({ p: renewalOrder.policyNo });
      return rows.length === policyNos.length;
    },
    /** Policies ending within [from, to] (YYYY-MM-DD). */
    endingBetween(from: string, to: string) {
      return db
        .select()
        .from(renewalPolicy)
        .where(between(renewalPolicy.endDate, from, to));
    },
    /**
     * Claims the reminders of the policies one SMS names, in one statement; answers those this caller
     * inserted. Rows go in policy-number order, so two instances claiming the same car at once wait
     * on the same first row and one of them gets both, never one each.
     */
    async claimReminders(policyNos: string[], mobile: string): Promise<string[]> {
      const rows = await db
        .insert(renewalReminder)
        .values([...policyNos].sort().map((policyNo) => ({ policyNo, mobile })))
        .onConflictDoNothing()
        .returning({ p: renewalReminder.policyNo });
      return rows.map((r) => r.p);
    },
    async releaseReminders(policyNos: string[]) {
      await db.delete(renewalReminder).where(inArray(renewalReminder.policyNo, policyNos));
    },
    policiesEmpty: () => isEmpty(db, renewalPolicy),
    async insertPolicies(rows: (typeof renewalPolicy.$inferInsert)[]) {
      if (rows.length) await db.insert(renewalPolicy).values(rows).onConflictDoNothing();
    },
    /** A plate an endorsement gave a new car's policy: set once, as the policy domain holds it. */
    async addPlate(policyNos: string[], licenseNo: string) {
      if (policyNos.length)
        await db.update(renewalPolicy).set({ licenseNo }).where(inArray(renewalPolicy.policyNo, policyNos));
    },
    async knowsVehicle(licenseNo: string, frameNo: string) {
      const rows = await db
        .select()
        .from(trafficVehicle)
        .where(and(eq(trafficVehicle.licenseNo, licenseNo), eq(trafficVehicle.frameNo, frameNo)));
      return rows.length > 0;
    },
    violations(licenseNo: string, frameNo: string) {
      return db
        .select()
        .from(trafficViolation)
        .where(and(eq(trafficViolation.licenseNo, licenseNo), eq(trafficViolation.frameNo, frameNo)))
        .orderBy(desc(trafficViolation.occurredAt));
    },
    async insertTraffic(
      vehicles: (typeof trafficVehicle.$inferInsert)[],
      violations: (typeof trafficViolation.$inferInsert)[],
    ) {
      await db.transaction(async (tx) => {
        if (vehicles.length) await tx.insert(trafficVehicle).values(vehicles);
        if (violations.length) await tx.insert(trafficViolation).values(violations);
      });
    },
  };
}
export type RenewalRepo = ReturnType<typeof createRenewalRepo>;
