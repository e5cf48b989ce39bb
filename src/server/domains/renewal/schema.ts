import { boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The renewal view of an in-force policy: what renewing it needs, claims count included. */
export const renewalPolicy = pgTable(
  'renewal_policy',
  {
    policyNo: text('policy_no').primaryKey(),
    kind: text('kind', { enum: ['car', 'noncar'] }).notNull(),
    riskCode: text('risk_code').notNull(),
    riskName: text('risk_name').notNull(),
    applicantName: text('applicant_name').notNull(),
    applicantIdNumber: text('applicant_id_number').notNull(),
    applicantMobile: text('applicant_mobile').notNull(),
    insuredName: text('insured_name').notNull(),
    insuredIdNumber: text('insured_id_number').notNull(),
    insuredMobile: text('insured_mobile').notNull(),
    cityCode: text('city_code').notNull(),
    comCode: text('com_code').notNull(),
    licenseNo: text('license_no'),
    vin: text('vin'),
    engineNo: text('engine_no'),
    brandModel: text('brand_model'),
    isNewCar: boolean('is_new_car').notNull().default(false),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    premium: numeric('premium', { precision: 12, scale: 2 }).notNull(),
    sumInsured: numeric('sum_insured', { precision: 14, scale: 2 }).notNull(),
    /** Claims paid in the policy year, from the claims records. */
    claimCount: integer('claim_count').notNull().default(0),
  },
  (t) => [index('renewal_policy_insured_idx').on(t.insuredIdNumber), index('renewal_policy_vin_idx').on(t.vin)],
);

/** A renewal order made for a policy; attempt counts up when an order expired unpaid. */
export const renewalOrder = pgTable(
  'renewal_order',
  {
    policyNo: text('policy_no').notNull(),
    attempt: integer('attempt').notNull(),
    orderId: text('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.policyNo, t.attempt] })],
);

/**
 * One row per policy reminded: the primary key is the once-only guarantee,
 * whichever of several server instances runs the job first.
 */
export const renewalReminder = pgTable('renewal_reminder', {
  policyNo: text('policy_no').primaryKey(),
  mobile: text('mobile').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The stored violation source (development stand-in for the traffic authority). */
export const trafficViolation = pgTable(
  'traffic_violation',
  {
    id: text('id').primaryKey(),
    licenseNo: text('license_no').notNull(),
    frameNo: text('frame_no').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    act: text('act').notNull(),
    code: text('code').notNull(),
    fine: integer('fine').notNull(),
    points: integer('points').notNull(),
    handled: boolean('handled').notNull(),
    authority: text('authority').notNull(),
  },
  (t) => [index('traffic_violation_plate_idx').on(t.licenseNo)],
);

/** Vehicles the stored source knows, so "no violations" differs from "unknown vehicle". */
export const trafficVehicle = pgTable(
  'traffic_vehicle',
  { licenseNo: text('license_no').notNull(), frameNo: text('frame_no').notNull() },
  (t) => [primaryKey({ columns: [t.licenseNo, t.frameNo] })],
);
