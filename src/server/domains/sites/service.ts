import type { z } from 'zod';
import type { queryBlurryByAddress, SiteInfo, siteQuery } from '../../../shared/api/sites';
import { nameOf } from '../../../shared/codes/code-table';
import { SERVICE_ITEMS } from '../../../shared/codes/service-items';
import { SITE_TYPES } from '../../../shared/codes/site-types';
import { regionName } from '../../db/seed/regions-data';
import { NotFound } from '../../platform/errors';
import { keep } from '../../platform/json-answer';
import { type Point, roundKm } from './geo';
import type { SiteFilter, SiteRowWithDistance, SitesRepo } from './repo';
import { createSiteIndexSource, SITE_INDEX_TTL_MS, type SiteIndex } from './site-index';
import { siteAt } from './site-json';

type QueryInput = z.output<typeof siteQuery.request>;
type SearchInput = z.output<typeof queryBlurryByAddress.request>;

const SEARCH_LIMIT = 50;
const TYPES = SITE_TYPES.filter((t) => t.code !== '00000');

/** The type names of a 5-digit flag string: position i set means TYPES' type with its "1" at i. */
export function typeNamesOf(flags: string): string[] {
  return TYPES.filter((t) => flags[t.code.indexOf('1')] === '1').map((t) => t.name);
}

export function toSiteInfo(row: SiteRowWithDistance): SiteInfo {
  return {
    siteId: `S${row.id}`,
    name: row.name,
    websitetype: row.typeFlags,
    typeNames: typeNamesOf(row.typeFlags),
    serviceitems: row.serviceItems,
    serviceNames: row.serviceItems.map((c) => nameOf(SERVICE_ITEMS, c) ?? c),
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    countycode: row.countyCode,
    address: row.address,
    phone: row.phone,
    hours: row.hours,
    lat: row.lat,
    lng: row.lng,
    ...(row.distanceKm === undefined ? {} : { distanceKm: roundKm(Number(row.distanceKm)) }),
  };
}

/**
 * How many sites' rows the nearest search keeps between requests (issue 9):
 * the pages of popular areas then need no database round trip at all. Rows
 * are ~0.5 kB, so this is a few MB; a row is kept at most SITE_INDEX_TTL_MS
 * and all are dropped when the index is rebuilt, so a changed name, address
 * or phone shows within a minute, like the index itself.
 */
export const PAGE_ROW_CACHE_SIZE = 5_000;

