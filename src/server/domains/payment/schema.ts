import { bigserial, boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An underwritten proposal waiting for its premium. A car order may hold a
 * compulsory (ci) and a commercial (bi) part, each with its own proposal
 * number, start and premium; a non-car order one part in the bi columns.
 */
export const payOrder = pgTable(
  'pay_order',
  {
    orderId: text('order_id').primaryKey(),
    kind: text('kind', { enum: ['car', 'noncar'] }).notNull(),
    proposalNo: text('proposal_no').notNull(),
    riskCode: text('risk_code').notNull(),
    riskName: text('risk_name').notNull(),
    applicantName: text('applicant_name').notNull(),
    /**
     * ID type code (idType code list) of each party, as the order was made: the
     * policies it becomes carry it. Orders made before it was kept read 01;
     * notify.ts reads such a number by what it fits.
     */
    applicantIdType: text('applicant_id_type').notNull().default('01'),
    applicantIdNumber: text('applicant_id_number').notNull(),
    applicantMobile: text('applicant_mobile').notNull(),
    insuredName: text('insured_name').notNull(),
    insuredIdType: text('insured_id_type').notNull().default('01'),
    insuredIdNumber: text('insured_id_number').notNull(),
    insuredMobile: text('insured_mobile').notNull(),
    comCode: text('com_code').notNull(),
    cityCode: text('city_code').notNull(),
    licenseNo: text('license_no'),
    vin: text('vin'),
    engineNo: text('engine_no'),
    brandModel: text('brand_model'),
    isNewCar: boolean('is_new_car').notNull().default(false),
    /** Commercial part (DAA), or the non-car cover. */
    proposalNoBi: text('proposal_no_bi'),
    biRiskName: text('bi_risk_name'),
    biStartDate: text('bi_start_date'),
    biEndDate: text('bi_end_date'),
    biSumPremium: numeric('bi_sum_premium', { precision: 12, scale: 2 }),
    biSumInsured: numeric('bi_sum_insured', { precision: 14, scale: 2 }),
    /** Compulsory part (DZA). */
    proposalNoCi: text('proposal_no_ci'),
    ciStartDate: text('ci_start_date'),
    ciEndDate: text('ci_end_date'),
    ciSumPremium: numeric('ci_sum_premium', { precision: 12, scale: 2 }),
    ciSumInsured: numeric('ci_sum_insured', { precision: 14, scale: 2 }),
    /** Vehicle and vessel tax collected with the compulsory part. */
    shipSumPremium: numeric('ship_sum_premium', { precision: 12, scale: 2 }).notNull().default('0'),
    sumPremium: numeric('sum_premium', { precision: 12, scale: 2 }).notNull(),
    startHour: integer('start_hour').notNull().default(0),
    lastPayDate: text('last_pay_date').notNull(),
    status: text('status', { enum: ['unpaid', 'paying', 'paid', 'failed', 'expired'] }).notNull(),
    couponCode: text('coupon_code'),
    payAmount: numeric('pay_amount', { precision: 12, scale: 2 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    issueStatus: text('issue_status', { enum: ['none', 'pending', 'issued'] })
      .notNull()
      .default('none'),
    policyNos: text('policy_nos').notNull().default(''),
    sourceRef: text('source_ref').unique(),
    inputTime: timestamp('input_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pay_order_insured_idx').on(t.insuredIdNumber),
    index('pay_order_applicant_idx').on(t.applicantIdNumber),
    index('pay_order_plate_idx').on(t.licenseNo),
  ],
);

/** Every state change of an order, with why: the audit trail of the money. */
export const payOrderEvent = pgTable(
  'pay_order_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    tradeNo: text('trade_no'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pay_order_event_order_idx').on(t.orderId, t.id)],
);

/**
 * One attempt to pay at the gateway. `closed` with no gatewayTxnId means WE
 * closed it (replaced or expired): the gateway may still take money on it.
 */
export const payTrade = pgTable(
  'pay_trade',
  {
    tradeNo: text('trade_no').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /**
     * The coupon whose discount `amount` carries. Kept on the trade, not only on
     * the order, because a trade we replaced can still be paid at the gateway:
     * its payment must then take this coupon, not the order's current one.
     */
    couponCode: text('coupon_code'),
    status: text('status', { enum: ['open', 'success', 'closed'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    gatewayTxnId: text('gateway_txn_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('pay_trade_order_idx').on(t.orderId)],
);

/** Every notification the gateway sent, kept whether it was accepted or not. */
export const payNotification = pgTable('pay_notification', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tradeNo: text('trade_no'),
  payload: text('payload').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Red-envelope coupons: owned by one person, applied to one order, once. */
export const redEnvelope = pgTable(
  'red_envelope',
  {
    couponCode: text('coupon_code').primaryKey(),
    ownerIdNumber: text('owner_id_number').notNull(),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    minPremium: numeric('min_premium', { precision: 10, scale: 2 }).notNull(),
    validTo: text('valid_to').notNull(),
    /** Held by an order while it is being paid; released if that payment fails. */
    heldByOrder: text('held_by_order'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('red_envelope_owner_idx').on(t.ownerIdNumber)],
);
