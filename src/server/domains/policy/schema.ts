import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One coverage (险别) of a policy: what is insured, up to how much, at what premium. */
export interface CoverageRow {
  kindCode: string;
  kindName: string;
  /** Yuan, two decimals; '' where the kind has no sum (e.g. a deductible waiver). */
  amount: string;
  premium: string;
  /** 不计免赔: shown as a tag beside the kind. */
  noDeductible: boolean;
}

/** One numbered paragraph of a special agreement (特别约定) or an exclusion (责任免除). */
export interface TermRow {
  title: string;
  content: string;
}

export interface PaymentRow {
  payMethod: string;
  payTime: string;
  payNo: string;
  payerName: string;
  amount: string;
}

export interface ChannelRow {
  channelName: string;
  agentCode: string;
  agentName: string;
  salesman: string;
}

/**
 * Every policy of the book, car and non-car, in one wide table: the query pages
 * look a policy up by plate, ID number, visa serial or loan contract, and the
 * detail page reads one row. Coverages, special agreements, exclusions, payment
 * and channel are read only with their policy, so they sit in jsonb columns:
 * one row per policy keeps the million-policy benchmark database small and fast.
 */
export const policyRecord = pgTable(
  'policy_record',
  {
    policyNo: text('policy_no').primaryKey(),
    kind: text('kind', { enum: ['car', 'noncar'] }).notNull(),
    riskCode: text('risk_code').notNull(),
    riskName: text('risk_name').notNull(),
    /** 'normal', 'student' or 'loan': which non-car query form finds it. */
    queryType: text('query_type', { enum: ['normal', 'student', 'loan'] })
      .notNull()
      .default('normal'),
    applicantName: text('applicant_name').notNull(),
    applicantIdType: text('applicant_id_type').notNull().default('01'),
    applicantIdNo: text('applicant_id_no').notNull(),
    applicantMobile: text('applicant_mobile').notNull(),
    insuredName: text('insured_name').notNull(),
    insuredIdType: text('insured_id_type').notNull().default('01'),
    insuredIdNo: text('insured_id_no').notNull(),
    insuredMobile: text('insured_mobile').notNull(),
    cityCode: text('city_code').notNull(),
    comCode: text('com_code').notNull(),
    comName: text('com_name').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    issueDate: text('issue_date').notNull(),
    premium: text('premium').notNull(),
    sumInsured: text('sum_insured').notNull(),
    visaSerialNo: text('visa_serial_no'),
    school: text('school'),
    loanContractNo: text('loan_contract_no'),
    licenseNo: text('license_no'),
    vin: text('vin'),
    frameNo: text('frame_no'),
    engineNo: text('engine_no'),
    brandModel: text('brand_model'),
    isNewCar: boolean('is_new_car').notNull().default(false),
    seatCount: integer('seat_count'),
    registerDate: text('register_date'),
    useNature: text('use_nature'),
    coverages: jsonb('coverages').$type<CoverageRow[]>().notNull(),
    specialAgreements: jsonb('special_agreements').$type<TermRow[]>().notNull(),
    exclusions: jsonb('exclusions').$type<TermRow[]>().notNull(),
    payment: jsonb('payment').$type<PaymentRow>().notNull(),
    channel: jsonb('channel').$type<ChannelRow>().notNull(),
    /** Where a policy written by another domain came from (order id); issuing twice is a no-op. */
    sourceRef: text('source_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('policy_record_license_idx').on(t.licenseNo),
    index('policy_record_applicant_idx').on(t.applicantIdNo),
    index('policy_record_insured_idx').on(t.insuredIdNo),
    index('policy_record_visa_idx').on(t.visaSerialNo),
    index('policy_record_loan_idx').on(t.loanContractNo),
    index('policy_record_vin_idx').on(t.vin),
    uniqueIndex('policy_record_source_idx').on(t.sourceRef),
    // The dev demo list samples the oldest rows (the demo book); without this
    // index that is a sort of the whole table, over 10 s at a million policies.
    index('policy_record_created_idx').on(t.createdAt, t.policyNo),
  ],
);

/** Endorsements (批改): changes to a policy after issue, e.g. the plate added to a new car. */
export const policyEndorsement = pgTable(
  'policy_endorsement',
  {
    endorsementNo: text('endorsement_no').primaryKey(),
    policyNo: text('policy_no').notNull(),
    type: text('type').notNull(),
    typeName: text('type_name').notNull(),
    /** What changed, in the customer's words ("车牌号：未上牌 → 京A12345"). */
    content: text('content').notNull(),
    premiumChange: text('premium_change').notNull().default('0.00'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('policy_endorsement_policy_idx').on(t.policyNo, t.effectiveAt)],
);