export function createSitesService(deps: { repo: SitesRepo; now?: () => number }) {
  const { repo, now } = deps;
  // The nearest search without a city, and its country-wide total, come from
  // an in-memory index of every site (site-index.ts, issue 9): the database
  // only reads the page's rows by id. Loaded on first use; how fresh it stays
  // is described at createSiteIndexSource.
  const siteIndex = createSiteIndexSource({
    page: (afterId, limit) => repo.indexPage(afterId, limit),
    version: () => repo.indexVersion(),
    now,
  });

  // Sites of recent pages by id, as the answer shows them (without distance), oldest first (a Map keeps
  // insertion order); for the index they were read with.
  const pageRows = new Map<number, { site: SiteInfo; at: number }>();
  let pageRowsOf: SiteIndex | undefined;
  async function rowsOf(index: SiteIndex, ids: number[]) {
    const at = (now ?? Date.now)();
    if (pageRowsOf !== index) {
      pageRows.clear();
      pageRowsOf = index;
    }
    const rows = new Map<number, SiteInfo>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = pageRows.get(id);
      if (kept && at - kept.at < SITE_INDEX_TTL_MS) rows.set(id, kept.site);
      else missing.push(id);
    }
    if (missing.length === 0) return rows;
    for (const row of await repo.byIds(missing)) {
      // Frozen, so its JSON is written once and kept with it (site-json.ts).
      const site = keep(toSiteInfo(row));
      rows.set(row.id, site);
      pageRows.delete(row.id);
      pageRows.set(row.id, { site, at });
      if (pageRows.size > PAGE_ROW_CACHE_SIZE) pageRows.delete(pageRows.keys().next().value as number);
    }
    return rows;
  }

  /** One page of the nearest sites anywhere: the index orders it, its rows are kept or read in one query by id. */
  async function nearestFromIndex(index: SiteIndex, filter: SiteFilter, p: Point, limit: number, offset: number) {
    const hits = index.nearest(filter, p, limit, offset);
    const rows = await rowsOf(
      index,
      hits.map((h) => h.id),
    );
    const page: SiteInfo[] = [];
    for (const hit of hits) {
      const site = rows.get(hit.id);
      // A site removed since the index was built is left out of the page.
      if (site) page.push(siteAt(site, roundKm(hit.distanceKm)));
    }
    return page;
  }

  const nameOfRegion = (code: string) => regionName(code) ?? code;

  return {
    async isHasSite(cityCode: string) {
      const n = await repo.countIn(cityCode);
      return { hasSite: n > 0, count: n };
    },

    async provinceData() {
      const rows = await repo.countsByCity();
      const provinces = new Map<string, { code: string; name: string; siteCount: number; cities: typeof out }>();
      const out: { code: string; name: string; siteCount: number }[] = [];
      for (const r of rows.sort((a, b) => a.cityCode.localeCompare(b.cityCode))) {
        const p = provinces.get(r.provinceCode) ?? {
          code: r.provinceCode,
          name: nameOfRegion(r.provinceCode),
          siteCount: 0,
          cities: [],
        };
        p.siteCount += r.n;
        p.cities.push({ code: r.cityCode, name: nameOfRegion(r.cityCode), siteCount: r.n });
        provinces.set(r.provinceCode, p);
      }
      return [...provinces.values()].sort((a, b) => a.code.localeCompare(b.code));
    },

    async screen(cityCode: string) {
      // A city without sites has nothing to filter: an answer, not an error, as its empty list is
      // (the page says 暂无服务网点 once; an error here was a dialog on top of that).
      const counties = await repo.countsByCounty(cityCode);
      const rows = await repo.flagsAndItems(cityCode);
      const typeCount = (code: string) => rows.filter((r) => r.typeFlags[code.indexOf('1')] === '1').length;
      const itemCount = (code: string) => rows.filter((r) => r.serviceItems.includes(code)).length;
      return {
        counties: counties
          .map((c) => ({ code: c.code, name: nameOfRegion(c.code), siteCount: c.n }))
          .sort((a, b) => a.code.localeCompare(b.code)),
        siteTypes: SITE_TYPES.map((t) => ({ ...t, count: t.code === '00000' ? rows.length : typeCount(t.code) })),
        serviceItems: SERVICE_ITEMS.map((t) => ({ ...t, count: t.code === '00' ? rows.length : itemCount(t.code) })),
      };
    },

    async query(input: QueryInput) {
      const filter = {
        cityCode: input.cityCode,
        countyCode: input.countycode || undefined,
        websitetype: input.websitetype,
        serviceitems: input.serviceitems,
      };
      const offset = (input.page - 1) * input.pageSize;
      const p: Point | undefined = input.position;
      const countryWide = !filter.cityCode && !filter.countyCode;
      if (p && countryWide) {
        const index = await siteIndex.get();
        const list = await nearestFromIndex(index, filter, p, input.pageSize, offset);
        const total = index.count(filter);
        return { siteInfoList: list, total, sortedBy: 'distance' as const, hasMore: offset + list.length < total };
      }
      // A country-wide total is the index's too: counting every site in SQL is a scan of the table.
      const countOf = async () => (countryWide ? (await siteIndex.get()).count(filter) : repo.count(filter));
      const [rows, total] = await Promise.all([
        !p
          ? repo.byName(filter, input.pageSize, offset)
          : filter.cityCode
            ? repo.byDistanceInCity(filter, p, input.pageSize, offset)
            : repo.nearest(filter, p, input.pageSize, offset),
        countOf(),
      ]);
      return {
        siteInfoList: rows.map(toSiteInfo),
        total,
        sortedBy: p ? ('distance' as const) : ('name' as const),
        hasMore: offset + rows.length < total,
      };
    },

    async one(siteId: string, p?: Point) {
      const row = await repo.byId(Number(siteId.slice(1)), p);
      if (!row) throw new NotFound('未找到该网点');
      return { site: toSiteInfo(row) };
    },

    async search(input: SearchInput) {
      const { rows, total } = await repo.search(input.keyword, input.cityCode, input.position, SEARCH_LIMIT);
      return { siteInfoList: rows.map(toSiteInfo), total };
    },
  };
}
export type SitesService = ReturnType<typeof createSitesService>;
