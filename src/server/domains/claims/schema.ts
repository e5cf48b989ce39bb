import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The policies claims can be made on, with the insured person as the policy
 * was written: the claims domain proves a customer's identity from these rows
 * (it never reads the policy domain's tables). Filled when a policy becomes
 * claimable; the demo fills it from the shared book.
 */
export const claimablePolicy = pgTable('claims_policy', {
  policyNo: text('policy_no').primaryKey(),
  kind: text('kind', { enum: ['car', 'noncar'] }).notNull(),
  riskName: text('risk_name').notNull(),
  insuredName: text('insured_name').notNull(),
  insuredIdNumber: text('insured_id_number').notNull(),
  licenseNo: text('license_no'),
});

/**
 * Claims, as the claims system keeps them. The policy number and the insured's
 * name and ID are copied here when the claim is registered, so the claims
 * domain proves a customer's identity without reading the policy tables.
 */
export const claim = pgTable(
  'claims_claim',
  {
    registNo: text('regist_no').primaryKey(),
    kind: text('kind', { enum: ['car', 'noncar'] }).notNull(),
    policyNo: text('policy_no').notNull(),
    riskName: text('risk_name').notNull(),
    insuredName: text('insured_name').notNull(),
    insuredIdNumber: text('insured_id_number').notNull(),
    licenseNo: text('license_no'),
    status: text('status').notNull(),
    reportTime: timestamp('report_time', { withTimezone: true }).notNull(),
    accidentTime: timestamp('accident_time', { withTimezone: true }).notNull(),
    accidentPlace: text('accident_place').notNull(),
    accidentDesc: text('accident_desc').notNull(),
    /** Yuan as numeric text; null until known. */
    estimatedAmount: text('estimated_amount'),
    assessedAmount: text('assessed_amount'),
    paidAmount: text('paid_amount'),
    handlerName: text('handler_name').notNull(),
    handlerPhone: text('handler_phone').notNull(),
    handlerOffice: text('handler_office').notNull(),
  },
  (t) => [index('claims_claim_policy_idx').on(t.policyNo)],
);

/** Every step a claim has passed, with who handled it and a note the customer can read. */
export const claimStep = pgTable(
  'claims_step',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registNo: text('regist_no')
      .notNull()
      .references(() => claim.registNo),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    office: text('office').notNull(),
    note: text('note').notNull(),
  },
  (t) => [index('claims_step_claim_idx').on(t.registNo, t.at)],
);

/** The insured vehicle and the third parties of a car claim. */
export const claimParty = pgTable(
  'claims_party',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registNo: text('regist_no')
      .notNull()
      .references(() => claim.registNo),
    role: text('role', { enum: ['insured', 'third'] }).notNull(),
    licenseNo: text('license_no'),
    description: text('description').notNull(),
    ownerName: text('owner_name').notNull(),
    lossAmount: text('loss_amount'),
  },
  (t) => [index('claims_party_claim_idx').on(t.registNo)],
);
