import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { CATALOGUE } from '../src/shared/result-codes';
import { appUrl, envelope, openRoute, seedStoredSlice, storedState } from './helpers';

const SITE_QUERY = '/kej/waround/api/siteQuery/siteQuery';

const TIANANMEN = { latitude: 39.9087, longitude: 116.3975 };

/** Tiles come from a public server that is unreachable here; make that certain and quick. */
async function noTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org|\{z\}/, (route) => route.abort());
}

test.use({ geolocation: TIANANMEN, permissions: ['geolocation'] });

/** Holds every site list request until the returned release is called. */
async function holdSiteQueries(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${SITE_QUERY}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Guangdong, Guangzhou in the city picker. */
async function chooseGuangzhou(page: Page) {
  await page.getByTestId('city-picker').click();
  // A finger taps the wheel (the wheel ignores a mouse click on a touch screen, as a phone never sends one).
  const columns = page.locator('.adm-picker-view-column');
  await columns.nth(0).getByText('广东省', { exact: true }).tap();
  await columns.nth(1).getByText('广州市', { exact: true }).tap();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByTestId('city-picker')).toContainText('广州市');
}
test('a new visitor finds the nearest claims site in Beijing on the list and on the map', async ({ page }) => {
  await noTiles(page);
  await openRoute(page, '/network-query');
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  await page.getByRole('option', { name: '理赔网点', exact: true }).click();
  await page.getByRole('switch', { name: '按距离排序' }).click();
  await expect(page.getByText(/按距离由近到远排列/)).toBeVisible();
  const first = page.locator('.site-card').first();
  await expect(first.locator('.site-tag')).toContainText(['理赔网点']);
  await expect(first.locator('.site-card-distance')).toHaveText(/(米|公里)$/);
  const distances = await page.locator('.site-card-distance').allTextContents();
  const km = distances.map((d) => (d.endsWith('公里') ? Number.parseFloat(d) : Number.parseFloat(d) / 1000));
  expect(km).toEqual([...km].sort((a, b) => a - b));
  const name = (await first.locator('.site-card-name').textContent()) ?? '';
  await expect(first.getByRole('link', { name: /电话/ })).toHaveAttribute('href', /^tel:\d+/);
  // The number shows in full, not cut off with an ellipsis.
  const phone = first.getByRole('link', { name: /电话/ });
  expect(await phone.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await first.getByRole('button', { name: '地图' }).click();
  await expect(page).toHaveURL(/#\/network-map/);
  await expect(page.getByRole('status')).toContainText('地图底图暂时无法加载');
  await expect(page.locator('path.site-marker').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '选中的网点' })).toContainText(name);

  // Tapping another marker shows that site's card.
  const marker = page.locator('path.site-marker').nth(3);
  const id = ((await marker.getAttribute('class')) ?? '').match(/site-marker-(S\d+)/)?.[1];
  // Markers may overlap at this zoom, so the click goes to this marker itself rather than to a screen point.
  await marker.dispatchEvent('click');
  await expect(page.getByRole('region', { name: '选中的网点' }).locator('.site-card')).toHaveAttribute(
    'data-site-id',
    id ?? '',
  );
});

test('the map shows its sites on a blank background when its tile address cannot be read', async ({ page }) => {
  await noTiles(page);
  // The configuration that names the tile server does not come (no network for a moment).
  await page.route('**/config/appConfig', (route) => route.fulfill({ status: 503, body: '' }));
  await openRoute(page, '/network-map');
  await expect(page.getByRole('status')).toContainText('地图底图暂时无法加载');
  await expect(page.locator('path.site-marker').first()).toBeVisible();
});

test('filters by city, county and service item', async ({ page }) => {
  await openRoute(page, '/network-query');
  await chooseGuangzhou(page);
  await expect(page.locator('.site-card').first()).toBeVisible();

  // One county: every site listed is in it (its address starts with the county's name).
  await page.getByTestId('county-picker').click();
  const countyWheel = page.locator('.adm-picker', { hasText: '选择区县' }).locator('.adm-picker-view-column-item');
  const county = ((await countyWheel.nth(1).textContent()) ?? '').trim();
  await countyWheel.nth(1).tap();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByTestId('county-picker')).toContainText(county);
  const addresses = page.locator('.site-card-line', { hasText: '地址' });
  await expect
    .poll(async () => {
      const all = await addresses.allTextContents();
      return all.length > 0 && all.every((a) => a.startsWith(`地址：${county}`));
    })
    .toBe(true);
  await page.getByTestId('county-picker').click();
  await countyWheel.nth(0).tap();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByTestId('county-picker')).toContainText('全部区县');

  await page.getByRole('option', { name: '4S店', exact: true }).click();
  await page.getByTestId('item-picker').click();
  // Its own picker's buttons: the county picker's may still be leaving (its closing animation, on a loaded machine).
  const itemPicker = page.locator('.adm-picker', { hasText: '选择服务项目' });
  await itemPicker.locator('.adm-picker-view-column').getByText('车辆维修', { exact: true }).tap();
  await itemPicker.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByTestId('item-picker')).toContainText('车辆维修');
  // The page keeps the earlier filter's cards while the next list loads: wait for the new list.
  const cards = page.locator('.site-card');
  await expect
    .poll(async () => {
      const all = await cards.allTextContents();
      return all.length > 0 && all.every((text) => text.includes('4S店') && text.includes('车辆维修'));
    })
    .toBe(true);
});

