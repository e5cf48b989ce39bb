import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Provinces, cities and counties (GB/T 2260), in the portal's 8-digit codes. */
export const region = pgTable(
  'region',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    level: text('level', { enum: ['province', 'city', 'county'] }).notNull(),
    parentCode: text('parent_code'),
  },
  (t) => [index('region_parent_idx').on(t.parentCode)],
);

/** The insurer's branch offices: a provincial branch per province, a sub-branch per city. */
export const branchOffice = pgTable(
  'branch_office',
  {
    comCode: text('com_code').primaryKey(),
    comName: text('com_name').notNull(),
    cityCode: text('city_code').notNull(),
    provinceCode: text('province_code').notNull(),
  },
  (t) => [index('branch_office_city_idx').on(t.cityCode), index('branch_office_province_idx').on(t.provinceCode)],
);

/** Licensed agencies working for a branch office. */
export const agency = pgTable(
  'agency',
  {
    agentCode: text('agent_code').primaryKey(),
    agentName: text('agent_name').notNull(),
    comCode: text('com_code').notNull(),
  },
  (t) => [index('agency_com_idx').on(t.comCode)],
);

/** Named code tables served by getPrpCodeValuesList; synchronised from src/shared/codes at start. */
export const codeValue = pgTable(
  'code_value',
  {
    tableName: text('table_name').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.code] })],
);

/** Page views and clicks. No personal data: routes without query strings, the session uuid only. */
export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionUuid: text('session_uuid').notNull(),
    type: text('type', { enum: ['pageview', 'click'] }).notNull(),
    route: text('route').notNull(),
    target: text('target'),
    channelType: text('channel_type'),
    entryId: text('entry_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_event_route_idx').on(t.route, t.occurredAt)],
);

// The dev outbox is platform infrastructure; its table migrates with the platform domain.
export { outboxMessage } from '../../platform/outbox-schema';
