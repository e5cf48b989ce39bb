import { expect, type Page, test } from '@playwright/test';
import {
  answerWith,
  appUrl,
  cityButton,
  collectConsole,
  consoleProblems,
  openRoute,
  seedStoredGlobal,
  storedState,
} from './helpers';
import { confirmTheMomentCitiesArrive, holdAnswerFor } from './wheels';

/** Every page built so far, with what its document head must say. */
const PAGES = [
  { route: '/', title: '中国人保财险客户服务', keywords: '人保财险,保单查询', description: '中国人保财险客户服务：' },
  { route: '/404', title: '页面未找到' },
  { route: '/service_agreement', title: '用户服务协议', keywords: '用户服务协议', description: '用户服务协议' },
  { route: '/privacy_policy', title: '隐私政策', keywords: '隐私政策,个人信息保护', description: '个人信息' },
  { route: '/navigation', title: '网站导航', keywords: '网站导航', description: '全部服务入口' },
];

test.describe('document head', () => {
  for (const p of PAGES) {
    test(`title and meta of ${p.route}`, async ({ page }) => {
      const quiet = collectConsole(page);
      await openRoute(page, p.route);
      await expect(page).toHaveTitle(p.title);
      if (p.keywords) expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toContain(p.keywords);
      if (p.description)
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(p.description);
      expect(await consoleProblems(page, quiet)).toEqual([]);
    });
  }

  test('a route without its own meta gets the site defaults back', async ({ page }) => {
    await openRoute(page, '/privacy_policy');
    await page.evaluate(() => {
      window.location.hash = '#/no-such-page';
    });
    await expect(page).toHaveTitle('页面未找到');
    const keywords = await page.locator('meta[name="keywords"]').getAttribute('content');
    expect(keywords).toBe('保单查询,理赔查询,电子发票,电子保单,服务网点,95518');
  });
});