test('searches sites by name or address', async ({ page }) => {
  await openRoute(page, '/network-querySearch');
  await page.getByRole('searchbox').fill('人民路');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/“人民路”共找到 \d+ 个网点/)).toBeVisible();
  for (const address of await page.locator('.site-card-line', { hasText: '地址' }).allTextContents())
    expect(address).toContain('人民路');
  await page.getByRole('searchbox').fill('不存在的网点名称');
  await page.keyboard.press('Enter');
  await expect(page.getByText('没有找到相关网点，换个关键词试试')).toBeVisible();
});

test('a site search goes from a 搜索 button as well as the keyboard’s key, and its box is a full tap target', async ({
  page,
}) => {
  await openRoute(page, '/network-querySearch');
  // The keyboard's search key was the only way; an older customer looks for a button.
  await page.getByRole('searchbox').fill('人民路');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText(/“人民路”共找到 \d+ 个网点/)).toBeVisible();
  for (const target of [
    page.locator('.sites-search .adm-search-bar-input-box'),
    page.getByRole('button', { name: '搜索', exact: true }),
  ]) {
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  // An empty box says what it wants, as the keyboard's key does.
  await page.getByRole('searchbox').fill('');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('请输入网点名称或地址', { exact: true })).toBeVisible();
});

test('a search is still there on coming back from a site’s map', async ({ page }) => {
  await openRoute(page, '/network-querySearch');
  await page.getByRole('searchbox').fill('人民路');
  await page.keyboard.press('Enter');
  const summary = page.getByText(/“人民路”共找到 \d+ 个网点/);
  await expect(summary).toBeVisible();
  const count = await page.locator('.site-card').count();
  await page.locator('.site-card').first().getByRole('button', { name: '地图' }).click();
  await expect(page).toHaveURL(/network-map/);
  await page.goBack();
  await expect(page).toHaveURL(/network-querySearch/);
  // The keyword, its summary and its sites, as the visitor left them.
  await expect(summary).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveValue('人民路');
  await expect(page.locator('.site-card')).toHaveCount(count);
});

test('a search opened cold looks in the visitor’s city, which can be changed there', async ({ page }) => {
  const asked: { keyword: string; cityCode?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/institutionNetwork/queryBlurryByAddress')) asked.push(request.postDataJSON().body);
  });
  // Nothing chosen on /network-query before: the city is the one it would start with (Beijing here).
  await openRoute(page, '/network-querySearch');
  await expect(page.getByTestId('city-picker')).toContainText('北京市');
  await expect(page.getByRole('checkbox', { name: '只搜索北京市' })).toBeChecked();
  await page.getByRole('searchbox').fill('人民路');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/“人民路”共找到 \d+ 个网点（北京市）/)).toBeVisible();
  expect(asked).toEqual([{ keyword: '人民路', cityCode: '11010000' }]);
  // Another city: the search on show goes again there, and /network-query starts from it too.
  await chooseGuangzhou(page);
  await expect(page.getByText(/“人民路”共找到 \d+ 个网点（广州市）/)).toBeVisible();
  expect(asked[1]).toEqual({ keyword: '人民路', cityCode: '44010000' });
  await expect(page.getByRole('checkbox', { name: '只搜索广州市' })).toBeChecked();
  // Unticked, the whole country, and the summary says so.
  await page.getByRole('checkbox', { name: '只搜索广州市' }).click();
  await expect(page.getByText(/“人民路”共找到 \d+ 个网点（全国）/)).toBeVisible();
  expect(asked[2]).toEqual({ keyword: '人民路' });
  await openRoute(page, '/network-query');
  await expect(page.getByTestId('city-picker')).toContainText('广州市');
});

test('a search opened from a link that names the visitor’s city looks in that city', async ({ page }) => {
  const asked: { keyword: string; cityCode?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/institutionNetwork/queryBlurryByAddress')) asked.push(request.postDataJSON().body);
  });
  await openRoute(page, '/network-querySearch', '?cityCode=440100');
  // The city's name comes with the province list.
  await expect(page.getByRole('checkbox', { name: '只搜索广州市' })).toBeChecked();
  await page.getByRole('searchbox').fill('人民路');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/“人民路”共找到 \d+ 个网点（广州市）/)).toBeVisible();
  expect(asked).toEqual([{ keyword: '人民路', cityCode: '44010000' }]);
});

