import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A printed policy sent to the customer by courier. */
export const policyDelivery = pgTable(
  'policy_delivery',
  {
    deliveryNo: text('delivery_no').primaryKey(),
    policyNo: text('policy_no').notNull(),
    riskName: text('risk_name').notNull(),
    insuredIdNumber: text('insured_id_number').notNull(),
    /** Last six characters of the VIN; null for non-motor policies. */
    frameNo: text('frame_no'),
    isNewCar: boolean('is_new_car').notNull().default(false),
    licenseNo: text('license_no'),
    /** 1: premium collected on delivery; 2: paid in advance. */
    sequence: integer('sequence').notNull(),
    statusCode: text('status_code').notNull(),
    courierCode: text('courier_code').notNull(),
    /**
     * The mobile of the courier who has the delivery, in full, from the courier company's record; null until
     * one is assigned. A worker's contact given for the job, not the customer's data: the card offers it to
     * call while the courier is on the job (service.ts), never after the policy is signed for.
     */
    courierMobile: text('courier_mobile'),
    trackingNo: text('tracking_no').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverMobile: text('receiver_mobile').notNull(),
    address: text('address').notNull(),
  },
  (t) => [index('policy_delivery_insured_idx').on(t.insuredIdNumber)],
);

/** Each status the delivery went through, with when and a note. */
export const deliveryEvent = pgTable(
  'delivery_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryNo: text('delivery_no').notNull(),
    statusCode: text('status_code').notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_event_delivery_idx').on(t.deliveryNo, t.at)],
);
