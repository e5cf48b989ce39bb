import { describe, expect, it } from 'vitest';
import { SERVICE_ITEMS } from '../../../shared/codes/service-items';
import { SITE_TYPES } from '../../../shared/codes/site-types';
import { seededRandom } from '../../db/seed/random';
import { distanceKm, type Point } from './geo';
import {
  buildSiteIndex,
  createSiteIndexSource,
  type IndexedSiteRow,
  loadSiteIndex,
  type NearestFilter,
  SITE_INDEX_MAX_AGE_MS,
  SITE_INDEX_TTL_MS,
} from './site-index';

const random = seededRandom(9_000_009);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random.next() * xs.length)];
const between = (a: number, b: number) => a + random.next() * (b - a);

/** Clusters around a few "cities" plus a scatter, with flags and items drawn at random. */
function randomSites(n: number): IndexedSiteRow[] {
  const centres = Array.from({ length: 12 }, () => ({ lat: between(20, 45), lng: between(100, 125) }));
  const items = SERVICE_ITEMS.slice(1).map((s) => s.code);
  return Array.from({ length: n }, (_, i) => {
    const c = pick(centres);
    const scatter = random.next() < 0.1;
    return {
      id: i * 3 + 1 + Math.floor(random.next() * 3),
      lat: scatter ? between(18, 50) : c.lat + between(-0.3, 0.3),
      lng: scatter ? between(75, 130) : c.lng + between(-0.3, 0.3),
      typeFlags: Array.from({ length: 5 }, () => (random.next() < 0.3 ? '1' : '0')).join(''),
      serviceItems: items.filter(() => random.next() < 0.3),
    };
  });
}

/** The definition: every matching site sorted by distance then id. */
function bruteForce(sites: IndexedSiteRow[], f: NearestFilter, p: Point) {
  const position = f.websitetype.indexOf('1');
  return sites
    .filter((s) => position < 0 || s.typeFlags[position] === '1')
    .filter((s) => f.serviceitems === '00' || s.serviceItems.includes(f.serviceitems))
    .map((s) => ({ id: s.id, distanceKm: distanceKm(p, s) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
}

describe('site index', () => {
  const sites = randomSites(5_000);
  // Two sites at one spot: the tie goes to the smaller id.
  sites.push({ ...sites[0], id: 20_001 }, { ...sites[0], id: 20_000 });
  const index = buildSiteIndex(sites);
  const filters: NearestFilter[] = [
    ...SITE_TYPES.map((t) => ({ websitetype: t.code, serviceitems: '00' })),
    ...SERVICE_ITEMS.map((s) => ({ websitetype: '00000', serviceitems: s.code })),
    { websitetype: '01000', serviceitems: '02' },
  ];

  it('answers as sorting every site by distance then id, for random points, filters and pages', () => {
    for (let k = 0; k < 300; k++) {
      // Near a site, anywhere in China, or far from every site (no site within the first radii).
      const p =
        k % 3 === 0
          ? { lat: pick(sites).lat + between(-0.05, 0.05), lng: pick(sites).lng }
          : k % 3 === 1
            ? { lat: between(3, 54), lng: between(73, 136) }
            : { lat: between(3, 8), lng: between(73, 80) };
      const f = pick(filters);
      const limit = pick([1, 5, 20, 100]);
      const offset = pick([0, 0, 20, 300, 4_000]);
      const expected = bruteForce(sites, f, p).slice(offset, offset + limit);
      expect(index.nearest(f, p, limit, offset)).toEqual(expected);
    }
  });

  it('breaks ties by id', () => {
    const page = index.nearest({ websitetype: '00000', serviceitems: '00' }, sites[0], 3, 0);
    expect(page.map((h) => h.distanceKm)).toEqual([0, 0, 0]);
    expect(page.map((h) => h.id)).toEqual([sites[0].id, 20_000, 20_001].sort((a, b) => a - b));
  });

  it('counts each filter as a scan would, and finds nothing for a filter nothing matches', () => {
    for (const f of filters) expect(index.count(f)).toBe(bruteForce(sites, f, { lat: 30, lng: 110 }).length);
    const none = buildSiteIndex(sites.map((s) => ({ ...s, serviceItems: s.serviceItems.filter((c) => c !== '07') })));
    const f = { websitetype: '00000', serviceitems: '07' };
    expect(none.nearest(f, { lat: 31, lng: 121 }, 20, 0)).toEqual([]);
    expect(none.count(f)).toBe(0);
    expect(
      buildSiteIndex([]).nearest({ websitetype: '00000', serviceitems: '00' }, { lat: 31, lng: 121 }, 20, 0),
    ).toEqual([]);
  });

  it('keeps 100,000 sites in a few MB', () => {
    const before = process.memoryUsage().arrayBuffers;
    const big = buildSiteIndex(randomSites(100_000));
    expect(big.size).toBe(100_000);
    expect((process.memoryUsage().arrayBuffers - before) / 2 ** 20).toBeLessThan(8);
  });
});

describe('loading and freshness', () => {
  const rows = randomSites(45);
  const pager = (all: IndexedSiteRow[], calls: number[]) => async (afterId: number, limit: number) => {
    calls.push(afterId);
    return all.filter((r) => r.id > afterId).slice(0, limit);
  };

  it('reads the sites in pages by id', async () => {
    const calls: number[] = [];
    const index = await loadSiteIndex(pager(rows, calls), 20);
    expect(index.size).toBe(45);
    expect(calls).toEqual([0, rows[19].id, rows[39].id]);
  });

  it('rebuilds only when the version changed, serving the last index meanwhile', async () => {
    let t = 0;
    const all = [...rows];
    const calls: number[] = [];
    const source = createSiteIndexSource({
      page: pager(all, calls),
      version: async () => `${all.length}`,
      now: () => t,
    });
    expect((await source.get()).size).toBe(45);
    all.push({ id: 10_000, lat: 31, lng: 121, typeFlags: '01000', serviceItems: ['02'] });
    t += SITE_INDEX_TTL_MS - 1;
    expect((await source.get()).size).toBe(45);
    const loads = calls.length;
    t += 1;
    // Stale while revalidating: the first reader after the TTL still gets the old index.
    expect((await source.get()).size).toBe(45);
    await new Promise((r) => setTimeout(r, 10));
    expect((await source.get()).size).toBe(46);
    expect(calls.length).toBeGreaterThan(loads);
    // Same version: no reload until the maximum age.
    const reloads = calls.length;
    t += SITE_INDEX_TTL_MS;
    await source.get();
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.length).toBe(reloads);
    t += SITE_INDEX_MAX_AGE_MS;
    await source.get();
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.length).toBeGreaterThan(reloads);
  });
});