test('a district’s link starts the site list in its city, not in Beijing', async ({ page }) => {
  await openRoute(page, '/network-query', '?cityCode=440106');
  await expect(page.getByTestId('city-picker')).toContainText('广州市');
  // The start's link-city check names it in the store too; waited for, so nothing of it is left to land once
  // the journey has ended and its tab is reset for the next (one context a worker).
  await expect.poll(async () => (await storedState(page))?.global.basicInfo.cityName).toBe('广州市');
});

test('a link whose city the region tables do not have ends on Beijing’s sites, named, not an unknown city’s empty list', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SITE_QUERY)) asked.push(request.postDataJSON().body.cityCode);
  });
  await openRoute(page, '/network-query', '?cityCode=990000');
  await expect(page.getByTestId('city-picker')).toHaveText(/^北京市/);
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  await expect(page.locator('.site-card').first()).toContainText('北京');
  expect(asked.at(-1)).toBe('11010000');
  await expect.poll(async () => (await storedState(page))?.global.basicInfo.cityCode).toBe('');
});

test('a link’s city the insurer has no site in is still named on the site list', async ({ page }) => {
  // Guangzhou taken off the province list, as a city with no site is: its name can only come from the link's check.
  await page.route('**/siteQuery/getProvinceDataForSite', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    for (const province of json.body.provinceData) {
      province.cities = province.cities.filter((c: { code: string }) => c.code !== '44010000');
    }
    await route.fulfill({ response, json });
  });
  // Waited for: the name must hold once the list without Guangzhou has arrived (and the handler must not outlive
  // the journey: CI once ended it with the list's fetch still in flight, 'route.fetch: Test ended').
  const provincesDelivered = page.waitForResponse('**/siteQuery/getProvinceDataForSite');
  await openRoute(page, '/network-query', '?cityCode=440100');
  await (await provincesDelivered).finished();
  // Two frames: the list's answer has been read and drawn.
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  await expect.poll(async () => (await storedState(page))?.global.basicInfo.cityName).toBe('广州市');
  await expect(page.getByTestId('city-picker')).toHaveText(/^广州市/);
});

test('the map names a city that came from a link, not 当前城市', async ({ page }) => {
  await noTiles(page);
  await openRoute(page, '/network-map', '?cityCode=440100');
  await expect(page.locator('.sites-summary')).toContainText(/^广州市 · 地图显示 \d+ 个网点/);
});

test('the list loads the next pages as the visitor scrolls, and its footer animates only while one loads', async ({
  page,
}) => {
  await openRoute(page, '/network-query');
  await expect(page.locator('.site-card')).toHaveCount(20);
  const total = Number((await page.getByText(/共 \d+ 个网点/).textContent())?.match(/共 (\d+) 个/)?.[1]);
  expect(total).toBeGreaterThan(40);
  const footer = page.locator('.adm-infinite-scroll');
  // Nothing loads while the footer is far below: no animation (an SVG one repainted the whole page every frame).
  await expect(footer).toHaveText('上拉加载更多');
  expect(await page.locator('animate').count()).toBe(0);

  // The second page, held: the footer says it loads, with its dots, until the answer comes.
  const release = await holdSiteQueries(page);
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText('加载中');
  expect(await footer.locator('animate').count()).toBeGreaterThan(0);
  release();
  await expect(page.locator('.site-card')).toHaveCount(40);
  await page.unroute(`**${SITE_QUERY}`);

  // The third page fails: the usual dialog, and the footer says so and offers to try again, without animation.
  await page.route(`**${SITE_QUERY}`, (route) => route.abort());
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toHaveText('加载失败重新加载');
  expect(await page.locator('animate').count()).toBe(0);
  await page.unroute(`**${SITE_QUERY}`);
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await footer.getByRole('button', { name: '重新加载' }).click();
  await expect(page.locator('.site-card')).toHaveCount(60);

  // On to the end of the list.
  for (let shown = 60; shown < total; shown = await page.locator('.site-card').count()) {
    await footer.scrollIntoViewIfNeeded();
    await expect(page.locator('.site-card')).not.toHaveCount(shown);
  }
  await expect(page.locator('.site-card')).toHaveCount(total);
  await expect(footer).toHaveText('没有更多了');
  expect(await page.locator('animate').count()).toBe(0);
});

/** The site-list requests the page makes, their bodies in order. */
function siteQueries(page: Page) {
  const bodies: { cityCode?: string; page?: number }[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SITE_QUERY)) bodies.push(request.postDataJSON().body);
  });
  return bodies;
}

