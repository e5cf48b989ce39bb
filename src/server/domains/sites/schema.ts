import { doublePrecision, index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * Service sites. `type_flags` is the spec's 5-digit type string (one position per
 * type, so one site can be a claims site and a loss-assessment site at once);
 * `service_items` the codes of src/shared/codes/service-items.ts.
 *
 * The nearest-site query needs no extension: a plain btree on (lat, lng) lets a
 * bounding box become an index range scan on lat with lng checked inside the
 * index, and the exact distance is computed only for the rows in the box. Both
 * PGlite and PostgreSQL have it (bench/sites/README.md has the figures).
 */
export const serviceSite = pgTable(
  'service_site',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    typeFlags: text('type_flags').notNull(),
    serviceItems: text('service_items').array().notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    countyCode: text('county_code').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    hours: text('hours').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    index('service_site_city_name_idx').on(t.cityCode, t.name),
    index('service_site_county_idx').on(t.countyCode),
    index('service_site_lat_lng_idx').on(t.lat, t.lng),
  ],
);
