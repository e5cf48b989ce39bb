import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SiteInfo, sites } from '../../../shared/api/sites';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { distanceKm } from './geo';
import { createSitesRepo } from './repo';
import { serviceSite } from './schema';
import { createSitesService, toSiteInfo } from './service';
import { SITE_INDEX_TTL_MS } from './site-index';

// Only the platform and this domain: the test stays about this domain, fast, and
// independent of other domains' demo data.
vi.mock('../index', async () => ({
  domains: (await import('../../testing/domains-with-platform')).withPlatformDomain(
    (await import('./module')).sitesModule,
  ),
}));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t?.close());

const TIANANMEN = { lat: 39.9087, lng: 116.3975 };
const list = (res: { data: Record<string, unknown> }) => res.data.siteInfoList as SiteInfo[];

describe('demo data', () => {
  it('has at least 3,000 sites in all 31 provinces', async () => {
    const res = await t.call(sites.getProvinceDataForSite, {});
    expect(res.code).toBe(RESULT.OK);
    const provinces = res.data.provinceData as { siteCount: number; cities: unknown[] }[];
    expect(provinces).toHaveLength(31);
    expect(provinces.reduce((s, p) => s + p.siteCount, 0)).toBeGreaterThanOrEqual(3000);
    expect(provinces.every((p) => p.cities.length > 0)).toBe(true);
  });

  it('puts sites near their city', async () => {
    const res = await t.call(sites.siteQuery, { cityCode: '44030000', pageSize: 100 });
    for (const s of list(res)) expect(distanceKm(s, { lat: 22.543, lng: 114.058 })).toBeLessThan(60);
  });
});

describe('isHasSite and screen', () => {
  it('says whether a city has sites', async () => {
    expect((await t.call(sites.isHasSite, { cityCode: '11010000' })).data.hasSite).toBe(true);
    const none = await t.call(sites.isHasSite, { cityCode: '99990000' });
    expect(none.data).toEqual({ hasSite: false, count: 0 });
  });

  it('offers the counties, types and items of a city with counts', async () => {
    const res = await t.call(sites.screen, { cityCode: '11010000' });
    const counties = res.data.counties as { name: string; siteCount: number }[];
    expect(counties.map((c) => c.name)).toContain('朝阳区');
    const types = res.data.siteTypes as { code: string; count: number }[];
    expect(types.find((x) => x.code === '01000')?.count).toBeGreaterThan(0);
    expect(res.data.serviceItems).toHaveLength(11);
  });

  it('offers nothing to filter for a city without sites, as an answer and not an error', async () => {
    // The list says 暂无服务网点 for such a city: an error here was a dialog on top of it.
    const res = await t.call(sites.screen, { cityCode: '99990000' });
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.counties).toEqual([]);
    const counted = [res.data.siteTypes, res.data.serviceItems] as { count: number }[][];
    for (const x of counted.flat()) expect(x.count).toBe(0);
  });
});