test('a first visit asks for its site list once, from index.html before the scripts, and a new city asks again', async ({
  page,
}) => {
  const asked = siteQueries(page);
  // Hold the app's scripts: the first list is asked for before any of them has run (build/early-call.ts).
  const held: Route[] = [];
  let released = false;
  await page.route('**/home/assets/*.js', (route) => (released ? route.continue() : held.push(route)));
  await page.goto(appUrl('/network-query'), { waitUntil: 'commit' });
  await expect.poll(() => asked.length).toBe(1);
  // The prerendered copy already names the city the page will ask for: nothing flips when React takes over.
  await expect(page.locator('#app > [inert] [data-testid="city-picker"]')).toContainText('北京市');
  released = true;
  await Promise.all(held.splice(0).map((route) => route.continue()));

  await expect(page.locator('#app > [inert]')).toHaveCount(0);
  await expect(page.locator('.site-card').first()).toBeVisible();
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  await expect(page.getByTestId('city-picker')).toContainText('北京市');
  // The page adopted that answer: no second request for the same list.
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([{ cityCode: '11010000', websitetype: '00000', serviceitems: '00', page: 1, pageSize: 20 }]);

  await chooseGuangzhou(page);
  await expect.poll(() => asked.map((body) => body.cityCode)).toEqual(['11010000', '44010000']);
  await expect(page.locator('.site-card').first()).toBeVisible();
});

