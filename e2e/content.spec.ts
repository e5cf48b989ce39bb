import { expect, type Locator, type Page, test } from '@playwright/test';
import { HOTLINE } from '../src/shared/constants';
import { INSURER_SHORT_NAME } from '../src/web/app/brand';
import { appUrl, envelope, heldAnswer, moveTo, offerRenewalWindow, openRoute, seedStoredSlice } from './helpers';
import { clippedText, offCentreText, smallTargets, smallText } from './layout-checks';

/** Journeys of the content domain: home, products, search, care edition. (QR and axe: content-scan / content-a11y.) */

async function homeBlock(page: Page, id: string) {
  const block = page.getByTestId(`home-block-${id}`);
  await block.scrollIntoViewIfNeeded();
  return block;
}

test('the home page loads banners and every content module', async ({ page }) => {
  await openRoute(page, '/');
  const banner = page.getByTestId('home-banner').locator('img').first();
  await expect(banner).toBeVisible();
  // Sized before it loads: width and height attributes, so nothing shifts.
  expect(await banner.getAttribute('width')).toBe('750');
  expect(await banner.getAttribute('height')).toBe('300');
  await expect((await homeBlock(page, 'home-risk')).getByRole('link', { name: '意外险' })).toBeVisible();
  await expect((await homeBlock(page, 'home-mall')).getByRole('listitem').first()).toContainText('¥');
  await expect((await homeBlock(page, 'home-ads')).locator('img')).toHaveCount(2);
  await expect((await homeBlock(page, 'home-news')).getByRole('link').first()).toBeVisible();
  await expect((await homeBlock(page, 'home-fund')).getByRole('row')).toHaveCount(4);
  await expect((await homeBlock(page, 'home-comments')).getByRole('listitem').first()).toContainText('*');
  // Below-the-fold images are lazy.
  expect(await page.getByTestId('home-block-home-ads').locator('img').first().getAttribute('loading')).toBe('lazy');
  // The blocks share the service cards' column (they were inset twice), and the last keeps its gap to 需要帮助.
  const services = await page.getByRole('region', { name: '保单服务' }).boundingBox();
  const links = await (await homeBlock(page, 'home-links')).boundingBox();
  const help = await page.getByRole('region', { name: '需要帮助？' }).boundingBox();
  expect(links && services && [links.x, links.width]).toEqual(services && [services.x, services.width]);
  expect(help && links && help.y - (links.y + links.height)).toBeGreaterThanOrEqual(8);
});

test('the home page does not shift as it loads (CLS under 0.1)', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openRoute(page, '/');
  await expect(page.getByTestId('home-banner').locator('img').first()).toBeVisible();
  await page.waitForTimeout(2500);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.1);
});

test('the home page comes back at the same scroll position after a product', async ({ page }) => {
  await openRoute(page, '/');
  const mall = await homeBlock(page, 'home-mall');
  const product = mall.getByRole('link', { name: /个人综合意外险|机动车商业保险/ }).first();
  await expect(product).toBeVisible();
  await product.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  await product.click();
  await expect(page).toHaveURL(/product-list\?productCode=/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 10);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(10);
});

test('product search finds a product by a Chinese substring and marks it', async ({ page }) => {
  await openRoute(page, '/search-product');
  await page.getByRole('searchbox', { name: '搜索保险产品' }).fill('财产综');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('status')).toContainText('找到 1 款');
  const result = page.getByRole('link', { name: /家庭财产综合保险/ });
  await expect(result.locator('mark')).toHaveText('财产综');
  await result.click();
  await expect(page.getByRole('heading', { name: '保障内容' })).toBeVisible();
});