describe('siteQuery', () => {
  it('filters by type and service item, sorted by name without a position', async () => {
    const res = await t.call(sites.siteQuery, { cityCode: '11010000', websitetype: '01000', serviceitems: '02' });
    expect(res.data.sortedBy).toBe('name');
    const rows = list(res);
    expect(rows.length).toBeGreaterThan(0);
    for (const s of rows) {
      expect(s.typeNames).toContain('理赔网点');
      expect(s.serviceitems).toContain('02');
      expect(s.cityCode).toBe('11010000');
    }
    const names = rows.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('sorts a city by distance when the visitor gives a position', async () => {
    const res = await t.call(sites.siteQuery, { cityCode: '11010000', position: TIANANMEN });
    const d = list(res).map((s) => s.distanceKm as number);
    expect(res.data.sortedBy).toBe('distance');
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });

  it('finds the exact nearest sites anywhere, as a full scan would', async () => {
    const all = await t.database.db.select().from(serviceSite);
    for (const p of [TIANANMEN, { lat: 43.8, lng: 87.6 }, { lat: 30, lng: 100 }, { lat: 18.3, lng: 109.5 }]) {
      const expected = all
        .filter((s) => s.typeFlags[1] === '1')
        .map((s) => ({ id: `S${s.id}`, d: distanceKm(p, s) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 10);
      const res = await t.call(sites.siteQuery, { position: p, websitetype: '01000', pageSize: 5 });
      expect(list(res).map((s) => s.siteId)).toEqual(expected.slice(0, 5).map((e) => e.id));
      const next = await t.call(sites.siteQuery, { position: p, websitetype: '01000', pageSize: 5, page: 2 });
      expect(list(next).map((s) => s.siteId)).toEqual(expected.slice(5).map((e) => e.id));
    }
  });

  it('answers the nearest search from the index exactly as the SQL search does', async () => {
    const repo = createSitesRepo(t.database.db);
    const points = [TIANANMEN, { lat: 31.2304, lng: 121.4737 }, { lat: 43.8, lng: 87.6 }, { lat: 30, lng: 100 }];
    const filters = [
      { websitetype: '00000', serviceitems: '00' },
      { websitetype: '00100', serviceitems: '00' },
      { websitetype: '00000', serviceitems: '08' },
      { websitetype: '00010', serviceitems: '10' }, // no such site in the demo data: an empty list
    ];
    for (const position of points) {
      for (const filter of filters) {
        for (const [page, pageSize] of [
          [1, 20],
          [3, 7],
        ]) {
          const res = await t.call(sites.siteQuery, { position, ...filter, page, pageSize });
          const sql = await repo.nearest(filter, position, pageSize, (page - 1) * pageSize);
          const got = list(res);
          expect(got.map((s) => s.siteId)).toEqual(sql.map((r) => `S${r.id}`));
          const expected = sql.map(toSiteInfo);
          for (const [i, s] of got.entries()) {
            expect(s.distanceKm).toBeCloseTo(expected[i].distanceKm as number, 1);
            expect({ ...s, distanceKm: 0 }).toEqual({ ...expected[i], distanceKm: 0 });
          }
          expect(res.data.total).toBe(await repo.count(filter));
        }
      }
    }
  });

  it('shows a site inserted after the index was built once the index is checked again', async () => {
    const repo = createSitesRepo(t.database.db);
    let now = 0;
    const service = createSitesService({ repo, now: () => now });
    const here = { lat: 39.91, lng: 116.41 };
    const asked = { position: here, websitetype: '01000', serviceitems: '00', page: 1, pageSize: 20 };
    const before = await service.query(asked);
    await repo.insertMany([
      {
        name: '测试理赔网点',
        typeFlags: '01000',
        serviceItems: ['02'],
        provinceCode: '11000000',
        cityCode: '11010000',
        countyCode: '11010100',
        address: '东城区测试路1号',
        phone: '010-12345678',
        hours: '全天24小时',
        lat: here.lat,
        lng: here.lng,
      },
    ]);
    // Within the TTL the index is the one built before the insert (the documented staleness).
    expect((await service.query(asked)).siteInfoList.map((s) => s.name)).not.toContain('测试理赔网点');
    now += SITE_INDEX_TTL_MS;
    // The first reader after the TTL is served the last index while the new one loads.
    let after = await service.query(asked);
    for (let i = 0; i < 100 && after.siteInfoList[0]?.name !== '测试理赔网点'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await service.query(asked);
    }
    expect(after.siteInfoList[0]).toMatchObject({ name: '测试理赔网点', distanceKm: 0 });
    expect(after.total).toBe(before.total + 1);
  });

  it.each([
    ['no city and no position', {}],
    ['a bad city code', { cityCode: '1101' }],
    ['an unknown type', { cityCode: '11010000', websitetype: '11111' }],
    ['an unknown item', { cityCode: '11010000', serviceitems: '99' }],
    ['a position outside China', { position: { lat: 0, lng: 0 } }],
    ['a huge page', { cityCode: '11010000', page: 100000 }],
  ])('refuses %s with a Chinese message', async (_n, body) => {
    const res = await t.call(sites.siteQuery, body as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  // Chinese is not enough: zod's own words (数值过小：期望 number >=1) name types and operators.
  it.each([
    ['page 0', { page: 0 }, '页码格式不正确'],
    ['page 1.5', { page: 1.5 }, '页码格式不正确'],
    ['page "2" as text', { page: '2' }, '页码格式不正确'],
    ['page 501', { page: 501 }, '页码超出范围，最多500页'],
    ['pageSize 0', { pageSize: 0 }, '每页条数格式不正确'],
    ['pageSize null', { pageSize: null }, '每页条数格式不正确'],
    ['pageSize 101', { pageSize: 101 }, '每页最多100个网点'],
  ])('refuses a list of %s in plain words', async (_n, paging, message) => {
    for (const where of [{ cityCode: '11010000' }, { position: TIANANMEN }]) {
      const res = await t.call(sites.siteQuery, { ...where, ...paging } as never);
      expect(res).toMatchObject({ code: RESULT.INVALID_INPUT, message });
    }
  });
});

describe('without a session', () => {
  it('answers every site call: the site list is public, and the first one must not wait for the uuid', async () => {
    const noSession = { uuid: '' };
    expect((await t.call(sites.getProvinceDataForSite, {}, noSession)).code).toBe(RESULT.OK);
    expect((await t.call(sites.screen, { cityCode: '11010000' }, noSession)).code).toBe(RESULT.OK);
    const found = await t.call(sites.siteQuery, { cityCode: '11010000', page: 1, pageSize: 5 }, noSession);
    expect(found.code).toBe(RESULT.OK);
    expect(list(found).length).toBeGreaterThan(0);
  });
});

describe('querySiteInfo and search', () => {
  it('shows one site, with its distance when asked', async () => {
    const [first] = list(await t.call(sites.siteQuery, { cityCode: '11010000' }));
    const res = await t.call(sites.querySiteInfo, { siteId: first.siteId, position: TIANANMEN });
    expect((res.data.site as SiteInfo).name).toBe(first.name);
    expect((res.data.site as SiteInfo).distanceKm).toBeGreaterThanOrEqual(0);
    expect((await t.call(sites.querySiteInfo, { siteId: 'S999999999' })).code).toBe(RESULT.NOT_FOUND);
    expect((await t.call(sites.querySiteInfo, { siteId: "S1' or 1=1" })).code).toBe(RESULT.INVALID_INPUT);
  });

  it('searches by name or address, with wildcards taken literally', async () => {
    const res = await t.call(sites.queryBlurryByAddress, { keyword: '理赔', cityCode: '11010000' });
    expect(list(res).length).toBeGreaterThan(0);
    for (const s of list(res)) expect(`${s.name}${s.address}`).toContain('理赔');
    const byRoad = await t.call(sites.queryBlurryByAddress, { keyword: '人民路' });
    for (const s of list(byRoad)) expect(s.address).toContain('人民路');
    expect((await t.call(sites.queryBlurryByAddress, { keyword: '%' })).data.total).toBe(0);
    expect((await t.call(sites.queryBlurryByAddress, { keyword: '   ' })).code).toBe(RESULT.INVALID_INPUT);
    expect((await t.call(sites.queryBlurryByAddress, { keyword: '长'.repeat(31) })).code).toBe(RESULT.INVALID_INPUT);
  });
});

describe('compression of a page of sites', () => {
  // The largest answer the portal sends (up to 100 sites, ~44 kB). It must be
  // compressed in one call (platform/route.ts, ANSWER_COMPRESSION): the plugin's
  // stream pipeline, which it uses above 8 kB on a 2-core host, answers without a
  // content-length and costs the server several times as much. A phone takes gzip
  // and brotli alike and gets gzip, the cheaper of the two at these sizes; a client
  // that takes only brotli gets brotli.
  const send = (encoding: string) =>
    t.call(sites.siteQuery, { position: TIANANMEN, pageSize: 100 }, { headers: { 'accept-encoding': encoding } });

  it('goes to a phone as gzip in one piece, with its length, and reads back the same', async () => {
    const plain = await send('identity');
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    const gzip = await send('gzip, deflate, br, zstd');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const answer = JSON.parse(gunzipSync(gzip.rawPayload).toString());
    expect(answer.body.siteInfoList).toEqual(plain.data.siteInfoList);
    expect(answer.body.siteInfoList).toHaveLength(100);
  });

  it('goes as brotli, in one piece, to a client that prefers or takes only brotli', async () => {
    const plain = await send('identity');
    for (const encoding of ['br', 'gzip;q=0.5, br']) {
      const br = await send(encoding);
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).body.siteInfoList).toEqual(
        plain.data.siteInfoList,
      );
    }
  });
});
