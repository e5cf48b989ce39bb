import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Flight-delay policies reachable by the short link. */
export const flightPolicy = pgTable('flight_policy', {
  policyNo: text('policy_no').primaryKey(),
  riskName: text('risk_name').notNull(),
  insuredName: text('insured_name').notNull(),
  insuredIdNumber: text('insured_id_number').notNull(),
  /** The mobile the short link was sent to (the applicant's). */
  mobile: text('mobile').notNull(),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
});

/** A flight-delay claim filed from the short link. */
export const flightDelayClaim = pgTable(
  'flight_delay_claim',
  {
    claimNo: text('claim_no').primaryKey(),
    policyNo: text('policy_no').notNull(),
    flightNo: text('flight_no').notNull(),
    flightDate: text('flight_date').notNull(),
    insuredName: text('insured_name').notNull(),
    bankId: text('bank_id').notNull(),
    bankName: text('bank_name').notNull(),
    provinceId: text('province_id').notNull(),
    cityId: text('city_id').notNull(),
    branchId: text('branch_id').notNull(),
    branchName: text('branch_name').notNull(),
    /** Needed to pay the claim; never sent back unmasked. */
    cardNo: text('card_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('flight_delay_claim_once').on(t.policyNo, t.flightNo, t.flightDate),
    index('flight_delay_claim_policy_idx').on(t.policyNo),
  ],
);
