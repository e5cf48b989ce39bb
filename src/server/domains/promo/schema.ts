import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type Discount = { name: string; amount: string; condition: string };

/** A car-purchase discount activity; city '' means nationwide. */
export const promoCarActivity = pgTable('promo_car_activity', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  brand: text('brand').notNull(),
  intro: text('intro').notNull(),
  cityCode: text('city_code').notNull().default(''),
  discounts: jsonb('discounts').$type<Discount[]>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const promoCarEntry = pgTable(
  'promo_car_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ackNo: text('ack_no').notNull().unique(),
    activityId: text('activity_id').notNull(),
    applicant: text('applicant').notNull(),
    mobile: text('mobile').notNull(),
    sharePhone: text('share_phone').notNull().default(''),
    cityCode: text('city_code').notNull(),
    sessionUuid: text('session_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_car_entry_once_idx').on(t.activityId, t.mobile)],
);

/** A red-envelope campaign: `claimed` grows only while below `total`. */
export const promoCouponCampaign = pgTable(
  'promo_coupon_campaign',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    threshold: numeric('threshold', { precision: 10, scale: 2 }).notNull(),
    validDays: integer('valid_days').notNull(),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('promo_coupon_not_over', sql`${t.claimed} <= ${t.total}`)],
);

/** One coupon per mobile per campaign; used once, at order payment. */
export const promoCoupon = pgTable(
  'promo_coupon',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponNo: text('coupon_no').notNull().unique(),
    campaignId: text('campaign_id').notNull(),
    mobile: text('mobile').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    threshold: numeric('threshold', { precision: 10, scale: 2 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedOrderId: text('used_order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The coupon's own name when it was granted outside a campaign (a questionnaire prize); else the campaign's. */
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_coupon_once_idx').on(t.campaignId, t.mobile),
    index('promo_coupon_mobile_idx').on(t.mobile),
  ],
);