test('a visit with a stored city asks for that city itself, once', async ({ page }) => {
  const asked = siteQueries(page);
  await seedStoredSlice(page, 'networkQuery', { cityCode: '44010000', cityName: '广州市', cityChosen: true });
  await openRoute(page, '/network-query');
  await expect(page.locator('.site-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.map((body) => body.cityCode)).toEqual(['44010000']);
});

/** Holds the app's scripts until `release` (the page as it is before React has arrived). */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/home/assets/*.js', (route) => (released ? route.continue() : held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Where an element is, in whole pixels (the live page's root font size can move it by a fraction). */
async function roundedBox(locator: Locator) {
  const b = await locator.boundingBox();
  return b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
}

/**
 * #app's markup as it shows: without the inert mark of the prerendered copy, the comments React's
 * server render puts between texts, and with attributes in one order and styles spelt one way.
 */
function shownMarkup(page: Page) {
  return page.evaluate(() => {
    const app = document.getElementById('app')?.cloneNode(true) as HTMLElement;
    const comments: Node[] = [];
    const walker = document.createTreeWalker(app, NodeFilter.SHOW_COMMENT);
    while (walker.nextNode()) comments.push(walker.currentNode);
    for (const comment of comments) comment.parentNode?.removeChild(comment);
    app.normalize();
    for (const el of app.querySelectorAll<HTMLElement>('*')) {
      el.removeAttribute('inert');
      if (el.hasAttribute('style')) el.setAttribute('style', el.style.cssText);
      const attributes = [...el.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => a.localeCompare(b));
      for (const [name] of attributes) el.removeAttribute(name);
      for (const [name, value] of attributes) el.setAttribute(name, value);
    }
    return app.innerHTML;
  });
}

test("a first visit's site list shows before the scripts have arrived, and React takes it over unchanged", async ({
  page,
}) => {
  const asked = siteQueries(page);
  const scripts = await holdScripts(page);
  await page.goto(appUrl('/network-query'), { waitUntil: 'commit' });
  // Filled into the prerendered copy from the early call's answer (src/web/build/early-fill.ts).
  const early = page.locator('#app > [inert] .site-card');
  await expect(early).toHaveCount(20);
  await expect(page.locator('#app > [inert]').getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  await expect(page.locator('#app').getByText(/\{\{/)).toHaveCount(0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].every((l) => l.sheet),
  );
  const before = { markup: await shownMarkup(page), card: await roundedBox(early.first()) };
  // The fewest cards on screen at any change from now on: React's first render must already show them.
  await page.evaluate(() => {
    const app = document.getElementById('app') as HTMLElement;
    const w = window as { __fewestCards?: number };
    w.__fewestCards = app.querySelectorAll('.site-card').length;
    new MutationObserver(() => {
      w.__fewestCards = Math.min(w.__fewestCards ?? 0, app.querySelectorAll('.site-card').length);
    }).observe(app, { childList: true, subtree: true });
  });

  await scripts.release();
  await expect(page.locator('#app > [inert]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const live = page.locator('.site-card');
  expect(await roundedBox(live.first()), 'the first card (the largest paint) did not move or change size').toEqual(
    before.card,
  );
  expect(await shownMarkup(page), 'React renders what the early fill showed').toBe(before.markup);
  expect(await page.evaluate(() => (window as { __fewestCards?: number }).__fewestCards)).toBe(20);
  expect(asked).toHaveLength(1);
  // Live now: the card's map button works.
  const name = (await live.first().locator('.site-card-name').textContent()) ?? '';
  await live.first().getByRole('button', { name: '地图' }).click();
  await expect(page).toHaveURL(/#\/network-map/);
  await expect(page.getByRole('region', { name: '选中的网点' })).toContainText(name);
});

test("the early fill shows a site's texts as text, never as markup", async ({ page }) => {
  const site = {
    siteId: 'S1',
    name: '<img src=x onerror="window.__xss=1">网点 & "引号"',
    websitetype: '01000',
    typeNames: ['理赔网点', '<b>营业网点</b>'],
    serviceitems: ['01'],
    serviceNames: ['理赔', '</p><script>window.__xss=2</script>'],
    provinceCode: '11000000',
    cityCode: '11010000',
    countycode: '11010100',
    address: '东城区{{name}}路1号',
    phone: '010-8765 4321 转 8',
    hours: '{{total}}',
    lat: 39.9087,
    lng: 116.3975,
  };
  // Twenty, so the list's end (which would ask for more) is out of sight.
  const list = Array.from({ length: 20 }, (_, i) => ({ ...site, siteId: `S${i + 1}` }));
  const answer = envelope('1', '', { siteInfoList: list, total: 40, hasMore: true, sortedBy: 'name' });
  await page.route(`**${SITE_QUERY}`, (route) => route.fulfill({ json: answer }));
  const scripts = await holdScripts(page);
  await page.goto(appUrl('/network-query'), { waitUntil: 'commit' });
  const card = page.locator('#app > [inert] .site-card').first();
  await expect(page.locator('#app > [inert] .site-card')).toHaveCount(20);
  await expect(card.locator('.site-card-name')).toHaveText(site.name);
  await expect(card.locator('.site-tag')).toHaveText(site.typeNames);
  await expect(card).toContainText(`地址：${site.address}`);
  await expect(card).toContainText(`服务项目：${site.serviceNames.join('、')}`);
  await expect(card).toContainText('营业时间：{{total}}');
  await expect(page.getByText('共 40 个网点，按名称排列')).toBeVisible();
  await expect(card.getByRole('link', { name: /电话/ })).toHaveAttribute('href', 'tel:010876543218');
  await expect(page.locator('#app img, #app b, #app script')).toHaveCount(0);
  const before = await shownMarkup(page);
  await scripts.release();
  await expect(page.locator('#app > [inert]')).toHaveCount(0);
  await expect(page.locator('.site-card')).toHaveCount(20);
  expect(await shownMarkup(page)).toBe(before);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('a list that fails to load for a new city shows no other city’s sites, says it failed and loads again', async ({
  page,
}) => {
  await openRoute(page, '/network-query');
  await expect(page.locator('.site-card').first()).toBeVisible();
  const beijingSite = (await page.locator('.site-card-name').first().textContent()) ?? '';
  await page.route(`**${SITE_QUERY}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await chooseGuangzhou(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(CATALOGUE.http502);
  await dialog.getByRole('button', { name: '确定' }).click();
  // Beijing's sites must not stand for Guangzhou's, and "no sites here" is not what happened.
  await expect(page.locator('.site-card')).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText('网点信息加载失败');
  await expect(page.getByText('该条件下暂无服务网点')).toHaveCount(0);
  await expect(page.getByText(/共 \d+ 个网点/)).toHaveCount(0);

  await page.unroute(`**${SITE_QUERY}`);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.locator('.site-card').first()).toBeVisible();
  await expect(page.getByText(/共 \d+ 个网点/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.site-card-name', { hasText: beijingSite })).toHaveCount(0);
});

test('a first visit whose list fails says it failed, not that there are no sites', async ({ page }) => {
  await page.route(`**${SITE_QUERY}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await openRoute(page, '/network-query');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(CATALOGUE.http502);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alert')).toContainText('网点信息加载失败');
  await expect(page.getByText('该条件下暂无服务网点')).toHaveCount(0);
  await page.unroute(`**${SITE_QUERY}`);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.locator('.site-card').first()).toBeVisible();
});

test('turning distance sorting on again after a refused position forgets the refusal', async ({ page }) => {
  // The first ask is refused (the visitor said no), the next one answered (allowed in the settings since).
  await page.addInitScript(() => {
    let asked = 0;
    navigator.geolocation.getCurrentPosition = (ok, fail) => {
      asked += 1;
      if (asked === 1) fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      else ok({ coords: { latitude: 39.9087, longitude: 116.3975, accuracy: 10 } } as GeolocationPosition);
    };
  });
  await openRoute(page, '/network-query');
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  const sort = page.getByRole('switch', { name: '按距离排序' });
  await sort.click();
  await expect(page.getByText(/未能获取您的位置，已按名称排序/)).toBeVisible();
  await sort.click();
  await sort.click();
  await expect(page.getByText(/按距离由近到远排列/)).toBeVisible();
  await expect(page.getByText(/未能获取您的位置/)).toHaveCount(0);
});

test('the site search’s 只搜索 choice is a full-size tap target', async ({ page }) => {
  await openRoute(page, '/network-query');
  await expect(page.getByText(/共 \d+ 个网点/)).toBeVisible();
  await page.getByRole('link', { name: '按名称/地址搜索' }).click();
  const onlyHere = page.getByRole('checkbox', { name: /只搜索/ });
  await expect(onlyHere).toBeChecked();
  // The whole line takes the tap (a label), at least 44 px tall, as every other tap target.
  const line = await page.locator('label', { has: onlyHere }).boundingBox();
  expect(line?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.locator('label', { has: onlyHere }).click({ position: { x: 200, y: 4 } });
  await expect(onlyHere).not.toBeChecked();
});

const SEARCH = '/kej/whome/api/institutionNetwork/queryBlurryByAddress';

test('a search with no keyword asks for one, and sends nothing', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes(SEARCH)) sent += 1;
  });
  await openRoute(page, '/network-querySearch');
  await page.getByRole('searchbox').fill('   ');
  await page.keyboard.press('Enter');
  await expect(page.getByText('请输入网点名称或地址', { exact: true })).toBeVisible();
  expect(sent).toBe(0);
});

test('toggling 只搜索 after a search runs that search again', async ({ page }) => {
  const asked: { keyword: string; cityCode?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SEARCH)) asked.push(request.postDataJSON().body);
  });
  await seedStoredSlice(page, 'networkQuery', { cityCode: '11010000', cityName: '北京市' });
  await openRoute(page, '/network-querySearch');
  await page.getByRole('searchbox').fill('人民路');
  await page.keyboard.press('Enter');
  const summary = page.getByText(/“人民路”共找到 (\d+) 个网点/);
  await expect(summary).toBeVisible();
  const inBeijing = Number((await summary.textContent())?.match(/共找到 (\d+) 个/)?.[1]);
  await page.getByRole('checkbox', { name: /只搜索/ }).click();
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toEqual({ keyword: '人民路' });
  // Nationwide there are more than in Beijing alone.
  await expect
    .poll(async () => Number((await summary.textContent())?.match(/共找到 (\d+) 个/)?.[1]))
    .toBeGreaterThan(inBeijing);
  await page.getByRole('checkbox', { name: /只搜索/ }).click();
  await expect.poll(() => asked.length).toBe(3);
  expect(asked[2]).toEqual({ keyword: '人民路', cityCode: '11010000' });
});

test('a search answered late never stands for the words typed after it, and says it is searching', async ({ page }) => {
  await seedStoredSlice(page, 'networkQuery', { cityCode: '11010000', cityName: '北京市' });
  // The first search (东城) is answered after the second (朝阳), as a slow network may.
  let asked = 0;
  await page.route(`**${SEARCH}`, async (route) => {
    asked += 1;
    await new Promise((r) => setTimeout(r, asked === 1 ? 2_500 : 300));
    await route.continue().catch(() => undefined);
  });
  await openRoute(page, '/network-querySearch');
  await page.getByRole('searchbox').fill('东城');
  await page.keyboard.press('Enter');
  await expect(page.getByText('正在搜索“东城”…')).toBeVisible();
  await page.getByRole('searchbox').fill('朝阳');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/“朝阳”共找到 \d+ 个网点/)).toBeVisible();
  // Past the first answer's arrival: the results are still 朝阳's, as the box says.
  await page.waitForTimeout(3_000);
  await expect(page.getByText(/“朝阳”共找到 \d+ 个网点/)).toBeVisible();
  await expect(page.getByText(/“东城”共找到/)).toHaveCount(0);
  for (const card of await page.locator('.site-card').all()) await expect(card).toContainText('朝阳');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('in the care edition 只搜索 is a 60 px line with a box the size of its words, not a 60 px square', async ({
  page,
}) => {
  await seedStoredSlice(page, 'content', { careMode: true });
  await seedStoredSlice(page, 'networkQuery', { cityCode: '11010000', cityName: '北京市' });
  await openRoute(page, '/network-querySearch');
  const onlyHere = page.getByRole('checkbox', { name: /只搜索/ });
  await expect(onlyHere).toBeChecked();
  expect((await page.locator('label', { has: onlyHere }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(60);
  const box = await onlyHere.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(28);
  expect(box?.width ?? 0).toBeLessThanOrEqual(28);
  await page.locator('label', { has: onlyHere }).click({ position: { x: 200, y: 6 } });
  await expect(onlyHere).not.toBeChecked();
});

test('the map page’s 修改筛选条件 is a full-size tap target', async ({ page }) => {
  await noTiles(page);
  await openRoute(page, '/network-map');
  const link = page.getByRole('link', { name: '修改筛选条件' });
  await expect(link).toBeVisible();
  expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await link.click();
  await expect(page).toHaveURL(/#\/network-query/);
});

test('a city without sites says so once, in the list, without a dialog', async ({ page }) => {
  await seedStoredSlice(page, 'networkQuery', { cityCode: '99990000', cityName: '无网点市', cityChosen: true });
  await openRoute(page, '/network-query');
  await expect(page.getByText('该条件下暂无服务网点', { exact: false })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('each site type reads on one line at phone width, at its full size', async ({ page }) => {
  await openRoute(page, '/network-query');
  await expect(page.getByText(/共 \d+ 个网点/)).toBeVisible();
  const chips = '.sites-type-chips .adm-selector-item';
  // 合作修理厂 broke onto two lines (合作修理 / 厂) at 375 px. Its words only: the chosen chip's check mark
  // sits in its corner, below the words' line.
  const lines = await page.locator(chips).evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      const words = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) as Text;
      range.selectNodeContents(words);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return `${words.textContent} ${tops.size}`;
    }),
  );
  expect(lines).toEqual(['全部 1', '理赔网点 1', '营业网点 1', '合作修理厂 1', '定损点 1', '4S店 1']);
  // Made to fit by the chips' padding, not by smaller words: antd's 15 px, as before.
  const sizes = await page.locator(chips).evaluateAll((els) => els.map((el) => getComputedStyle(el).fontSize));
  expect(new Set(sizes)).toEqual(new Set(['15px']));
  // Still full-size tap targets.
  for (const box of await page.locator(chips).evaluateAll((els) => els.map((el) => el.getBoundingClientRect())))
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
});

test('sorting by distance before a city is chosen moves the finder to the visitor’s city; a chosen city stays', async ({
  page,
}) => {
  // The visitor stands in Shanghai; the finder starts in Beijing (no city on the link). Set on the page, not
  // the context: the context is shared by the worker's journeys (scripts/e2e-isolation.test.ts).
  await page.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = (ok) =>
      ok({ coords: { latitude: 31.2304, longitude: 121.4737, accuracy: 10 } } as GeolocationPosition);
  });
  const asked = siteQueries(page);
  await openRoute(page, '/network-query');
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  await expect(page.getByTestId('city-picker')).toHaveText(/^北京市/);
  const sort = page.getByRole('switch', { name: '按距离排序' });
  await sort.click();
  await expect(page.getByText('已按您的位置切换到上海市')).toBeVisible();
  await expect(page.getByTestId('city-picker')).toHaveText(/^上海市/);
  await expect(page.getByText(/按距离由近到远排列/)).toBeVisible();
  // Before, Beijing's sites sorted by distance from Shanghai: the nearest over a thousand kilometres away.
  const nearest = (await page.locator('.site-card-distance').first().textContent()) ?? '';
  expect(nearest.endsWith('米') || Number.parseFloat(nearest) < 100).toBe(true);
  expect(asked.at(-1)).toMatchObject({ cityCode: '31010000', page: 1 });
  await expect.poll(async () => (await storedState(page))?.networkQuery.cityChosen).toBe(true);

  // Off and on again: the city is the customer's now, so it stays.
  await sort.click();
  await expect(page.getByText(/按名称排列/)).toBeVisible();
  await expect(page.getByText(/已按您的位置切换/)).toHaveCount(0);

  // A city chosen in the finder is kept when sorting by distance: the customer may be planning a trip.
  await chooseGuangzhou(page);
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  await sort.click();
  await expect(page.getByText(/按距离由近到远排列/)).toBeVisible();
  await expect(page.getByTestId('city-picker')).toHaveText(/广州市/);
  await expect(page.getByText(/已按您的位置切换/)).toHaveCount(0);
  expect(asked.at(-1)).toMatchObject({ cityCode: '44010000' });
});

test('a municipality’s or a province’s link starts the finder in that city or the capital, not in Beijing', async ({
  page,
}) => {
  const asked = siteQueries(page);
  await openRoute(page, '/network-query', '?cityCode=310000');
  await expect(page.getByTestId('city-picker')).toHaveText(/^上海市/);
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  expect(asked.map((b) => b.cityCode)).not.toContain('11010000');
  expect(asked.at(-1)?.cityCode).toBe('31010000');

  await openRoute(page, '/network-query', '?cityCode=440000');
  await expect(page.getByTestId('city-picker')).toHaveText(/^广东省 广州市/);
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  expect(asked.at(-1)?.cityCode).toBe('44010000');
});

test('a finder left on its Beijing start follows a city chosen on home; a city chosen in the finder does not', async ({
  page,
}) => {
  // As left by a first look at the finder (Beijing, the start) and then 上海市 chosen with home's city button.
  await seedStoredSlice(page, 'networkQuery', { cityCode: '11010000', cityName: '北京市' });
  await seedStoredSlice(page, 'global', { basicInfo: { cityCode: '31010000', cityName: '上海市' } });
  const asked = siteQueries(page);
  await openRoute(page, '/network-query');
  await expect(page.getByTestId('city-picker')).toHaveText(/^上海市/);
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  expect(asked.at(-1)?.cityCode).toBe('31010000');

  await chooseGuangzhou(page);
  await expect(page.getByText(/共 \d+ 个网点，按名称排列/)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('city-picker')).toHaveText(/广州市/);
  await expect.poll(() => asked.at(-1)?.cityCode).toBe('44010000');
});

test('a list reloaded for new filters starts its scroll afresh: no old failure, no old query’s next page', async ({
  page,
}) => {
  await openRoute(page, '/network-query');
  await expect(page.locator('.site-card')).toHaveCount(20);
  const footer = page.locator('.adm-infinite-scroll');
  // The second page fails: the footer offers to try again.
  await page.route(`**${SITE_QUERY}`, (route) => route.abort());
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toHaveText('加载失败重新加载');
  await page.unroute(`**${SITE_QUERY}`);
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();

  // Another type, chosen from the top of the list: its first page is held, so nothing but that page may come
  // in meanwhile.
  await page.evaluate(() => window.scrollTo(0, 0));
  const asked = siteQueries(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holdNext = true;
  await page.route(`**${SITE_QUERY}`, async (route) => {
    if (holdNext) {
      holdNext = false;
      await held;
    }
    await route.continue();
  });
  await page.getByRole('option', { name: '理赔网点', exact: true }).click();
  await expect.poll(() => asked.length).toBe(1);
  // Before, the old scroll stayed under the old list while the new page loaded, and a scroll to it asked for
  // the new query's page 2 and appended it to the old query's sites.
  await expect(footer).toHaveCount(0);
  release();
  await expect(page.locator('.site-card')).toHaveCount(20);
  await expect(footer).toHaveText('上拉加载更多');
  const total = Number((await page.getByText(/共 \d+ 个网点/).textContent())?.match(/共 (\d+) 个/)?.[1]);
  expect(total).toBeGreaterThan(20);
  await footer.scrollIntoViewIfNeeded();
  await expect(page.locator('.site-card')).toHaveCount(Math.min(total, 40));
  expect(asked.map((b) => b.page)).toEqual([1, 2]);
  for (const tag of await page.locator('.site-card').evaluateAll((cards) => cards.map((c) => c.textContent ?? '')))
    expect(tag).toContain('理赔网点');
});

test('while another city’s list loads, the last city’s sites and count are not shown as if they were its own', async ({
  page,
}) => {
  await openRoute(page, '/network-query');
  await expect(page.locator('.site-card').first()).toBeVisible();
  await expect(page.getByText(/共 \d+ 个网点/)).toBeVisible();
  const release = await holdSiteQueries(page);
  await chooseGuangzhou(page);
  // Before, Beijing's cards (their phones and routes) and 共 N 个网点 stayed under 广州市 until the answer came,
  // with nothing saying a list was on its way.
  await expect(page.locator('.site-card')).toHaveCount(0);
  await expect(page.getByText(/共 \d+ 个网点/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '正在加载网点' })).toBeVisible();
  release();
  await expect(page.locator('.site-card').first()).toBeVisible();
  await expect(page.getByText(/共 \d+ 个网点/)).toBeVisible();
  await expect(page.getByText('正在加载网点')).toHaveCount(0);
  for (const address of await page.locator('.site-card-line', { hasText: '地址' }).allTextContents())
    expect(address).not.toMatch(/东城区|朝阳区|海淀区/);
});

test('a search kept from one city goes again in the city chosen since on the list page', async ({ page }) => {
  await openRoute(page, '/network-querySearch');
  await page.getByRole('searchbox').fill('路');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText(/“路”共找到 \d+ 个网点（北京市）/)).toBeVisible();
  await page.goto(appUrl('/network-query'));
  await chooseGuangzhou(page);
  await page.getByRole('link', { name: '按名称/地址搜索' }).click();
  await expect(page.getByText('只搜索广州市')).toBeVisible();
  // Before, Beijing's results stayed under 只搜索广州市, the summary still naming 北京市.
  await expect(page.getByText(/“路”共找到 \d+ 个网点（广州市）/)).toBeVisible();
  await expect(page.locator('.site-card').first()).toBeVisible();
  for (const phone of await page.locator('.site-action-phone').allTextContents()) expect(phone).not.toContain('010-');
});
