import { describe, expect, it } from 'vitest';
import type { SiteRow, SitesRepo } from './repo';
import { createSitesService, PAGE_ROW_CACHE_SIZE } from './service';
import { SITE_INDEX_TTL_MS } from './site-index';

const site = (id: number, lat: number, lng: number, typeFlags = '01000'): SiteRow => ({
  id,
  name: `网点${id}`,
  typeFlags,
  serviceItems: ['02'],
  provinceCode: '31000000',
  cityCode: '31010000',
  countyCode: '31010100',
  address: '测试路',
  phone: '021-1',
  hours: '全天24小时',
  lat,
  lng,
});

function fakeRepo(sites: SiteRow[]) {
  const calls: string[] = [];
  const repo = {
    count: async (f: { cityCode?: string; websitetype: string }) => {
      calls.push(`count:${f.cityCode ?? 'country'}`);
      return 42;
    },
    nearest: async () => [],
    byDistanceInCity: async () => [],
    byName: async () => [],
    indexVersion: async () => {
      calls.push('version');
      return `${sites.length}`;
    },
    indexPage: async (afterId: number, limit: number) => {
      calls.push('page');
      return sites.filter((s) => s.id > afterId).slice(0, limit);
    },
    byIds: async (ids: number[]) => {
      calls.push(`byIds:${ids.join(',')}`);
      // In no particular order, as the database may answer.
      return sites.filter((s) => ids.includes(s.id)).reverse();
    },
  } as unknown as SitesRepo;
  return { repo, calls };
}

const query = { websitetype: '00000', serviceitems: '00', page: 1, pageSize: 20 };
const shanghai = { lat: 31.2304, lng: 121.4737 };

describe('nearest sites without a city', () => {
  const sites = [
    site(1, 31.3, 121.5),
    site(2, 31.2304, 121.4737, '00100'),
    site(3, 31.24, 121.47),
    site(4, 39.9, 116.4),
  ];

  it('orders the page from the index, reads its rows in one query, and counts without a query', async () => {
    const { repo, calls } = fakeRepo(sites);
    const service = createSitesService({ repo, now: () => 0 });
    const res = await service.query({ ...query, position: shanghai, pageSize: 2 });
    expect(res.siteInfoList.map((s) => s.siteId)).toEqual(['S2', 'S3']);
    expect(res.siteInfoList[0].distanceKm).toBe(0);
    expect(res).toMatchObject({ total: 4, hasMore: true, sortedBy: 'distance' });
    expect(calls).toEqual(['version', 'page', 'byIds:2,3']);
    const claims = await service.query({ ...query, websitetype: '01000', position: shanghai, page: 2, pageSize: 2 });
    expect(claims.siteInfoList.map((s) => s.siteId)).toEqual(['S4']);
    expect(claims).toMatchObject({ total: 3, hasMore: false });
    expect(calls.slice(3)).toEqual(['byIds:4']);
  });

  it('checks the version again only after the TTL', async () => {
    const { repo, calls } = fakeRepo(sites);
    let t = 0;
    const service = createSitesService({ repo, now: () => t });
    await service.query({ ...query, position: shanghai });
    await service.query({ ...query, position: shanghai });
    expect(calls.filter((c) => c === 'version')).toHaveLength(1);
    t += SITE_INDEX_TTL_MS;
    await service.query({ ...query, position: shanghai });
    expect(calls.filter((c) => c === 'version')).toHaveLength(2);
    expect(calls.filter((c) => c === 'page')).toHaveLength(1);
  });
});

describe('page rows kept between requests', () => {
  it('reads a page again only after the TTL, and only the rows it does not hold', async () => {
    const sites = [site(1, 31.3, 121.5), site(2, 31.2304, 121.4737), site(3, 31.24, 121.47)];
    const { repo, calls } = fakeRepo(sites);
    let t = 0;
    const service = createSitesService({ repo, now: () => t });
    await service.query({ ...query, position: shanghai, pageSize: 2 });
    const again = await service.query({ ...query, position: shanghai, pageSize: 2 });
    expect(again.siteInfoList.map((s) => s.siteId)).toEqual(['S2', 'S3']);
    await service.query({ ...query, position: shanghai, pageSize: 3 });
    expect(calls.filter((c) => c.startsWith('byIds'))).toEqual(['byIds:2,3', 'byIds:1']);
    t += SITE_INDEX_TTL_MS;
    await service.query({ ...query, position: shanghai, pageSize: 3 });
    expect(calls.filter((c) => c.startsWith('byIds'))).toEqual(['byIds:2,3', 'byIds:1', 'byIds:2,3,1']);
  });

  it('keeps at most PAGE_ROW_CACHE_SIZE rows, dropping the oldest', async () => {
    const n = PAGE_ROW_CACHE_SIZE + 1;
    const sites = Array.from({ length: n }, (_, i) => site(i + 1, 30 + i / n, 121));
    const { repo, calls } = fakeRepo(sites);
    const service = createSitesService({ repo, now: () => 0 });
    const at = { ...query, position: { lat: 30, lng: 121 }, pageSize: 100 };
    for (let page = 1; page * 100 <= n + 99; page++) await service.query({ ...at, page });
    calls.length = 0;
    // One row of the first page (the oldest kept) was dropped for the last page's; the rest are still held.
    await service.query({ ...at, page: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^byIds:\d+$/);
  });
});

describe('site counts', () => {
  it('counts a city on every query (its index makes that cheap)', async () => {
    const { repo, calls } = fakeRepo([]);
    const service = createSitesService({ repo });
    await service.query({ ...query, cityCode: '11010000' });
    await service.query({ ...query, cityCode: '11010000', position: shanghai });
    expect(calls).toEqual(['count:11010000', 'count:11010000']);
  });

  it('takes a country-wide total from the index, never by counting the table', async () => {
    const { repo, calls } = fakeRepo([site(1, 31.3, 121.5), site(2, 39.9, 116.4, '00100')]);
    const service = createSitesService({ repo, now: () => 0 });
    const all = await service.query(query);
    const claims = await service.query({ ...query, websitetype: '01000' });
    expect([all.total, claims.total]).toEqual([2, 1]);
    expect(calls.filter((c) => c.startsWith('count:'))).toEqual([]);
  });
});
