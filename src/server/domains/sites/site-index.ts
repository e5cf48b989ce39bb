import { ALL_SERVICE_ITEMS, SERVICE_ITEMS } from '../../../shared/codes/service-items';
import { ALL_SITE_TYPES } from '../../../shared/codes/site-types';
import { createReferenceCache } from '../../platform/reference-cache';
import { boundingBox, cosOfLat, distanceKmWithCos, type Point, SEARCH_RADII_KM } from './geo';

/**
 * Every site in process memory, for the nearest-site search without a city
 * (issue 9). That search cost ~0.7 ms of PostgreSQL CPU per request (a btree
 * box scan, a haversine per row in the box, a sort), on the machine that also
 * runs Node; in memory it is a few grid cells and a few hundred haversines,
 * and the database only fetches the page's rows by id.
 *
 * Per site only what the search needs: id, lat, lng and the latitude's cosine
 * (typed arrays), the type flags and service items as bitmasks, ordered by a
 * lat/lng grid cell so a search reads only the cells its box overlaps; and a
 * search's scratch (a found site and its distance): 43 bytes a site plus 4
 * bytes a cell, ~6 MB at 100,000 sites over China.
 *
 * A search keeps no object per site it looks at: the distances go into the
 * scratch, and a page of a few dozen is picked from them without sorting them
 * all (issue 9): in central Shanghai that reads a few hundred sites for a page
 * of 20.
 */

/** What the index reads of a site (a page of the loader). */
export interface IndexedSiteRow {
  id: number;
  lat: number;
  lng: number;
  typeFlags: string;
  serviceItems: readonly string[];
}

export interface NearestFilter {
  websitetype: string;
  serviceitems: string;
}

export interface NearestHit {
  id: number;
  distanceKm: number;
}

/** Grid cell edge in degrees: 0.1° ≈ 11 km, so the first radius (10 km) reads about 3 × 3 cells. */
export const CELL_DEG = 0.1;
/** Pages up to this deep are picked from a search's sites without sorting them all. */
const TOP_SELECT_MAX = 64;
/** A grid larger than this many cells (sites spread over the globe) gets coarser cells instead. */
const MAX_CELLS = 1 << 21;

/** Bit i set when position i of the flag string is "1" (the SQL's `substr(type_flags, i + 1, 1) = '1'`). */
export function typeBitsOf(flags: string): number {
  let bits = 0;
  for (let i = 0; i < Math.min(8, flags.length); i++) if (flags[i] === '1') bits |= 1 << i;
  return bits;
}

/** Bit k set when the site offers SERVICE_ITEMS[k]; codes outside the table cannot be asked for, so are dropped. */
const ITEM_BIT = new Map<string, number>(SERVICE_ITEMS.map((item, k) => [item.code, 1 << k]));
export function itemBitsOf(items: readonly string[]): number {
  let bits = 0;
  for (const code of items) bits |= ITEM_BIT.get(code) ?? 0;
  return bits;
}

/** The bits a matching site must have: none for "all". */
function masksOf(filter: NearestFilter) {
  return {
    type: filter.websitetype === ALL_SITE_TYPES ? 0 : typeBitsOf(filter.websitetype),
    // An item code the contract accepts is always in the table; an unknown one matches nothing, as in SQL.
    item: filter.serviceitems === ALL_SERVICE_ITEMS ? 0 : (ITEM_BIT.get(filter.serviceitems) ?? 1 << 30),
  };
}

export interface SiteIndex {
  readonly size: number;
  /**
   * One page of the nearest sites matching the filter, ordered by distance
   * (distanceKm of geo.ts) then id: the answer of repo.nearest's SQL, with the
   * same radii. A radius's answer is final once it holds `offset + limit`
   * sites within the radius; the last resort is every site.
   */
  nearest(filter: NearestFilter, p: Point, limit: number, offset: number): NearestHit[];
  /** How many sites match the filter in the whole country (kept per filter: the filters are few). */
  count(filter: NearestFilter): number;
}

/** Collects the rows page by page (the loader keeps no page), then lays them out by grid cell. */
export function createSiteIndexBuilder() {
  const ids: number[] = [];
  const lats: number[] = [];
  const lngs: number[] = [];
  const types: number[] = [];
  const items: number[] = [];
  return {
    add(rows: readonly IndexedSiteRow[]) {
      for (const r of rows) {
        ids.push(r.id);
        lats.push(r.lat);
        lngs.push(r.lng);
        types.push(typeBitsOf(r.typeFlags));
        items.push(itemBitsOf(r.serviceItems));
      }
    },
    build(): SiteIndex {
      return layOut(ids, lats, lngs, types, items);
    },
  };
}