test('a product search that finds nothing offers a way on: best sellers, clearing the search, all products, the hotline', async ({
  page,
}) => {
  await openRoute(page, '/search-product?q=火星移民险');
  await expect(page.getByRole('status')).toHaveText('没有找到与“火星移民险”相关的产品');
  // The best sellers the home page shows, each opening its product.
  const sellers = page.getByRole('region', { name: '热销产品' });
  await expect(sellers.getByRole('listitem')).toHaveCount(4);
  await expect(sellers.getByRole('listitem').first()).toContainText('¥');
  await expect(page.getByRole('link', { name: /客服热线 95518/ })).toHaveAttribute('href', 'tel:95518');
  // Clearing the search: an empty box and the suggestions of a fresh page, nothing left of the miss.
  await page.getByRole('button', { name: '清除搜索' }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole('searchbox', { name: '搜索保险产品' })).toHaveValue('');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '意外险' })).toBeVisible();
  // Every product, by risk class, from the same miss.
  await page.goto(appUrl('/search-product?q=火星移民险'));
  await page.getByRole('link', { name: '浏览全部产品' }).click();
  await expect(page).toHaveURL(/#\/product-center$/);
  // A search that finds something shows no best sellers: only what was asked for.
  await page.goto(appUrl('/search-product?q=财产综'));
  await expect(page.getByRole('status')).toContainText('找到 1 款');
  await expect(page.getByRole('region', { name: '热销产品' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '清除搜索' })).toHaveCount(0);
});

test('the global search covers products, services and articles', async ({ page }) => {
  await openRoute(page, '/search');
  await page.getByRole('button', { name: '理赔' }).click();
  await expect(page.getByRole('region', { name: '服务' }).locator('a[href="#/claims-query"]')).toBeVisible();
  await expect(page.getByRole('region', { name: '资讯与帮助' }).locator('mark').first()).toHaveText('理赔');
  // A link to another keyword opened on the same page: the box shows the words the results are for.
  await page.goto(appUrl('/search?q=发票'));
  await expect(page.getByRole('status')).toContainText('“发票”');
  await expect(page.getByRole('searchbox', { name: '全站搜索' })).toHaveValue('发票');
});

test('a global search that finds nothing offers the suggested words and a hotline to tap', async ({ page }) => {
  await openRoute(page, '/search?q=不存在的词xyz');
  await expect(page.getByRole('status')).toContainText('没有找到与“不存在的词xyz”相关的内容');
  await expect(page.getByRole('status').getByRole('link', { name: HOTLINE })).toHaveAttribute('href', `tel:${HOTLINE}`);
  const suggested = page.getByRole('region', { name: '热门搜索' });
  await suggested.getByRole('button', { name: '理赔' }).click();
  await expect(page.getByRole('searchbox', { name: '全站搜索' })).toHaveValue('理赔');
  await expect(page.getByRole('status')).toContainText('与“理赔”相关的结果');
  await expect(page.getByRole('region', { name: '热门搜索' })).toHaveCount(0);
});

