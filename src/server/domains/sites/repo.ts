import {
  and,
  arrayContains,
  asc,
  between,
  count,
  eq,
  gt,
  ilike,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { ALL_SERVICE_ITEMS } from '../../../shared/codes/service-items';
import { ALL_SITE_TYPES } from '../../../shared/codes/site-types';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { jsonRow } from '../../db/json-row';
import { boundingBox, type Point, SEARCH_RADII_KM } from './geo';
import { serviceSite } from './schema';

export type SiteRow = typeof serviceSite.$inferSelect;
export type SiteRowWithDistance = SiteRow & { distanceKm?: number };

export interface SiteFilter {
  cityCode?: string;
  countyCode?: string;
  websitetype: string;
  serviceitems: string;
}

/** A value of a query, or the placeholder of a prepared statement. */
type Param = number | Placeholder;
/** A point whose coordinates are numbers, or placeholders of a prepared statement. */
type PointParam = { [K in keyof Point]: Point[K] | Placeholder };
type Box<T> = Record<'minLat' | 'maxLat' | 'minLng' | 'maxLng', T>;

/** Haversine in SQL (sin, cos, asin exist in PGlite and PostgreSQL alike). */
const distanceSql = (p: PointParam) =>
  sql<number>`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${serviceSite.lat} - ${p.lat}) / 2), 2)
    + cos(radians(${p.lat})) * cos(radians(${serviceSite.lat})) * power(sin(radians(${serviceSite.lng} - ${p.lng}) / 2), 2)
  ))))`;

function conditions(f: SiteFilter): SQL[] {
  const where: SQL[] = [];
  if (f.cityCode) where.push(eq(serviceSite.cityCode, f.cityCode));
  if (f.countyCode) where.push(eq(serviceSite.countyCode, f.countyCode));
  if (f.websitetype !== ALL_SITE_TYPES) {
    // The type is the position of its "1" in the 5-digit flag string.
    const position = f.websitetype.indexOf('1') + 1;
    where.push(sql`substr(${serviceSite.typeFlags}, ${position}, 1) = '1'`);
  }
  if (f.serviceitems !== ALL_SERVICE_ITEMS) where.push(arrayContains(serviceSite.serviceItems, [f.serviceitems]));
  return where;
}

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The only file that queries the site tables. */
export function createSitesRepo(db: Db) {
  const withDistance = (p: PointParam) => ({ ...getColumns(), distanceKm: distanceSql(p) });

  /**
   * The nearest search within one box: the (lat, lng) range is an index scan,
   * and only rows inside it get an exact distance. The page comes back as one
   * json array of rows, each a json object (db/json-row.ts): one value for the
   * driver to read and parse instead of a row per site (issue 9). Takes
   * values, or placeholders to prepare it.
   */
  function inBoxQuery(filter: SiteFilter, p: PointParam, box: Box<Param>, km: Param, need: Param) {
    const distance = distanceSql(p);
    const page = db
      .select({ site: jsonRow(withDistance(p)).as('site'), d: distance.as('d'), id: serviceSite.id })
      .from(serviceSite)
      .where(
        and(
          ...conditions(filter),
          between(serviceSite.lat, box.minLat, box.maxLat),
          between(serviceSite.lng, box.minLng, box.maxLng),
          sql`${distance} <= ${km}`,
        ),
      )
      .orderBy(sql`${distance}`, asc(serviceSite.id))
      .limit(need)
      .as('page');
    // The aggregate keeps the page's order by its own ORDER BY, which a subquery's order does not promise.
    return db
      .select({
        sites: sql<SiteRowWithDistance[]>`coalesce(json_agg(${page.site} order by ${page.d}, ${page.id}), '[]'::json)`,
      })
      .from(page);
  }

  /**
   * inBoxQuery as a prepared statement per filter (issue 9): built once by
   * Drizzle and parsed once per connection by PostgreSQL, instead of building
   * and planning the haversine expression on every request. The filter's two
   * fields are enums of the contract, so there are few statements; the point,
   * box, radius and row count are parameters.
   */
  const inBox = new Map<string, ReturnType<typeof prepareInBox>>();
  function prepareInBox(filter: SiteFilter, name: string) {
    const at = (key: string) => sql.placeholder(key);
    const box = { minLat: at('minLat'), maxLat: at('maxLat'), minLng: at('minLng'), maxLng: at('maxLng') };
    return inBoxQuery(filter, { lat: at('lat'), lng: at('lng') }, box, at('km'), at('need')).prepare(name);
  }
  const nearestInBox = (filter: SiteFilter) => {
    const key = `${filter.websitetype}_${filter.serviceitems}`;
    let query = inBox.get(key);
    if (!query) {
      query = prepareInBox(filter, `sites_nearest_${key}`);
      inBox.set(key, query);
    }
    return query;
  };

  /**
   * The rows of one page by id, for the in-memory nearest search (site-index.ts):
   * one prepared statement, one json value back (db/json-row.ts), in no
   * particular order (the caller orders them as the index decided). The ids go
   * as one array literal, which node-postgres and PGlite pass alike.
   */
  const rowsById = db
    .select({ sites: sql<SiteRow[]>`coalesce(json_agg(${jsonRow(getColumns())}), '[]'::json)` })
    .from(serviceSite)
    .where(sql`${serviceSite.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('sites_by_ids');

  return {
    /** One page of what the site index holds per site, keyset by id (issue 9). */
    async indexPage(afterId: number, limit: number) {
      return db
        .select({
          id: serviceSite.id,
          lat: serviceSite.lat,
          lng: serviceSite.lng,
          typeFlags: serviceSite.typeFlags,
          serviceItems: serviceSite.serviceItems,
        })
        .from(serviceSite)
        .where(gt(serviceSite.id, afterId))
        .orderBy(asc(serviceSite.id))
        .limit(limit);
    },

    /** Changes when a site is added or removed: the site index's version (see site-index.ts for what it misses). */
    async indexVersion() {
      const [row] = await db
        .select({ v: sql<string>`count(*) || ':' || coalesce(max(${serviceSite.id}), 0)` })
        .from(serviceSite);
      return row?.v ?? '';
    },

    async byIds(ids: readonly number[]): Promise<SiteRow[]> {
      if (ids.length === 0) return [];
      const [{ sites }] = await rowsById.execute({ ids: `{${ids.join(',')}}` });
      return sites;
    },

    async countIn(cityCode: string) {
      const [row] = await db.select({ n: count() }).from(serviceSite).where(eq(serviceSite.cityCode, cityCode));
      return row?.n ?? 0;
    },

    async countsByCity() {
      return db
        .select({ provinceCode: serviceSite.provinceCode, cityCode: serviceSite.cityCode, n: count() })
        .from(serviceSite)
        .groupBy(serviceSite.provinceCode, serviceSite.cityCode);
    },

    async countsByCounty(cityCode: string) {
      return db
        .select({ code: serviceSite.countyCode, n: count() })
        .from(serviceSite)
        .where(eq(serviceSite.cityCode, cityCode))
        .groupBy(serviceSite.countyCode);
    },

    /** Type flag strings and service items of one city, for the filter counts. */
    async flagsAndItems(cityCode: string) {
      return db
        .select({ typeFlags: serviceSite.typeFlags, serviceItems: serviceSite.serviceItems })
        .from(serviceSite)
        .where(eq(serviceSite.cityCode, cityCode));
    },

    async count(filter: SiteFilter) {
      const [row] = await db
        .select({ n: count() })
        .from(serviceSite)
        .where(and(...conditions(filter)));
      return row?.n ?? 0;
    },

    /** One page of a filtered list sorted by name (no position given). */
    byName(filter: SiteFilter, limit: number, offset: number): Promise<SiteRowWithDistance[]> {
      return db
        .select()
        .from(serviceSite)
        .where(and(...conditions(filter)))
        .orderBy(asc(serviceSite.name), asc(serviceSite.id))
        .limit(limit)
        .offset(offset);
    },

    /** Within a city: the city index narrows the rows, distance orders them. */
    byDistanceInCity(filter: SiteFilter, p: Point, limit: number, offset: number): Promise<SiteRowWithDistance[]> {
      return db
        .select(withDistance(p))
        .from(serviceSite)
        .where(and(...conditions(filter)))
        .orderBy(sql`${distanceSql(p)}`, asc(serviceSite.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * The nearest sites anywhere. Tries growing radii: the (lat, lng) box is an
     * index range scan; only rows inside it get an exact distance. The answer of
     * a radius is exact once it holds `offset + limit` sites no farther than the
     * radius (everything outside the box is farther). The last try has no box.
     */
    async nearest(filter: SiteFilter, p: Point, limit: number, offset: number): Promise<SiteRowWithDistance[]> {
      const need = offset + limit;
      // Without a city or county the filter is only the type and the item: a prepared statement's.
      const prepared = !filter.cityCode && !filter.countyCode ? nearestInBox(filter) : null;
      for (const km of SEARCH_RADII_KM) {
        const box = boundingBox(p, km);
        const [{ sites }] = prepared
          ? await prepared.execute({ ...p, ...box, km, need })
          : await inBoxQuery(filter, p, box, km, need);
        if (sites.length >= need) return sites.slice(offset);
      }
      return db
        .select(withDistance(p))
        .from(serviceSite)
        .where(and(...conditions(filter)))
        .orderBy(sql`${distanceSql(p)}`, asc(serviceSite.id))
        .limit(limit)
        .offset(offset);
    },

    async byId(id: number, p?: Point): Promise<SiteRowWithDistance | undefined> {
      const rows = p
        ? await db.select(withDistance(p)).from(serviceSite).where(eq(serviceSite.id, id))
        : await db.select().from(serviceSite).where(eq(serviceSite.id, id));
      return rows[0];
    },

    /** Name or address contains the keyword; nearest first with a position, else by name. */
    async search(keyword: string, cityCode: string | undefined, p: Point | undefined, limit: number) {
      const pattern = `%${escapeLike(keyword)}%`;
      const where = and(
        cityCode ? eq(serviceSite.cityCode, cityCode) : undefined,
        or(ilike(serviceSite.name, pattern), ilike(serviceSite.address, pattern)),
      );
      const [{ n }] = await db.select({ n: count() }).from(serviceSite).where(where);
      const rows: SiteRowWithDistance[] = p
        ? await db
            .select(withDistance(p))
            .from(serviceSite)
            .where(where)
            .orderBy(sql`${distanceSql(p)}`, asc(serviceSite.id))
            .limit(limit)
        : await db.select().from(serviceSite).where(where).orderBy(asc(serviceSite.name)).limit(limit);
      return { rows, total: n };
    },

    isEmpty: () => isEmpty(db, serviceSite),

    async insertMany(rows: (typeof serviceSite.$inferInsert)[]) {
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) await tx.insert(serviceSite).values(rows.slice(i, i + 500));
      });
    },
  };
}
export type SitesRepo = ReturnType<typeof createSitesRepo>;

function getColumns() {
  const { id, name, typeFlags, serviceItems, provinceCode, cityCode, countyCode, address, phone, hours, lat, lng } =
    serviceSite;
  return { id, name, typeFlags, serviceItems, provinceCode, cityCode, countyCode, address, phone, hours, lat, lng };
}