export function buildSiteIndex(rows: readonly IndexedSiteRow[]): SiteIndex {
  const builder = createSiteIndexBuilder();
  builder.add(rows);
  return builder.build();
}

function layOut(ids: number[], lats: number[], lngs: number[], types: number[], items: number[]): SiteIndex {
  const n = ids.length;
  let minLat = Number.POSITIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  let minLng = Number.POSITIVE_INFINITY;
  let maxLng = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    minLat = Math.min(minLat, lats[i]);
    maxLat = Math.max(maxLat, lats[i]);
    minLng = Math.min(minLng, lngs[i]);
    maxLng = Math.max(maxLng, lngs[i]);
  }
  if (n === 0) minLat = maxLat = minLng = maxLng = 0;
  let cell = CELL_DEG;
  const lat0 = Math.floor(minLat / cell) * cell;
  const lng0 = Math.floor(minLng / cell) * cell;
  let rows = 0;
  let cols = 0;
  for (;;) {
    rows = Math.floor((maxLat - lat0) / cell) + 1;
    cols = Math.floor((maxLng - lng0) / cell) + 1;
    if (rows * cols <= MAX_CELLS) break;
    cell *= 2;
  }
  // The same formula places a site and a box edge, so a site inside a box is in one of the box's cells.
  const rowOf = (lat: number) => Math.min(rows - 1, Math.max(0, Math.floor((lat - lat0) / cell)));
  const colOf = (lng: number) => Math.min(cols - 1, Math.max(0, Math.floor((lng - lng0) / cell)));

  // Counting sort by cell: cellStart[c] .. cellStart[c + 1] are the sites of cell c.
  const cellStart = new Uint32Array(rows * cols + 1);
  const cellOfSite = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    cellOfSite[i] = rowOf(lats[i]) * cols + colOf(lngs[i]);
    cellStart[cellOfSite[i] + 1] += 1;
  }
  for (let c = 0; c < rows * cols; c++) cellStart[c + 1] += cellStart[c];
  const next = cellStart.slice(0, rows * cols);
  const id = new Int32Array(n);
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  const type = new Uint8Array(n);
  const item = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const at = next[cellOfSite[i]]++;
    id[at] = ids[i];
    lat[at] = lats[i];
    lng[at] = lngs[i];
    type[at] = types[i];
    item[at] = items[i];
  }

  // Each site's latitude cosine, kept: the distance needs it and it never changes.
  const cosLat = new Float64Array(n);
  for (let i = 0; i < n; i++) cosLat[i] = cosOfLat(lat[i]);
  // The sites a search found (their layout positions) and their distances. Reused by every
  // search: a search runs to the end without awaiting, so two never share them.
  const foundAt = new Int32Array(n);
  const foundKm = new Float64Array(n);

  /**
   * Matching sites of the cells overlapping the box, inside the box and within
   * `km`, into foundAt/foundKm; everything when no box. How many it found.
   */
  function collect(filter: NearestFilter, p: Point, km?: number): number {
    const mask = masksOf(filter);
    const pCos = cosOfLat(p.lat);
    let found = 0;
    const consider = (i: number) => {
      if ((type[i] & mask.type) !== mask.type || (item[i] & mask.item) !== mask.item) return;
      const d = distanceKmWithCos(p.lat, p.lng, pCos, lat[i], lng[i], cosLat[i]);
      if (km !== undefined && d > km) return;
      foundAt[found] = i;
      foundKm[found] = d;
      found++;
    };
    if (km === undefined) {
      for (let i = 0; i < n; i++) consider(i);
      return found;
    }
    const box = boundingBox(p, km);
    if (n === 0 || box.maxLat < minLat || box.minLat > maxLat || box.maxLng < minLng || box.minLng > maxLng)
      return found;
    const c0 = colOf(box.minLng);
    const c1 = colOf(box.maxLng);
    for (let r = rowOf(box.minLat), r1 = rowOf(box.maxLat); r <= r1; r++) {
      // The cells of one row are adjacent in the layout: one run of sites per row.
      for (let i = cellStart[r * cols + c0], end = cellStart[r * cols + c1 + 1]; i < end; i++) {
        if (lat[i] < box.minLat || lat[i] > box.maxLat || lng[i] < box.minLng || lng[i] > box.maxLng) continue;
        consider(i);
      }
    }
    return found;
  }

  /** Whether found site a comes before found site b: nearer, or as near with a smaller id. */
  const before = (a: number, b: number) =>
    foundKm[a] < foundKm[b] || (foundKm[a] === foundKm[b] && id[foundAt[a]] < id[foundAt[b]]);

  /**
   * Sites offset .. need - 1 of the `found` in order. A page of a few dozen
   * keeps only the nearest `need` while reading the others once (most are
   * passed over after one compare); a deep page sorts them all.
   */
  function page(found: number, offset: number, need: number): NearestHit[] {
    let order: number[];
    if (need <= TOP_SELECT_MAX) {
      order = [];
      for (let f = 0; f < found; f++) {
        if (order.length === need && !before(f, order[need - 1])) continue;
        let at = order.length === need ? need - 1 : order.length;
        while (at > 0 && before(f, order[at - 1])) {
          order[at] = order[at - 1];
          at--;
        }
        order[at] = f;
      }
    } else {
      order = Array.from({ length: found }, (_, f) => f).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    }
    return order.slice(offset, need).map((f) => ({ id: id[foundAt[f]], distanceKm: foundKm[f] }));
  }

  const counts = new Map<string, number>();

  return {
    size: n,
    nearest(filter, p, limit, offset) {
      const need = offset + limit;
      for (const km of SEARCH_RADII_KM) {
        const found = collect(filter, p, km);
        if (found >= need) return page(found, offset, need);
      }
      return page(collect(filter, p), offset, need);
    },
    count(filter) {
      const key = `${filter.websitetype}|${filter.serviceitems}`;
      let total = counts.get(key);
      if (total === undefined) {
        const mask = masksOf(filter);
        total = 0;
        for (let i = 0; i < n; i++)
          if ((type[i] & mask.type) === mask.type && (item[i] & mask.item) === mask.item) total++;
        counts.set(key, total);
      }
      return total;
    },
  };
}