test('the care edition: switch in, sizes, no ads, applies to pages opened from it, switch out', async ({ page }) => {
  await openRoute(page, '/');
  await page.getByRole('button', { name: '关怀版' }).click();
  await expect(page).toHaveURL(/#\/careEdittion$/);
  // The insurer the standard home names, not the demo content's brand: one company in both editions.
  await expect(page.getByRole('heading', { name: `${INSURER_SHORT_NAME} · 关怀版` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^查保单/ })).toBeVisible();
  await (await homeBlock(page, 'care-news')).getByRole('link').first().waitFor();
  expect(await smallText(page, 18)).toEqual([]);
  expect(await smallTargets(page, 60)).toEqual([]);
  await expect(page.locator('.content-ad:visible')).toHaveCount(0);
  // Remembered for the session, and applied to every page opened from the care home.
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/care-mode/);
  await page
    .getByRole('link', { name: /帮助中心/ })
    .first()
    .click();
  await expect(page).toHaveURL(/help-center/);
  await expect(page.getByRole('heading', { name: '保单服务' })).toBeVisible();
  expect(await smallText(page, 18)).toEqual([]);
  expect(await smallTargets(page, 60)).toEqual([]);
  // And out again.
  await openRoute(page, '/careEdittion');
  await page.getByRole('button', { name: '切换到标准版' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('html')).not.toHaveClass(/care-mode/);
  await expect((await homeBlock(page, 'home-ads')).locator('img').first()).toBeVisible();
});

/** Where the banner carousel's track stands after `ms` of the page's own clock. */
async function bannerAfter(page: Page, ms: number, slides = 2) {
  const track = page.getByRole('region', { name: '轮播图' }).locator('.snap-track');
  await expect(track.getByRole('group')).toHaveCount(slides);
  await page.clock.runFor(ms);
  // A smooth scroll finishes on the browser's own time, not the page clock's.
  await page.waitForTimeout(1200);
  return track.evaluate((el) => el.scrollLeft);
}

// The journeys ask for reduced motion (playwright.config.ts), which stops every carousel: these two do not.
test.describe('a phone that does not ask for reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the care home’s banners move only when swiped', async ({ page }) => {
    await page.clock.install();
    await openRoute(page, '/careEdittion');
    // Before, the care home's carousel advanced on its own every 4 s (domain-facts: no self-moving content).
    expect(await bannerAfter(page, 9000)).toBe(0);
    // Swiping still moves it, and the dots say where it is.
    const track = page.getByRole('region', { name: '轮播图' }).locator('.snap-track');
    await track.evaluate((el) => el.scrollTo({ left: el.clientWidth }));
    await expect(page.locator('.carousel-dot').nth(1)).toHaveClass(/carousel-dot-active/);
  });

  test('the standard home’s banners advance on their own (the care home’s test above would see them move)', async ({
    page,
  }) => {
    await page.clock.install();
    await openRoute(page, '/');
    expect(await bannerAfter(page, 4500, 3)).toBeGreaterThan(0);
  });

  test('the standard home’s banners stay put while keyboard focus is on a banner, and move again after', async ({
    page,
  }) => {
    await page.clock.install();
    await openRoute(page, '/');
    const carousel = page.getByRole('region', { name: '轮播图' });
    await expect(carousel.getByRole('group')).toHaveCount(3);
    await carousel.getByRole('link').first().focus();
    expect(await bannerAfter(page, 9000, 3)).toBe(0);
    await carousel.getByRole('link').first().blur();
    expect(await bannerAfter(page, 4500, 3)).toBeGreaterThan(0);
  });
});

