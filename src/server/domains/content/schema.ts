import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The content tables. Everything except `renewal_candidate` is replaced as a
 * whole by the content import (content/*.json and content/articles/*.md), so an
 * editor changes a banner in a file, not in code.
 */

/** An image as stored: the file under content/images plus its intrinsic size and text alternative. */
export interface StoredImage {
  file: string;
  width: number;
  height: number;
  alt: string;
  /** The digest of the file's bytes (load-files.ts imageVersion); absent in an import made before it existed. */
  version?: string;
}

/** A page assembled from columns: home, care home, more services. */
export const channel = pgTable('content_channel', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const column = pgTable(
  'content_column',
  {
    code: text('code').primaryKey(),
    channelCode: text('channel_code').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    moreLink: text('more_link').notNull().default(''),
    careHidden: boolean('care_hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('content_column_channel_idx').on(t.channelCode, t.sortOrder)],
);

export const module = pgTable(
  'content_module',
  {
    code: text('code').primaryKey(),
    columnCode: text('column_code').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    icon: jsonb('icon').$type<StoredImage | null>(),
    link: text('link').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('content_module_column_idx').on(t.columnCode, t.sortOrder)],
);

/** Banners and ads share a shape; `kind` tells them apart, `position` is where they show. */
export const banner = pgTable(
  'content_banner',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['banner', 'ad'] }).notNull(),
    position: text('position').notNull(),
    title: text('title').notNull(),
    image: jsonb('image').$type<StoredImage>().notNull(),
    link: text('link').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('content_banner_position_idx').on(t.kind, t.position, t.sortOrder)],
);

export const riskClass = pgTable('content_risk_class', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: jsonb('icon').$type<StoredImage>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const product = pgTable(
  'content_product',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    riskClassCode: text('risk_class_code').notNull(),
    summary: text('summary').notNull(),
    priceFrom: numeric('price_from', { precision: 12, scale: 2 }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    image: jsonb('image').$type<StoredImage>().notNull(),
    sections: jsonb('sections').$type<Array<{ title: string; body: string }>>().notNull(),
    buyLink: text('buy_link').notNull(),
    inMall: boolean('in_mall').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('content_product_class_idx').on(t.riskClassCode, t.sortOrder)],
);

export const article = pgTable(
  'content_article',
  {
    slug: text('slug').primaryKey(),
    category: text('category').notNull(),
    /** A sub-heading within the category: the help centre's question category, for instance. */
    groupName: text('group_name').notNull().default(''),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    image: jsonb('image').$type<StoredImage | null>(),
    publishedAt: date('published_at').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('content_article_category_idx').on(t.category, t.publishedAt)],
);

export const gallery = pgTable('content_gallery', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  image: jsonb('image').$type<StoredImage>().notNull(),
  link: text('link').notNull().default(''),
  sortOrder: integer('sort_order').notNull(),
});

export const comment = pgTable('content_comment', {
  id: text('id').primaryKey(),
  /** Already masked in the file ("王*"): the table never holds a full name. */
  author: text('author').notNull(),
  city: text('city').notNull(),
  rating: integer('rating').notNull(),
  content: text('content').notNull(),
  productName: text('product_name').notNull(),
  date: date('date').notNull(),
  shown: boolean('shown').notNull().default(true),
});

export const fund = pgTable('content_fund', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  riskLevel: text('risk_level').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const fundValue = pgTable(
  'content_fund_value',
  {
    fundCode: text('fund_code').notNull(),
    date: date('date').notNull(),
    unitValue: numeric('unit_value', { precision: 10, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fundCode, t.date] })],
);

export const activity = pgTable('content_activity', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  image: jsonb('image').$type<StoredImage>().notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  link: text('link').notNull(),
  rules: jsonb('rules').$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Key/value settings: brand, notice, showDrainage, the drainage page, hot words. */
export const setting = pgTable('content_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Which content files were imported last: their combined hash, so an unchanged tree is not re-imported. */
export const importLog = pgTable('content_import', {
  id: integer('id').primaryKey(),
  hash: text('hash').notNull(),
  files: integer('files').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Policies near renewal, copied from the shared demo book at seed time (a domain
 * never reads another's tables): what the renewal window may show to a session
 * that has proven the policy.
 */
export const renewalCandidate = pgTable('content_renewal_candidate', {
  policyNo: text('policy_no').primaryKey(),
  riskName: text('risk_name').notNull(),
  /** Masked plate or the risk name: what the window calls the insured subject. */
  subject: text('subject').notNull(),
  endDate: date('end_date').notNull(),
});
