import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The staff register: who may generate promotion links, with the mobile that proves it. */
export const groupbuyStaff = pgTable('groupbuy_staff', {
  employeeNo: text('employee_no').primaryKey(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  comCode: text('com_code').notNull(),
  comName: text('com_name').notNull(),
});

/** A promotion link with its short code and QR code, stored with the promoter. */
export const groupbuyLink = pgTable(
  'groupbuy_link',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupByNo: text('group_by_no').notNull().unique(),
    kind: text('kind', { enum: ['car', 'noncar'] }).notNull(),
    employeeNo: text('employee_no').notNull(),
    promoterName: text('promoter_name').notNull(),
    mobile: text('mobile').notNull(),
    proCode: text('pro_code').notNull(),
    cityCode: text('city_code').notNull(),
    countyCode: text('county_code').notNull().default(''),
    address: text('address').notNull().default(''),
    comCode: text('com_code').notNull(),
    comName: text('com_name').notNull(),
    agentCode: text('agent_code').notNull().default(''),
    projectCode: text('project_code').notNull().default(''),
    shortUrl: text('short_url').notNull(),
    /** PNG of the QR code, base64. */
    qrPng: text('qr_png').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('groupbuy_link_owner_idx').on(t.employeeNo, t.kind, t.comCode, t.agentCode, t.projectCode)],
);

/** A prospect who signed up online, attributed to the link they came through ('' when none). */
export const groupbuyLead = pgTable(
  'groupbuy_lead',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ackNo: text('ack_no').notNull().unique(),
    groupByNo: text('group_by_no').notNull().default(''),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    cityCode: text('city_code').notNull(),
    product: text('product').notNull(),
    sessionUuid: text('session_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groupbuy_lead_once_idx').on(t.mobile, t.groupByNo),
    index('groupbuy_lead_link_idx').on(t.groupByNo),
  ],
);