test('the care edition keeps its sizes on the pages its home opens: sites, map, chat, products, news, complaint, delivery', async ({
  page,
}) => {
  await page.route(/tile\.openstreetmap\.org|\{z\}/, (route) => route.abort());
  await openRoute(page, '/careEdittion');
  await expect(page.locator('html')).toHaveClass(/care-mode/);
  const pages: Array<[string, RegExp]> = [
    ['/network-query', /共 \d+ 个网点/],
    ['/network-map', /地图显示 \d+ 个网点/],
    ['/customer-service', /我是人保智能客服小保/],
    ['/product-centerCareEdittion', /机动车商业保险/],
    ['/information-list', /冬季行车安全提示/],
    ['/quick-complaint', /留下联系方式和问题/],
    ['/order-delivery', /是否为未上牌新车/],
  ];
  for (const [route, ready] of pages) {
    // goto, not openRoute: the kept-alive care home stays in the page as a hidden <main>,
    // and its news block holds the same titles as the news list: only the shown page counts.
    await page.goto(appUrl(route));
    await expect(page.getByText(ready).filter({ visible: true }).first()).toBeVisible();
    expect({ route, text: await smallText(page, 18) }).toEqual({ route, text: [] });
    expect({ route, targets: await smallTargets(page, 60) }).toEqual({ route, targets: [] });
    expect({ route, clipped: await clippedText(page) }).toEqual({ route, clipped: [] });
    expect({ route, offCentre: await offCentreText(page) }).toEqual({ route, offCentre: [] });
  }
  // The chat fits the screen under the taller care header: the page itself does not scroll.
  await page.goto(appUrl('/customer-service'));
  await expect(page.getByText(/我是人保智能客服小保/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(1);
  // On the narrowest phone the site filters still fit across: no sideways scrolling, the type chips span the card.
  await page.setViewportSize({ width: 320, height: 667 });
  await page.goto(appUrl('/network-query'));
  await expect(page.getByText(/共 \d+ 个网点/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const chips = await page.getByRole('group', { name: '网点类型' }).boundingBox();
  const lastChip = await page.locator('.sites-type-chips .adm-selector-item').nth(1).boundingBox();
  expect(chips && lastChip && chips.x + chips.width - (lastChip.x + lastChip.width)).toBeLessThan(4);
});

test('content pages show their content', async ({ page }) => {
  const checks: Array<[string, RegExp]> = [
    ['/about-picc', /公司简介/],
    ['/about-qywh', /使命/],
    ['/about-ppxc', /品牌故事/],
    ['/cooperation-brand', /安驰汽车/],
    ['/more-services', /保单与理赔/],
    ['/wechat-follow', /关注安和保险服务号/],
    ['/drainage', /去查保单/],
    ['/wonderful-activity', /安全驾驶月/],
    ['/information-list', /冬季行车安全提示/],
    ['/information-list?tab=fund', /净值走势/],
    ['/product-center', /机动车商业保险/],
    ['/product-list?riskClass=travel', /航班延误保险/],
  ];
  for (const [route, text] of checks) {
    await openRoute(page, route);
    await expect(page.locator('main').first()).toContainText(text);
  }
  // A list written right under a heading is a list, not one run-on paragraph.
  await openRoute(page, '/about-picc');
  await expect(page.getByRole('listitem').filter({ hasText: /^车险：交强险、商业险、驾乘意外险$/ })).toBeVisible();
  await openRoute(page, '/homes');
  await expect(page).toHaveURL(/#\/$/);
});

// A content page whose one read failed (no network for a moment) said nothing but the dialog, then
// stayed empty: it says what failed and offers 重新加载, as the promotion and survey pages do.
const READS: Array<[string, string, RegExp]> = [
  ['/more-services', '/kej/whome/static/more-services.json', /保单与理赔/],
  ['/help-center', '/kej/whome/static/help-center.json', /如何查询我的保单/],
  ['/wechat-follow', '/kej/whome/api/drainage/init', /关注安和保险服务号/],
  ['/drainage', '/kej/whome/api/drainage/init', /去查保单/],
  ['/about-picc', '/kej/whome/api/aboutPiccArticle', /交强险、商业险/],
  ['/information-list', '/kej/whome/api/selectShownGroupNews', /冬季行车安全提示/],
  ['/product-center', '/kej/whome/api/productMallList', /机动车商业保险/],
  ['/wonderful-activity', '/kej/waround/api/activity/queryActivity', /安全驾驶月/],
  ['/information-list?tab=fund', '/kej/whome/api/fund/info', /安和稳健债券A/],
  ['/search?q=发票', '/kej/whome/api/search/allInfo', /找到 \d+ 条/],
  // The homes' layout: without it the care home was its header over a blank page.
  ['/careEdittion', '/kej/whome/api/selectChannel', /常用服务/],
  ['/', '/kej/whome/api/selectChannel', /保单服务/],
];
for (const [route, path, content] of READS) {
  test(`${route} whose read failed says so and loads again on 重新加载`, async ({ page }) => {
    let failed = false;
    await page.route(`**${path}*`, (call) => {
      if (failed) return call.fallback();
      failed = true;
      return call.abort();
    });
    await openRoute(page, route);
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '加载失败' })).toBeVisible();
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.locator('main').first()).toContainText(content);
    await expect(page.getByText('加载失败')).toHaveCount(0);
  });
}

test('a home block whose read failed says so under its title, fits its card to it and loads again on 重新加载', async ({
  page,
}) => {
  let calls = 0;
  let answerAgain = () => {};
  const askedAgain = new Promise<void>((resolve) => {
    answerAgain = resolve;
  });
  await page.route('**/kej/whome/api/fund/info*', async (call) => {
    calls += 1;
    if (calls === 1) return call.abort();
    await askedAgain;
    return call.fallback();
  });
  await openRoute(page, '/');
  // The block reads when scrolled to (it was its title over an empty card after the dialog).
  const fund = await homeBlock(page, 'home-fund');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(fund.getByRole('alert')).toContainText('基金净值加载失败');
  // The card ends below the notice and 重新加载 (its margin and the card's padding): the height reserved
  // for the loading block (240 px for the fund) had stood empty below the button.
  const belowNotice = await fund.evaluate((card) => {
    const notice = card.querySelector('[role="alert"]') as HTMLElement;
    const gap = card.getBoundingClientRect().bottom - notice.getBoundingClientRect().bottom;
    return gap - parseFloat(getComputedStyle(notice).marginBottom) - parseFloat(getComputedStyle(card).paddingBottom);
  });
  expect(belowNotice).toBeLessThanOrEqual(1);
  await fund.getByRole('button', { name: '重新加载' }).click();
  // Loading again, the card holds its reserved height again, so what arrives moves nothing below it.
  await expect(fund.getByRole('alert')).toHaveCount(0);
  const reserve = await fund.evaluate((card) => ({
    reserved: parseFloat(card.style.minHeight),
    height: card.getBoundingClientRect().height,
  }));
  expect(reserve.reserved).toBeGreaterThan(0);
  expect(reserve.height).toBeGreaterThanOrEqual(reserve.reserved);
  answerAgain();
  await expect(fund).toContainText('安和稳健债券A');
  await expect(fund.getByText('加载失败')).toHaveCount(0);
});

test('a news article or product that could not be read is not called removed', async ({ page }) => {
  await page.route('**/kej/whome/api/selectShownGroupNews*', (call) => call.abort());
  await page.route('**/kej/waround/api/support/querySupportProduct*', (call) => call.abort());
  for (const route of ['/information-list?slug=news-winter-driving', '/product-list?productCode=car-commercial']) {
    await openRoute(page, route);
    // Each page says so in its own dialog, even while the one before is still fading out (the
    // newest is the last in the document): a failure within that fade used to be dropped.
    await page.getByRole('dialog').last().getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '加载失败' })).toBeVisible();
    await expect(page.getByText(/不存在或已(下线|下架)/)).toHaveCount(0);
  }
});