test('scrolls to top on each route change, and home comes back where it was left', async ({ page }) => {
  await openRoute(page, '/');
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);

  // Leave by the address, not a link: clicking a link further down would scroll to it first.
  await page.evaluate(() => {
    window.location.hash = '#/navigation';
  });
  await expect(page).toHaveURL(/#\/navigation$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('link', { name: /隐私政策/ }).click();
  await expect(page.getByRole('heading', { name: '隐私政策' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);

  await page.getByRole('button', { name: '首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);

  await page.goBack();
  await expect(page).toHaveURL(/#\/privacy_policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a news article opened from its list starts at the top and is a page view; so is the list again', async ({
  page,
}) => {
  const views: string[] = [];
  await page.route('**/kej/waround/api/analytics/track', async (route) => {
    for (const e of route.request().postDataJSON().body.events) if (e.type === 'pageview') views.push(e.route);
    await route.fulfill({ json: { head: {}, body: { common: { resultCode: '1', resultMsg: '成功' }, accepted: 1 } } });
  });
  await page.clock.install();
  await openRoute(page, '/information-list');
  // Every view tall enough to scroll, whatever its content: the list and the article share one path.
  await page.addStyleTag({ content: 'main { min-height: 3000px; }' });
  const scrolledTo = async (y: number) => {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  };
  await scrolledTo(1500);
  // Tapped where it is, without the scroll into view a click would make first.
  await page.getByRole('link', { name: /冬季行车安全提示/ }).dispatchEvent('click');
  await expect(page).toHaveURL(/information-list\?slug=/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await scrolledTo(1200);
  await page.getByRole('link', { name: '返回资讯列表' }).dispatchEvent('click');
  await expect(page).toHaveURL(/information-list$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await scrolledTo(900);
  await page.goBack();
  await expect(page).toHaveURL(/information-list\?slug=/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.clock.fastForward(5_000);
  await expect
    .poll(() => views)
    .toEqual(['/information-list', '/information-list', '/information-list', '/information-list']);
});

test.describe('root font size', () => {
  const fontSize = (page: import('@playwright/test').Page) =>
    page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

  test('is 50 px at 375 px and follows the width, clamped to 320–640', async ({ page }) => {
    await openRoute(page, '/');
    expect(await fontSize(page)).toBe(50);
    await page.setViewportSize({ width: 320, height: 667 });
    await expect.poll(() => fontSize(page)).toBeCloseTo(42.6667, 2);
    await page.setViewportSize({ width: 800, height: 667 });
    await expect.poll(() => fontSize(page)).toBeCloseTo(85.3333, 2);
    await page.setViewportSize({ width: 414, height: 667 });
    await expect.poll(() => fontSize(page)).toBeCloseTo(55.2, 2);
  });
});

test.describe('channel rules', () => {
  test('from=vmeng keeps the header but takes away the home button', async ({ page }) => {
    await openRoute(page, '/navigation', '?from=vmeng');
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
    await expect(page.getByRole('button', { name: '首页' })).toHaveCount(0);
    const state = await storedState(page);
    expect(state?.global.channelType).toBe('vmeng');
    expect(state?.global.basicInfo.allowGoHome).toBe(false);
  });

  test('channelNo=1 hides the header (app) and is sent in the request head', async ({ page }) => {
    await openRoute(page, '/', '?channelNo=1');
    const request = page.waitForRequest('**/kej/waround/api/code/getCityCode');
    await page.getByRole('button', { name: /当前城市/ }).click();
    const head = (await request).postDataJSON().head;
    expect(head.channelNo).toBe('1');
    expect(head.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(head.check).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByRole('link', { name: '查看全部服务' }).click();
    await expect(page.getByRole('heading', { name: '关于人保' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
    expect((await storedState(page))?.global.channelType).toBe('app');
  });

  test("msappFlag=1 in the hash's query hides the header (app)", async ({ page }) => {
    await openRoute(page, '/navigation?msappFlag=1');
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
    expect((await storedState(page))?.global.channelType).toBe('app');
  });

  test('channelNo=4 with from=gwcx hides the header (gwcx)', async ({ page }) => {
    await openRoute(page, '/navigation', '?channelNo=4&from=gwcx');
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
    const state = await storedState(page);
    expect(state?.global.channelType).toBe('gwcx');
    expect(state?.global.channelNo).toBe('4');
  });

  test('channelNo=4 alone is no rule: the plain web channel keeps its header', async ({ page }) => {
    await openRoute(page, '/navigation', '?channelNo=4');
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
    await expect(page.getByRole('button', { name: '首页' })).toBeVisible();
    expect((await storedState(page))?.global.channelType).toBe('h5');
  });
});

test('the store survives a reload under noncar_rb_vuex', async ({ page }) => {
  await openRoute(page, '/navigation', '?from=vmeng&entryId=spring-2025');
  // A new load without parameters: the session keeps its channel and entry.
  await page.goto(appUrl('/privacy_policy'));
  await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  await expect(page.getByRole('button', { name: '首页' })).toHaveCount(0);

  // Until React has taken over the prerendered home screen, its city button does nothing.
  await openRoute(page, '/');
  await page.getByRole('button', { name: /当前城市/ }).click();
  // The wheel's screen-reader buttons (transparent, so activated as a screen reader does):
  // the province after Beijing is Tianjin.
  // Province first, then its cities arrive and the city wheel shows Tianjin too. A step sent while
  // the sheet still opens can be lost (seen once in CI under load: no request for Tianjin's cities
  // followed), so it is sent again while the wheel still offers Tianjin as the next province.
  await expect(async () => {
    const next = page.getByRole('button', { name: '选择下一项：天津市' });
    if ((await next.count()) > 0) await next.first().dispatchEvent('click');
    await expect(page.getByRole('button', { name: '当前选择的是：天津市' })).toHaveCount(2, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: /当前城市/ })).toContainText('天津市');
  await page.reload();
  await expect(page.getByRole('button', { name: /当前城市/ })).toContainText('天津市');
  const state = await storedState(page);
  expect(state?.global.basicInfo.cityCode).toBe('12010000');
  expect(state?.global.basicInfo.entryId).toBe('spring-2025');
  expect(state?.global.channelType).toBe('vmeng');
});

test('home confirms the city its wheel shows, even by a 确定 the moment the cities arrive', async ({ page }) => {
  // Beijing's cities are slow to come; the link's check (Guangdong's) is not.
  const release = await holdAnswerFor(page, '/api/code/getCityCode', (body) => body.parentCode === '11000000');
  await openRoute(page, '/', '?cityCode=449900');
  await expect.poll(async () => (await storedState(page))?.global.basicInfo.cityCode).toBe('');
  await cityButton(page).click();
  const confirmed = await confirmTheMomentCitiesArrive(page, '加载中...');
  release();
  // Before, the choice was ignored: still 选择城市.
  const city = await confirmed();
  await expect(cityButton(page)).toContainText(city);
  await expect.poll(async () => (await storedState(page))?.global.basicInfo.cityName).toBe(city);
});

test('a link’s city is named on home, and one the region tables do not have is dropped', async ({ page }) => {
  // A county's link: home names its city (it said 选择城市 until the customer chose one).
  await openRoute(page, '/', '?cityCode=440106');
  await expect(cityButton(page)).toContainText('广州市');
  await expect.poll(async () => (await storedState(page))?.global.basicInfo.cityName).toBe('广州市');
  // A code of no region: no city at all, rather than one nothing can be found in.
  await openRoute(page, '/', '?cityCode=449900');
  await expect.poll(async () => (await storedState(page))?.global.basicInfo.cityCode).toBe('');
  await expect(cityButton(page)).toContainText('选择城市');
  // Its wheels open at Beijing's province, as a first visit's do (no province of no city to ask for).
  await cityButton(page).click();
  await expect(page.getByRole('button', { name: '当前选择的是：北京市' }).first()).toBeAttached();
  await expect(page.locator('.adm-picker:visible')).not.toContainText('加载中');
  await expect(page.getByText('地区代码格式不正确')).toHaveCount(0);
  // The site list then starts where a visitor without a city does: Beijing, named.
  await openRoute(page, '/network-query');
  await expect(page.getByTestId('city-picker')).toContainText('北京市');
});

test('home is kept alive: its state survives a visit to another page', async ({ page }) => {
  await openRoute(page, '/');
  const search = page.getByPlaceholder('搜索服务，如：发票、理赔');
  await search.fill('潜水艇');
  await expect(page.getByText(/没有找到“潜水艇”相关的服务/)).toBeVisible();
  await page.getByRole('link', { name: '查看全部服务' }).click();
  await expect(page.getByRole('heading', { name: '网站导航' })).toBeVisible();
  // Still mounted, hidden by <Activity>.
  await expect(page.locator('.home')).toBeHidden();
  await expect(page.locator('.home')).toHaveCount(1);
  await page.getByRole('button', { name: '首页' }).click();
  await expect(search).toHaveValue('潜水艇');
  await expect(page.getByText(/没有找到“潜水艇”相关的服务/)).toBeVisible();
});

test('an unknown route shows the friendly 404 with the way home and the hotline', async ({ page }) => {
  const quiet = collectConsole(page);
  await openRoute(page, '/no-such-service');
  await expect(page).toHaveTitle('页面未找到');
  await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
  await expect(page.getByRole('link', { name: '拨打客服热线 95518' })).toHaveAttribute('href', 'tel:95518');
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { name: '中国人保财险' })).toBeVisible();
  expect(quiet).toEqual([]);
});

test('back is blocked while allowBack is false', async ({ page }) => {
  await seedStoredGlobal(page, { allowBack: false });
  await openRoute(page, '/');
  await page.getByRole('link', { name: '查看全部服务' }).click();
  await expect(page).toHaveURL(/#\/navigation$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/navigation$/);
  await expect(page.getByRole('heading', { name: '网站导航' })).toBeVisible();
  expect((await storedState(page))?.global.allowBack).toBe(false);
});

/** From home, the customer opens the global search and taps a hot word; the search answers with a refusal dialog. */
async function refusedSearchFromHome(page: Page) {
  await answerWith(page, '/kej/whome/api/search/allInfo', '2', '搜索关键词不能超过30个字');
  await openRoute(page, '/');
  await page.getByRole('link', { name: '搜产品、服务、资讯' }).click();
  await page.getByRole('button', { name: '理赔' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('搜索关键词不能超过30个字');
  return dialog;
}

test('a dialog shown on a page leaves with it when the customer goes back', async ({ page }) => {
  const dialog = await refusedSearchFromHome(page);
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);
  await expect(dialog).toHaveCount(0);
  // Nothing is left over the page: a tap reaches its links.
  await page.getByRole('link', { name: '查看全部服务' }).click();
  await expect(page.getByRole('heading', { name: '网站导航' })).toBeVisible();
});

test('a dialog shown before a refused back stays over the page that stays', async ({ page }) => {
  await seedStoredGlobal(page, { allowBack: false });
  const dialog = await refusedSearchFromHome(page);
  await page.goBack();
  await expect(page).toHaveURL(/#\/search/);
  await expect(dialog).toContainText('搜索关键词不能超过30个字');
});

test('a message toast leaves with its page, not three seconds later over the next', async ({ page }) => {
  await openRoute(page, '/navigation');
  await page.getByRole('link', { name: /有奖问卷/ }).click();
  await page.getByRole('button', { name: '提交问卷并抽奖' }).click();
  const message = page.getByText('还有题目没有回答');
  await expect(message).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/navigation$/);
  await expect(message).toHaveCount(0, { timeout: 1_500 });
});

test('/infomation-publish sends the browser to the public disclosure site', async ({ page }) => {
  await page.route('https://www.epicc.com.cn/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<title>公开信息披露</title><h1>公开信息披露</h1>',
    }),
  );
  await openRoute(page, '/');
  await page.getByRole('link', { name: '公开信息披露' }).first().click();
  await expect(page).toHaveURL('https://www.epicc.com.cn/gongkaixinxipilu/');
  await expect(page.getByRole('heading', { name: '公开信息披露' })).toBeVisible();
  // location.replace: the redirect page is not in the history, Back returns to home.
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/#\/$/);
});

test('page views and data-track clicks are batched to analytics without queries', async ({ page }) => {
  const batches: { type: string; route: string; target?: string; entryId?: string }[][] = [];
  await page.route('**/kej/waround/api/analytics/track', async (route) => {
    batches.push(route.request().postDataJSON().body.events);
    await route.fulfill({ json: { head: {}, body: { common: { resultCode: '1', resultMsg: '成功' }, accepted: 1 } } });
  });
  // The page's clock, run on by hand to the batch's 5 s instead of waited out.
  await page.clock.install();
  await openRoute(page, '/navigation?entryId=ad7&mobile=13812345678');
  await page.getByRole('link', { name: /隐私政策/ }).click();
  await expect(page.getByRole('heading', { name: '隐私政策' })).toBeVisible();
  expect(batches).toHaveLength(0);
  // The batch goes out within 5 seconds, all at once.
  await page.clock.fastForward(5_000);
  await expect.poll(() => batches.length).toBe(1);
  const events = batches[0];
  expect(events.map((e) => `${e.type} ${e.route}${e.target ? ` ${e.target}` : ''}`)).toEqual([
    'pageview /navigation',
    'click /navigation nav-site/privacy_policy',
    'pageview /privacy_policy',
  ]);
  expect(events.every((e) => e.entryId === 'ad7')).toBe(true);
  expect(JSON.stringify(events)).not.toContain('13812345678');
});
