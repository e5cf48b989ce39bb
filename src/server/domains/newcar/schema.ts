import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Motor policies as the endorsement desk sees them: who is insured, which
 * vehicle, and its plate. The plate is kept here so plates in use can be
 * checked without reading the policy domain's tables; the demo fills it from
 * the shared book.
 */
export const vehiclePolicy = pgTable(
  'newcar_vehicle_policy',
  {
    policyNo: text('policy_no').primaryKey(),
    riskName: text('risk_name').notNull(),
    insuredName: text('insured_name').notNull(),
    insuredIdNumber: text('insured_id_number').notNull(),
    vin: text('vin').notNull(),
    brandModel: text('brand_model').notNull(),
    licenseNo: text('license_no'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
  },
  (t) => [index('newcar_vehicle_policy_plate_idx').on(t.licenseNo)],
);

/**
 * A plate endorsement (批改) application; at most one that is not rejected per
 * policy, and the service allows one per car (the policies of one VIN).
 */
export const endorsement = pgTable(
  'newcar_endorsement',
  {
    endorsementNo: text('endorsement_no').primaryKey(),
    policyNo: text('policy_no').notNull(),
    licenseBefore: text('license_before'),
    licenseAfter: text('license_after').notNull(),
    status: text('status', { enum: ['applied', 'approved', 'effective', 'rejected'] }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newcar_endorsement_live_idx').on(t.policyNo).where(sql`status <> 'rejected'`)],
);

/** Every status an endorsement passed, with a note the customer can read. */
export const endorsementEvent = pgTable(
  'newcar_endorsement_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endorsementNo: text('endorsement_no')
      .notNull()
      .references(() => endorsement.endorsementNo),
    status: text('status', { enum: ['applied', 'approved', 'effective', 'rejected'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note').notNull(),
  },
  (t) => [index('newcar_endorsement_event_idx').on(t.endorsementNo)],
);
