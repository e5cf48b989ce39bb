import { expect, type Page, test } from '@playwright/test';
import { appUrl, openRoute, seedStoredSlice } from './helpers';
import { clippedText, cutPlaceholders, smallText, wrappedText } from './layout-checks';

/**
 * The care edition (18 px text) on the narrowest phone, on the result pages a
 * customer reaches from the care home: the text keeps its size and the page
 * still fits across.
 */
test.use({ viewport: { width: 320, height: 667 } });

type Records = Record<string, unknown>;
async function demoSection(page: Page, title: string): Promise<Records> {
  const body = (await (await page.request.get('/dev/demo')).json()) as {
    domains: Array<{ title: string; records: Records }>;
  };
  const section = body.domains.find((d) => d.title.startsWith(title));
  if (!section) throw new Error(`demo section ${title} missing`);
  return section.records;
}

/** What a 320 px customer must not meet: sideways scrolling, words under 18 px, words or hints cut off. */
async function fitsInCare(page: Page) {
  return {
    width: await page.evaluate(() => document.documentElement.scrollWidth),
    small: await smallText(page, 18),
    clipped: await clippedText(page),
    hints: await cutPlaceholders(page),
  };
}
const FITS = { width: 320, small: [], clipped: [], hints: [] };
/** The two phone widths the care edition is checked at: the common one and the narrowest. */
const WIDTHS = [375, 320];

test.beforeEach(async ({ page }) => {
  await seedStoredSlice(page, 'content', { careMode: true });
});

test('a non-car policy in the list keeps its product name beside a long type tag', async ({ page }) => {
  const accident = (await demoSection(page, '保单查询')).accident as Record<string, string>;
  const [name, id] = accident.insured.split(' / ');
  await openRoute(page, '/policy-query');
  await page.getByRole('tab', { name: '非车险保单' }).click();
  await page
    .locator('.pl-seg-item')
    .filter({ visible: true })
    .filter({ hasText: /^被保险人$/ })
    .click();
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true }).filter({ visible: true });
  await field('保单号').fill(accident.policyNo);
  await field('被保险人姓名').fill(name);
  await field('证件号码').fill(id);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/policy-queryResult/);
  const title = page.locator('.pl-policy-name').filter({ visible: true }).first();
  await expect(title).toHaveText(accident.product);
  // The whole name shows: it is not squeezed to a letter or an ellipsis by the tag beside it.
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await fitsInCare(page)).toEqual(FITS);
});

test('a car claim’s progress fits: the long claim number and the three amounts', async ({ page }) => {
  const claims = (await demoSection(page, '理赔进度查询')).carClaims as Array<Record<string, string>>;
  const claim = claims.find((c) => c.status === '已支付') as Record<string, string>;
  await openRoute(page, '/claims-query');
  const form = page.getByRole('form', { name: '车险理赔查询', exact: true });
  await form.getByRole('textbox', { name: '保单号' }).fill(claim.policyNo);
  await form.getByRole('textbox', { name: '证件号码' }).fill(claim.identifyNumber);
  await form.getByRole('button', { name: '查询' }).click();
  await page.locator('.cl-claim').filter({ hasText: claim.registNo }).click();
  await expect(page).toHaveURL(/claims-detail-car/);
  expect(await fitsInCare(page)).toEqual(FITS);
  await page.getByRole('button', { name: '查看理赔进度' }).click();
  await expect(page).toHaveURL(/claims-progress-car/);
  await expect(page.getByRole('list', { name: '理赔进度' })).toBeVisible();
  expect(await fitsInCare(page)).toEqual(FITS);
  // The amounts stand apart: no two of them touch on one line.
  const boxes = await page.locator('.cl-amounts dd').evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right, top: Math.round(r.top) };
    }),
  );
  for (let i = 1; i < boxes.length; i++)
    if (boxes[i].top === boxes[i - 1].top) expect(boxes[i].left - boxes[i - 1].right).toBeGreaterThanOrEqual(8);
});

test('the care sizes only grow text: the empty page keeps its large icon', async ({ page }) => {
  await openRoute(page, '/appoint-special');
  const icon = page.locator('.empty-state-icon');
  await expect(icon).toBeVisible();
  expect(await icon.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(48);
});

test('the standard home keeps each service name and the search prompt on one line, at 375 and 320 px', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 667 });
    await openRoute(page, '/');
    await expect(page.locator('html')).toHaveClass(/care-mode/);
    await expect(page.locator('.service-name').filter({ visible: true }).first()).toBeVisible();
    expect({ width, wrapped: await wrappedText(page, '.service-name, .home-top-search span') }).toEqual({
      width,
      wrapped: [],
    });
    expect({ width, clipped: await clippedText(page), hints: await cutPlaceholders(page) }).toEqual({
      width,
      clipped: [],
      hints: [],
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
});

test('the forms’ hints are read whole, beside a code button or image too, at 375 and 320 px', async ({ page }) => {
  const forms = [
    '/policy-query',
    '/warranty-query',
    '/newcar-license',
    '/order-pay',
    '/short-smsVerification',
    '/question-naire',
    '/redEnvelope-coupon',
    '/help-center',
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 667 });
    for (const route of forms) {
      await page.goto(appUrl(route));
      await expect(page.locator('main input[placeholder]').filter({ visible: true }).first()).toBeVisible();
      expect({ width, route, hints: await cutPlaceholders(page) }).toEqual({ width, route, hints: [] });
    }
  }
});