/** Rows read per query while loading: bounded, so 100,000 sites never sit in the heap as one result. */
export const SITE_INDEX_PAGE = 20_000;

/** Reads every site in pages by id (keyset), the page after `afterId` each time. */
export async function loadSiteIndex(
  page: (afterId: number, limit: number) => Promise<IndexedSiteRow[]>,
  pageSize = SITE_INDEX_PAGE,
): Promise<SiteIndex> {
  const builder = createSiteIndexBuilder();
  let afterId = 0;
  for (;;) {
    const rows = await page(afterId, pageSize);
    builder.add(rows);
    if (rows.length < pageSize) return builder.build();
    afterId = rows[rows.length - 1].id;
  }
}

/** How often the index asks the database whether the sites changed. */
export const SITE_INDEX_TTL_MS = 60_000;
/** The index is rebuilt at least this often even when the version is the same. */
export const SITE_INDEX_MAX_AGE_MS = 10 * 60_000;

/**
 * The index, loaded on first use and kept fresh by a reference cache.
 *
 * Staleness: sites are reference data, written only when a database is seeded
 * (seed.ts, the benchmark's fill); the app has no path that changes one. The
 * version is the table's row count and largest id: an insert or delete shows
 * within SITE_INDEX_TTL_MS (one cheap count a minute). An in-place UPDATE of
 * a site's position, type or items leaves the version alone, so the index is
 * also rebuilt every SITE_INDEX_MAX_AGE_MS whatever the version: such an edit
 * shows within about 11 minutes. The page's rows themselves are always read
 * from the database, so a changed name, address or phone shows at once.
 *
 * Stale while revalidating: once an index exists, readers keep getting it
 * while the version check or a rebuild runs, and get the new one after; only
 * the first load is waited for.
 */
export function createSiteIndexSource(options: {
  page: (afterId: number, limit: number) => Promise<IndexedSiteRow[]>;
  version: () => Promise<string>;
  now?: () => number;
  ttlMs?: number;
}) {
  const { page, version, now = Date.now, ttlMs = SITE_INDEX_TTL_MS } = options;
  const cache = createReferenceCache({
    ttlMs,
    now,
    load: () => loadSiteIndex(page),
    version: async () => `${await version()}@${Math.floor(now() / SITE_INDEX_MAX_AGE_MS)}`,
  });
  let last: SiteIndex | undefined;
  return {
    async get(): Promise<SiteIndex> {
      const fresh = cache.get();
      if (!last) {
        last = await fresh;
        return last;
      }
      // A failed check is retried by the next reader; meanwhile the last index answers.
      fresh.then(
        (index) => {
          last = index;
        },
        () => undefined,
      );
      return last;
    },
  };
}
export type SiteIndexSource = ReturnType<typeof createSiteIndexSource>;
