import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, helpCenterData, moreServicesData } from '../../../shared/api/content';
import { RESULT } from '../../../shared/result-codes';
import { addDays } from '../../platform/calendar';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createContentRepo } from './repo';
import { chinaToday } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Parts = Array<{ text: string; hit: boolean }>;
const joined = (parts: Parts) => parts.map((p) => p.text).join('');
const hits = (parts: Parts) => parts.filter((p) => p.hit).map((p) => p.text);

describe('home', () => {
  it('bannerInit gives banners with sized same-origin images, the notice and the brand', async () => {
    const r = await t.call(content.bannerInit, { position: 'home' });
    expect(r.code).toBe(RESULT.OK);
    const banners = r.data.banners as Array<{ image: { src: string; width: number; height: number } }>;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const b of banners) {
      expect(b.image.src).toMatch(/^\/content-images\/[a-z0-9-]+\.svg\?v=[0-9a-f]{12}$/);
      expect(b.image.width).toBeGreaterThan(0);
      expect(b.image.height).toBeGreaterThan(0);
    }
    expect(r.data.showDrainage).toBe(true);
    expect(r.data.brand).toMatchObject({ hotline: '95518', shortName: '安和保险' });
    expect((r.data.brand as { disclaimer: string }).disclaimer).toContain('虚构');
  });

  it('serves the images themselves, and nothing outside content/images', async () => {
    const ok = await t.app.inject({ url: '/content-images/logo.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    for (const bad of ['/content-images/..%2Fsettings.json', '/content-images/nope.svg', '/content-images/x.js'])
      expect((await t.app.inject({ url: bad })).statusCode).toBe(404);
  });

  // An editor may replace a picture under the same file name: only the address that names its version is kept.
  it('lets a phone keep an image for good only at the address of its version', async () => {
    const r = await t.call(content.bannerInit, { position: 'home' });
    const src = (r.data.banners as Array<{ image: { src: string } }>)[0].image.src;
    const current = await t.app.inject({ url: src });
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const other of [src.replace(/\?v=.*$/, ''), src.replace(/\?v=.*$/, '?v=000000000000')]) {
      const answer = await t.app.inject({ url: other });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers content calls before a session exists (first screen without the uuid round trip)', async () => {
    const r = await t.call(content.selectChannel, { channelCode: 'home' }, { uuid: '' });
    expect(r.code).toBe(RESULT.OK);
  });

  // The home page is kept between requests, so it is deflated once (platform/kept-gzip.ts).
  it('sends the home page to a phone in gzip that reads back as the plain answer', async () => {
    const uuid = await t.newSession();
    const send = (encoding: string) =>
      t.call(content.selectChannel, { channelCode: 'home' }, { uuid, headers: { 'accept-encoding': encoding } });
    const plain = await send('identity');
    const phone = await send('gzip, deflate, br, zstd');
    expect(phone.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(gunzipSync(phone.rawPayload).toString());
    expect(answer.body.columns).toEqual(plain.data.columns);
    expect(answer.head.requestId).not.toBe(JSON.parse(plain.raw).head.requestId);
  });

  it('selectChannel assembles a page from its columns and modules, in order', async () => {
    const r = await t.call(content.selectChannel, { channelCode: 'home' });
    const columns = r.data.columns as Array<{ type: string; careHidden: boolean; modules: unknown[] }>;
    expect(columns.map((c) => c.type)).toEqual([
      'riskClass',
      'productMall',
      'ads',
      'news',
      'fund',
      'comments',
      'links',
    ]);
    expect(columns.find((c) => c.type === 'ads')?.careHidden).toBe(true);
    const care = await t.call(content.selectChannel, { channelCode: 'care' });
    expect((care.data.columns as Array<{ type: string }>).some((c) => c.type === 'ads')).toBe(false);
    expect((await t.call(content.selectChannel, { channelCode: 'nope' })).code).toBe(RESULT.NOT_FOUND);
    expect((await t.call(content.selectChannel, { channelCode: "x' or 1=1" })).code).toBe(RESULT.INVALID_INPUT);
  });

  it('selectColumn and selectModule give one column and its entries', async () => {
    const col = await t.call(content.selectColumn, { columnCode: 'care-services' });
    expect(col.data.column).toMatchObject({ type: 'services', title: '常用服务' });
    const mods = await t.call(content.selectModule, { columnCode: 'care-services' });
    expect((mods.data.list as Array<{ link: string }>)[0].link).toBe('/policy-query');
    expect((await t.call(content.selectModule, { columnCode: 'nope' })).code).toBe(RESULT.NOT_FOUND);
  });

  it('adsense, risk classes with product counts, comments with masked authors', async () => {
    expect(((await t.call(content.adsense, { position: 'home' })).data.list as unknown[]).length).toBe(2);
    const classes = (await t.call(content.riskClass, {})).data.list as Array<{ code: string; productCount: number }>;
    expect(classes.find((c) => c.code === 'car')?.productCount).toBe(3);
    // cargo-ship is not in the mall
    expect(classes.find((c) => c.code === 'liability')?.productCount).toBe(2);
    const comments = (await t.call(content.selectShownComment, { limit: 20 })).data.list as Array<{ author: string }>;
    expect(comments).toHaveLength(6);
    for (const c of comments) expect(c.author).toMatch(/^.\*+$/);
  });
});

describe('products and search', () => {
  it('pages the product mall, by class', async () => {
    const all = await t.call(content.productMallList, { pageNo: 1, pageSize: 5 });
    expect(all.data.total).toBe(14);
    expect(all.data.list).toHaveLength(5);
    const car = await t.call(content.productMallList, { riskClassCode: 'car', pageNo: 1, pageSize: 10 });
    expect((car.data.list as Array<{ riskClassName: string }>).every((p) => p.riskClassName === '车险')).toBe(true);
    expect((await t.call(content.productMallList, { pageNo: 0, pageSize: 10 })).code).toBe(RESULT.INVALID_INPUT);
    expect((await t.call(content.productMallList, { pageNo: 1, pageSize: 500 })).code).toBe(RESULT.INVALID_INPUT);
  });

  // zod's own words (数值过小：期望 number >=1, 期望 数字，实际接收 NaN) name types and operators.
  it.each([
    ['a page of letters', content.productMallList, { pageNo: 'abc' }, '页码格式不正确'],
    ['no page size', content.productMallList, { pageSize: 0 }, '每页条数格式不正确'],
    ['a page size of letters', content.selectShownGroupNews, { pageSize: 'x' }, '每页条数格式不正确'],
    ['a search page of letters', content.searchForProduct, { keyword: '意外', pageNo: 'x' }, '页码格式不正确'],
    ['a fund history of 1,000 days', content.fundInfo, { days: 1000 }, '查询天数须为7至365天'],
    ['a fund history of letters', content.fundInfo, { days: 'x' }, '查询天数须为7至365天'],
    ['no comments', content.selectShownComment, { limit: 0 }, '条数须为1至20条'],
    ['comments of letters', content.selectShownComment, { limit: 'x' }, '条数须为1至20条'],
  ])('refuses %s in plain words', async (_n, endpoint, body, message) => {
    expect(await t.call(endpoint, body as never)).toMatchObject({ code: RESULT.INVALID_INPUT, message });
  });

  it('gives a product detail, or not-found', async () => {
    const r = await t.call(content.querySupportProduct, { productCode: 'home-property' });
    expect(r.data.product).toMatchObject({ name: '家庭财产综合保险', priceFrom: '200.00' });
    expect((r.data.product as { sections: unknown[] }).sections.length).toBeGreaterThan(0);
    expect((await t.call(content.querySupportProduct, { productCode: 'gone' })).code).toBe(RESULT.NOT_FOUND);
  });

  it('finds products by a Chinese substring, highlighted', async () => {
    const r = await t.call(content.searchForProduct, { keyword: '意外', pageNo: 1, pageSize: 20 });
    const list = r.data.list as Array<{ name: string; nameParts: Parts }>;
    expect(list.map((p) => p.name)).toContain('个人综合意外险');
    const first = list[0];
    expect(joined(first.nameParts)).toBe(first.name);
    expect(hits(first.nameParts)).toEqual(['意外']);
    // A substring in the middle of a word: no word splitting needed.
    const mid = await t.call(content.searchForProduct, { keyword: '财产综', pageNo: 1, pageSize: 10 });
    expect((mid.data.list as Array<{ code: string }>).map((p) => p.code)).toEqual(['home-property']);
  });

  it('takes % and _ literally, and refuses empty or markup keywords', async () => {
    expect((await t.call(content.searchForProduct, { keyword: '%', pageNo: 1, pageSize: 10 })).data.total).toBe(0);
    expect((await t.call(content.searchForProduct, { keyword: '_', pageNo: 1, pageSize: 10 })).data.total).toBe(0);
    // Nor the JSON the tags are kept in: its quotes and commas are in no product's words.
    for (const keyword of ['"', '", "', '[']) {
      const r = await t.call(content.searchForProduct, { keyword, pageNo: 1, pageSize: 10 });
      expect([keyword, r.code, r.data.total]).toEqual([keyword, RESULT.OK, 0]);
    }
    const empty = await t.call(content.searchForProduct, { keyword: '   ', pageNo: 1, pageSize: 10 });
    expect(empty.code).toBe(RESULT.INVALID_INPUT);
    expect(empty.message).toBe('请输入搜索关键词');
    expect((await t.call(content.searchAllInfo, { keyword: '<script>' })).code).toBe(RESULT.INVALID_INPUT);
    expect((await t.call(content.searchAllInfo, { keyword: 'x'.repeat(31) })).code).toBe(RESULT.INVALID_INPUT);
  });

  it('searches products, services and articles at once', async () => {
    const r = await t.call(content.searchAllInfo, { keyword: '理赔' });
    const articles = r.data.articles as Array<{ title: Parts; snippet: Parts; link: string }>;
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.some((a) => a.snippet.some((p) => p.hit && p.text === '理赔'))).toBe(true);
    const services = r.data.services as Array<{ title: Parts; link: string }>;
    expect(services.map((s) => s.link)).toContain('/claims-query');
    expect(new Set(services.map((s) => s.link)).size).toBe(services.length);
    expect(r.data.hotWords).toContain('意外险');
  });
});

describe('pages', () => {
  it('about, values, brand and cooperation articles and pictures', async () => {
    for (const category of ['about', 'values', 'brand', 'cooperation'] as const) {
      const r = await t.call(content.aboutPiccArticle, { category });
      expect((r.data.list as unknown[]).length).toBeGreaterThan(0);
    }
    const logos = await t.call(content.aboutPiccImage, { category: 'cooperation' });
    expect((logos.data.list as unknown[]).length).toBe(6);
    expect((await t.call(content.aboutPiccArticle, { category: 'secret' as 'about' })).code).toBe(RESULT.INVALID_INPUT);
  });

  it('news newest first, one article by slug', async () => {
    const r = await t.call(content.selectShownGroupNews, { pageNo: 1, pageSize: 3 });
    const list = r.data.list as Array<{ publishedAt: string }>;
    expect(r.data.total).toBe(5);
    expect(list.map((a) => a.publishedAt)).toEqual([...list.map((a) => a.publishedAt)].sort().reverse());
    const one = await t.call(content.selectShownGroupNews, { slug: 'news-anti-fraud', pageNo: 1, pageSize: 1 });
    expect((one.data.list as Array<{ title: string }>)[0].title).toContain('诈骗');
    expect((await t.call(content.selectShownGroupNews, { slug: 'nope', pageNo: 1, pageSize: 1 })).code).toBe(
      RESULT.NOT_FOUND,
    );
  });

  it('fund info: latest value and day change of each fund, history of the chosen one', async () => {
    const r = await t.call(content.fundInfo, { fundCode: 'fund-growth', days: 30 });
    const list = r.data.list as Array<{ code: string; latest: { date: string }; dayChange: string }>;
    expect(list).toHaveLength(3);
    expect(list[0].latest.date).toBe('2026-11-20');
    for (const f of list) expect(f.dayChange).toMatch(/^([+-]\d+\.\d{2}|0\.00)$/);
    // The money fund's value did not move on the last day: no sign, so no page reads it as 上涨.
    expect(list.find((f) => f.code === 'fund-money')?.dayChange).toBe('0.00');
    const selected = r.data.selected as { code: string; history: Array<{ date: string }> };
    expect(selected.code).toBe('fund-growth');
    expect(selected.history.length).toBeGreaterThan(15);
    expect(selected.history[0].date < selected.history.at(-1)!.date).toBe(true);
    expect((await t.call(content.fundInfo, { fundCode: 'nope', days: 30 })).code).toBe(RESULT.NOT_FOUND);
  });

  it('activities with status from the calendar, ongoing first; the activity carousel', async () => {
    const r = await t.call(content.queryActivity, { status: 'all' });
    const list = r.data.list as Array<{ status: string }>;
    expect(list).toHaveLength(4);
    expect(list[0].status).toBe('ongoing');
    const ended = await t.call(content.queryActivity, { status: 'ended' });
    expect((ended.data.list as Array<{ id: string }>).map((a) => a.id)).toEqual(['summer-student']);
    expect(((await t.call(content.queryConfigCarouselFigure, {})).data.list as unknown[]).length).toBe(2);
  });

  it('drainage page configuration with the global flag', async () => {
    const r = await t.call(content.drainageInit, {});
    expect(r.data).toMatchObject({ showDrainage: true, buttonText: '去查保单' });
    expect((r.data.steps as string[]).length).toBe(4);
  });

  it('serves the two static JSON pages as text', async () => {
    const help = await t.app.inject({ url: content.helpCenterJson.path });
    expect(help.statusCode).toBe(200);
    expect(help.headers['content-type']).toContain('text/html');
    const data = helpCenterData.parse(JSON.parse(help.body));
    expect(data.categories.map((c) => c.name)).toEqual(['保单服务', '理赔服务', '发票与缴费', '账户与安全']);
    const more = moreServicesData.parse(JSON.parse((await t.app.inject({ url: content.moreServicesJson.path })).body));
    expect(more.groups.map((g) => g.title)).toEqual(['保单与理赔', '发票与缴费', '咨询与帮助', '优惠活动', '发现']);
    const links = more.groups.flatMap((g) => g.entries.map((e) => e.link));
    expect(links).toEqual(expect.arrayContaining(['/violation-query', '/redEnvelope-coupon', '/buy-car']));
  });
});

describe('one-click renewal window', () => {
  it('shows only a proven policy ending within 30 days', async () => {
    const repo = createContentRepo(t.database.db);
    const today = chinaToday();
    await repo.upsertRenewalCandidates([
      {
        policyNo: 'PDAA20261101TEST000001',
        riskName: '机动车商业保险',
        subject: '京A***23',
        endDate: addDays(today, 12),
      },
      {
        policyNo: 'PDAA20261101TEST000002',
        riskName: '机动车商业保险',
        subject: '京A***45',
        // Outside the renewal window (90 days by default): the renewal pages would refuse it.
        endDate: addDays(today, 120),
      },
    ]);
    const uuid = await t.newSession();
    const near = 'PDAA20261101TEST000001';
    const far = 'PDAA20261101TEST000002';
    // Not proven: nothing, even for a real number.
    const before = await t.call(content.oneClickRenewalWindow, { policyNos: [near] }, { uuid });
    expect(before.data).toEqual({ show: false, policy: null });
    await t.deps.proofs.grant(uuid, `policy:${near}`);
    await t.deps.proofs.grant(uuid, `policy:${far}`);
    const after = await t.call(content.oneClickRenewalWindow, { policyNos: [far, near] }, { uuid });
    expect(after.data.show).toBe(true);
    expect(after.data.policy).toMatchObject({ policyNo: near, daysLeft: 12, subject: '京A***23' });
    const outside = await t.call(content.oneClickRenewalWindow, { policyNos: [far] }, { uuid });
    expect(outside.data).toEqual({ show: false, policy: null });
    // Another session does not see it.
    const other = await t.call(content.oneClickRenewalWindow, { policyNos: [near] });
    expect(other.data.show).toBe(false);
  });

  it('does not offer to renew a policy already renewed', async () => {
    const repo = createContentRepo(t.database.db);
    const renewedNo = 'PDAA20261101TEST000003';
    const openNo = 'PDAA20261101TEST000004';
    await repo.upsertRenewalCandidates([
      { policyNo: renewedNo, riskName: '机动车商业保险', subject: '京A***67', endDate: addDays(chinaToday(), 5) },
      { policyNo: openNo, riskName: '机动车商业保险', subject: '京A***89', endDate: addDays(chinaToday(), 20) },
    ]);
    const uuid = await t.newSession();
    for (const no of [renewedNo, openNo]) await t.deps.proofs.grant(uuid, `policy:${no}`);
    // The renewal domain knows the first one is paid for (its port; renewal/routes.test.ts tests the real one).
    const real = t.deps.ports.renewalStatus;
    t.deps.ports.renewalStatus = { renewed: async (nos) => nos.filter((no) => no === renewedNo) };
    try {
      const both = await t.call(content.oneClickRenewalWindow, { policyNos: [renewedNo, openNo] }, { uuid });
      expect(both.data.policy).toMatchObject({ policyNo: openNo, daysLeft: 20 });
      const renewedOnly = await t.call(content.oneClickRenewalWindow, { policyNos: [renewedNo] }, { uuid });
      expect(renewedOnly.data).toEqual({ show: false, policy: null });
    } finally {
      t.deps.ports.renewalStatus = real;
    }
  });

  it('needs a session and well-formed numbers', async () => {
    const noSession = await t.call(content.oneClickRenewalWindow, { policyNos: [] }, { uuid: 'f'.repeat(32) });
    expect(noSession.code).toBe(RESULT.SESSION_EXPIRED);
    const bad = await t.call(content.oneClickRenewalWindow, { policyNos: ["1' or '1'='1"] });
    expect(bad.code).toBe(RESULT.INVALID_INPUT);
  });
});