test('更多服务 names the warranty query for what it is: the cover a person has, not a repair warranty', async ({
  page,
}) => {
  await openRoute(page, '/more-services');
  await expect(page.getByText('保修')).toHaveCount(0);
  await page.getByRole('link', { name: '保障查询' }).click();
  await expect(page).toHaveURL(/#\/warranty-query$/);
  await expect(page.getByRole('heading', { name: '查询被保险人的保障' })).toBeVisible();
});

test('更多服务 leads to the violation query and the promotion pages', async ({ page }) => {
  await openRoute(page, '/more-services');
  await page.getByRole('link', { name: '违章查询' }).click();
  await expect(page).toHaveURL(/#\/violation-query$/);
  await expect(page.getByRole('button', { name: '查询违章' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '红包卡券' }).click();
  await expect(page).toHaveURL(/#\/redEnvelope-coupon$/);
  await expect(page.getByRole('button', { name: '立即领取' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '购车优惠' }).click();
  await expect(page).toHaveURL(/#\/buy-car$/);
});

test('the help centre filters questions by keyword', async ({ page }) => {
  await openRoute(page, '/help-center');
  await page.getByRole('searchbox', { name: '搜索常见问题' }).fill('数电票');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(page.getByText('怎么查询和下载电子发票？')).toBeVisible();
});

test("the help centre's category chips and its search never contradict each other", async ({ page }) => {
  await openRoute(page, '/help-center');
  const chip = (name: string) => page.getByRole('button', { name, exact: true });
  const box = page.getByRole('searchbox', { name: '搜索常见问题' });
  await chip('理赔服务').click();
  await box.fill('发票');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  // A search covers every category, so 全部 is the chip pressed, not 理赔服务 above an invoice question.
  await expect(page.getByText('怎么查询和下载电子发票？')).toBeVisible();
  await expect(chip('全部')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip('理赔服务')).toHaveAttribute('aria-pressed', 'false');
  // A chip tapped after a search shows its category: it did nothing while a search was applied.
  await chip('保单服务').click();
  await expect(chip('保单服务')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('region', { name: '保单服务' })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('a help question opened from a search result is brought into view, open', async ({ page }) => {
  await openRoute(page, '/search?q=关怀');
  // 关怀版是什么？ sits in the last category, below the first screen at 375 × 667.
  await page
    .getByRole('region', { name: '资讯与帮助' })
    .getByRole('link', { name: /关怀版是什么/ })
    .click();
  await expect(page).toHaveURL(/#\/help-center\?slug=help-care$/);
  const question = page.locator('#question-help-care');
  await expect(question).toBeInViewport();
  // Below the page header, not under it.
  expect((await question.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(46);
  await expect(page.getByText(/在首页顶部点击“关怀版”即可切换/)).toBeInViewport();
});

test('another question linked to on the help centre opens and comes into view, as the first did', async ({ page }) => {
  await openRoute(page, '/help-center?slug=help-care');
  await expect(page.locator('#question-help-care')).toBeInViewport();
  const first = await page.locator('.cp-question').first().getAttribute('id');
  const slug = (first ?? '').replace('question-', '');
  expect(slug).not.toBe('help-care');
  await moveTo(page, `/help-center?slug=${slug}`);
  await expect(page).toHaveURL(new RegExp(`help-center\\?slug=${slug}$`));
  await expect(page.locator(`#question-${slug}`)).toBeInViewport();
  // Open, and the first one closed: the page is the new link's.
  await expect(page.getByText('在首页点击“保单查询”。')).toBeVisible();
  await expect(page.getByText(/在首页顶部点击“关怀版”即可切换/)).toBeHidden();
});

test('加载更多 adds the next products under those shown, without emptying the list or leaving the place', async ({
  page,
}) => {
  await openRoute(page, '/product-list');
  const products = page.locator('.block-products > li');
  await expect(products).toHaveCount(10);
  const more = page.getByRole('button', { name: '加载更多' });
  await more.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  // A slow network: what shows stays while the next page comes.
  const asked: Array<{ pageNo: number; pageSize: number }> = [];
  await page.route('**/kej/whome/api/productMallList', async (route) => {
    asked.push(route.request().postDataJSON().body);
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await more.click();
  await expect(page.getByRole('button', { name: '加载中...' })).toBeVisible();
  await expect(products).toHaveCount(10);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(products).toHaveCount(14);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  // One page of ten at a time, the next one: never the whole list again in a larger page (at most 50).
  expect(asked).toEqual([expect.objectContaining({ pageNo: 2, pageSize: 10 })]);
  await expect(page.getByRole('button', { name: /加载更多|加载中/ })).toHaveCount(0);
  const names = await products.locator('.product-card-name').allTextContents();
  expect(new Set(names).size).toBe(names.length);
});

test('the product centre keeps the class chosen when the customer comes back from a product', async ({ page }) => {
  await openRoute(page, '/product-center');
  await page.getByRole('tab', { name: /^健康险/ }).click();
  const panel = page.getByRole('tabpanel', { name: '健康险' });
  await expect(panel.getByRole('link', { name: /百万住院医疗险|重大疾病保险/ }).first()).toBeVisible();
  await panel.getByRole('link').first().click();
  await expect(page).toHaveURL(/product-list\?productCode=health-/);
  await page.goBack();
  // Back on the class looked through, not 全部 again; the tab and the address say the same.
  await expect(page.getByRole('tab', { name: /^健康险/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/product-center\?riskClass=health$/);
  await expect(page.getByRole('tabpanel', { name: '健康险' }).getByRole('listitem')).toHaveCount(2);
  // 全部 clears it again.
  await page.getByRole('tab', { name: '全部' }).click();
  await expect(page).toHaveURL(/#\/product-center$/);
});

test('the product centre falls back to 全部 for a class it does not have, and says when it loads or has nothing', async ({
  page,
}) => {
  // An unknown class was an empty panel with no tab pressed.
  await openRoute(page, '/product-center?riskClass=no-such-class');
  await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/#\/product-center$/);
  await expect(page.getByRole('tabpanel', { name: '全部产品' }).getByRole('listitem').first()).toBeVisible();

  // While the list is read, the panel says so; a list with nothing in it says that too (before: blank).
  const { held, release } = heldAnswer();
  await page.route('**/kej/whome/api/productMallList*', async (route) => {
    const json = await (await route.fetch()).json();
    await held;
    json.body.list = [];
    await route.fulfill({ json });
  });
  await openRoute(page, '/product-center?riskClass=health');
  const panel = page.getByRole('tabpanel', { name: '健康险' });
  await expect(panel).toContainText('加载中');
  release();
  await expect(panel).toContainText('该分类暂无在售产品。');
  await expect(panel).not.toContainText('加载中');
});

test('a car product says its link renews a policy held, and gives a first-time buyer the hotline', async ({ page }) => {
  await openRoute(page, '/product-list?productCode=car-commercial');
  // It led to the renewal form as 立即办理: a first-time buyer met a form asking for a policy they do not have.
  await expect(page.getByRole('link', { name: '立即办理' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '已投保车辆：一键续保' })).toHaveAttribute('href', '#/renewal-hint');
  await expect(page.getByRole('link', { name: `新投保请拨打 ${HOTLINE}` })).toHaveAttribute('href', `tel:${HOTLINE}`);
  expect(await smallTargets(page, 44)).toEqual([]);
  // A product bought by phone keeps its one button.
  await openRoute(page, '/product-list?productCode=home-property');
  await expect(page.getByRole('link', { name: `咨询投保 ${HOTLINE}` })).toHaveAttribute('href', `tel:${HOTLINE}`);
  await expect(page.getByRole('link', { name: /新投保请拨打/ })).toHaveCount(0);
});

test('a closed renewal window gives way to the next policy due, and neither comes back', async ({ page }) => {
  // Two policies of this session, both due: the server offers the first due of those it is asked about.
  const first = 'PDAA20261101TEST000001';
  const second = 'PDAA20261101TEST000002';
  const asked: string[][] = [];
  await page.route('**/kej/whome/api/home/oneClickRenewalWindow', (route) => {
    const { policyNos } = (route.request().postDataJSON() as { body: { policyNos: string[] } }).body;
    asked.push(policyNos);
    const due = [first, second].find((no) => policyNos.includes(no));
    return route.fulfill({
      json: envelope('1', '成功', {
        show: !!due,
        policy: due
          ? {
              policyNo: due,
              riskName: '机动车商业保险',
              endDate: '2026-12-20',
              daysLeft: 16,
              subject: due.slice(-4),
              link: '/renewal-hint',
            }
          : null,
      }),
    });
  });
  await seedStoredSlice(page, 'policy', { carForm: { policyNo: first }, otherForm: { policyNo: second } });
  await openRoute(page, '/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('0001');
  await dialog.getByRole('button', { name: '暂不需要' }).click();
  await page.reload();
  await expect(page.getByRole('dialog')).toContainText('0002');
  // The closed one is not asked about again.
  expect(asked.at(-1)).not.toContain(first);
  await page.getByRole('dialog').getByRole('button', { name: '暂不需要' }).click();
  await page.reload();
  await expect(page.getByTestId('home-banner').locator('img').first()).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the help centre leads to the formal complaint form', async ({ page }) => {
  await openRoute(page, '/help-center');
  await page.getByRole('navigation', { name: '投诉与建议' }).getByRole('link', { name: '正式投诉' }).click();
  await expect(page).toHaveURL(/#\/quick-complaint\?form=formal$/);
  await expect(page.getByRole('heading', { name: '正式投诉' })).toBeVisible();
});

test('the one-click renewal window shows once for a policy of this session, and never in the care edition', async ({
  page,
}) => {
  // The session's proof of the policy comes from the policy query (another domain); here the
  // server's answer is given, so the journey checks what the page does with it.
  const policyNo = 'PDAA20261101TEST000001';
  await offerRenewalWindow(page, policyNo);
  await openRoute(page, '/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('京A***23');
  await expect(dialog).toContainText('还剩 12 天');
  await dialog.getByRole('button', { name: '暂不需要' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('home-banner').locator('img').first()).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/**
 * Answers `url`'s paged reads with `total` made-up products named `${name}1`… (a real product as the shape
 * of each, kept from the first page: a real page 2 may be empty).
 */
async function routeMadeUpProducts(page: Page, url: string, total: number, name: string) {
  let template: object | undefined;
  await page.route(url, async (route) => {
    const { pageNo, pageSize } = (route.request().postDataJSON() as { body: { pageNo: number; pageSize: number } })
      .body;
    template ??= (await (await route.fetch()).json()).body.list[0];
    const list = [];
    for (let i = (pageNo - 1) * pageSize + 1; i <= Math.min(total, pageNo * pageSize); i += 1)
      list.push({
        ...template,
        code: `E2E${i}`,
        name: `${name}${i}`,
        nameParts: [{ text: `${name}${i}`, hit: false }],
      });
    await route.fulfill({ json: envelope('1', '成功', { list, total }) });
  });
}

/** Taps 加载更多 in `scope` until `last` shows, then checks the button is gone. */
async function loadMoreUntil(scope: Page | Locator, last: Locator) {
  const more = scope.getByRole('button', { name: '加载更多' });
  for (let i = 0; i < 10 && (await last.count()) === 0; i += 1) {
    await more.click();
    await expect(more.or(last)).toBeVisible();
  }
  await expect(last).toBeVisible();
  await expect(more).toHaveCount(0);
}

test('a product search matching more products than one page offers 加载更多 until the last one shows', async ({
  page,
}) => {
  // Thirty-five matches: the search read 30 and silently dropped the rest.
  await routeMadeUpProducts(page, '**/kej/whome/api/search/forProduct', 35, '搜索分页产品');
  await openRoute(page, '/search-product');
  await page.getByRole('searchbox', { name: '搜索保险产品' }).fill('保险');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('status')).toContainText('找到 35 款');
  await loadMoreUntil(page, page.getByText('搜索分页产品35', { exact: true }));
  await expect(page.getByText('搜索分页产品1', { exact: true })).toBeAttached();
});

test('a product centre with more products than one page offers 加载更多 until the last one shows', async ({ page }) => {
  // Sixty products, more than any single page (the centre read 50 and silently dropped the rest).
  await routeMadeUpProducts(page, '**/kej/whome/api/productMallList', 60, '分页测试产品');
  await openRoute(page, '/product-center');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('分页测试产品1', { exact: true })).toBeVisible();
  await loadMoreUntil(panel, panel.getByText('分页测试产品60', { exact: true }));
});
