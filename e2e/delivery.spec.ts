import { expect, type Page, test } from '@playwright/test';
import { chooseIdType, openRoute } from './helpers';
import { smallTargets } from './layout-checks';
import { demo } from './money-helpers';

/** Policy delivery tracking (issue 8). */

type Search = { insurdIdentityNumber: string; frameNo: string; isDeckCard: string; courierToCall: boolean };

/**
 * A printed policy of the demo, searched for as its owner would: the ID number, the frame's last six, plated
 * or not. The second search unless `pick` chooses another.
 */
async function searchPrintedPolicy(page: Page, pick: (all: Search[]) => Search | undefined = (all) => all[1]) {
  const { searches } = (await demo(page, '保单配送')) as { searches: Search[] };
  const s = pick(searches);
  if (!s) throw new Error('no demo delivery search of that kind');
  await openRoute(page, '/order-delivery');
  await page.getByLabel('证件号码').fill(s.insurdIdentityNumber);
  await page.getByLabel('车架号后6位').fill(s.frameNo);
  await page.getByRole('button', { name: s.isDeckCard === '0' ? '是，未上牌' : '否，已上牌' }).click();
  await page.getByRole('button', { name: '查询配送进度' }).click();
}

test('a customer follows the delivery of a printed policy', async ({ page }) => {
  await searchPrintedPolicy(page);
  await expect(page).toHaveURL(/order-deliveryInfo/);
  await expect(page.getByText('货到收费').first()).toBeVisible();
  await expect(page.getByRole('list', { name: '配送记录' }).first()).toContainText('投保成功');
});

test('a customer waiting for the courier calls them from the card, the number in full', async ({ page }) => {
  await searchPrintedPolicy(page, (all) => all.find((s) => s.courierToCall));
  await expect(page).toHaveURL(/order-deliveryInfo/);
  // The courier's, not the customer's: shown whole while they have the policy, and one tap dials it.
  const call = page.getByRole('link', { name: /^联系快递员 1[3-9]\d{9}$/ }).first();
  await expect(call).toBeVisible();
  const number = ((await call.textContent()) ?? '').replace('联系快递员', '').trim();
  await expect(call).toHaveAttribute('href', `tel:${number}`);
  // The customer's own number stays masked on the same card.
  await expect(page.locator('.rows-row', { hasText: '收件人' }).first()).toContainText(/1\d{2}\*{4}\d{4}/);
  // A policy signed for, or still waiting for a courier, offers no number; every other one does.
  const cards = page.locator('section.card-page-card');
  for (let i = 0; i < (await cards.count()); i += 1) {
    const card = cards.nth(i);
    const status = (await card.locator('.rows-row', { hasText: '配送状态' }).locator('dd').textContent()) ?? '';
    const idle = ['投保成功', '已签收'].includes(status.trim());
    await expect(card.locator('.dl-call'), status).toHaveCount(idle ? 0 : 1);
  }
});

test('a double tap on 查询配送进度 asks once, so a mistyped search counts one miss', async ({ page }) => {
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/orderDelivery/orderDelivery')) asked += 1;
  });
  await openRoute(page, '/order-delivery');
  await page.getByLabel('证件号码').fill('11010519491231002X');
  await page.getByLabel('车架号后6位').fill('ABC123');
  await page.getByRole('button', { name: '查询配送进度' }).dblclick();
  await expect(page.getByRole('dialog').first()).toContainText('未查询到保单配送信息');
  await page.waitForTimeout(500);
  expect(asked).toBe(1);
});

test('a company looks up its car by its unified social credit code, checked by that rule', async ({ page }) => {
  await openRoute(page, '/order-delivery');
  await chooseIdType(page, '被保险人证件类型', '统一社会信用代码');
  await page.getByLabel('证件号码').fill('91110108551385082A');
  await page.getByLabel('车架号后6位').fill('ABC123');
  await page.getByRole('button', { name: '查询配送进度' }).click();
  await expect(page.getByText('请输入正确的统一社会信用代码')).toBeVisible();
  // Xiaomi's real code, typed lower-case: accepted here and by the server, which then searches.
  await page.getByLabel('证件号码').fill('91110108551385082q');
  await page.getByRole('button', { name: '查询配送进度' }).click();
  await expect(page.getByRole('dialog').first()).toContainText('未查询到保单配送信息');
});

test('a number refused under one ID type is judged again when another type is chosen', async ({ page }) => {
  await openRoute(page, '/order-delivery');
  await page.getByLabel('证件号码').fill('91110108551385082Q');
  await page.getByLabel('车架号后6位').fill('ABC123');
  await page.getByRole('button', { name: '查询配送进度' }).click();
  await expect(page.getByText('请输入正确的身份证号码')).toBeVisible();
  // The company's code was right; the type was not. Once, the resident ID's refusal stood until the next edit.
  await chooseIdType(page, '被保险人证件类型', '统一社会信用代码');
  await expect(page.getByText('请输入正确的身份证号码')).toHaveCount(0);
  await expect(page.getByText('请输入正确的统一社会信用代码')).toHaveCount(0);
  await page.getByRole('button', { name: '查询配送进度' }).click();
  await expect(page.getByRole('dialog').first()).toContainText('未查询到保单配送信息');
});

test('what was typed on /order-delivery and not yet sent is still there when the page is opened again', async ({
  page,
}) => {
  await openRoute(page, '/order-delivery');
  await page.getByLabel('证件号码').fill('11010519491231002X');
  await page.getByLabel('车架号后6位').fill('ABC123');
  await page.getByRole('button', { name: '是，未上牌' }).click();
  // Off to the home page (to find the frame number on the policy, say) and back.
  await page.evaluate(() => {
    location.hash = '#/';
  });
  await expect(page.getByRole('form', { name: '保单配送查询' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByLabel('证件号码')).toHaveValue('11010519491231002X');
  await expect(page.getByLabel('车架号后6位')).toHaveValue('ABC123');
  await expect(page.getByRole('button', { name: '是，未上牌' })).toHaveAttribute('aria-pressed', 'true');
});

test('every tap target of the delivery information is at least 44×44 px, found or not yet asked', async ({ page }) => {
  await openRoute(page, '/order-deliveryInfo');
  await expect(page.getByText('暂无配送信息')).toBeVisible();
  expect({ empty: await smallTargets(page, 44) }).toEqual({ empty: [] });
  // A car a courier has, so the card's call link is measured too.
  await searchPrintedPolicy(page, (all) => all.find((s) => s.courierToCall));
  await expect(page.getByRole('list', { name: '配送记录' }).first()).toBeVisible();
  await expect(page.locator('.dl-call').first()).toBeVisible();
  expect({ found: await smallTargets(page, 44) }).toEqual({ found: [] });
});

test('after a search that finds nothing, the list page shows no other car’s deliveries', async ({ page }) => {
  await searchPrintedPolicy(page);
  await expect(page).toHaveURL(/order-deliveryInfo/);
  await expect(page.getByRole('list', { name: '配送记录' }).first()).toBeVisible();
  await page.goBack();
  // A mistyped frame number: nothing found, said in a dialog.
  await page.getByLabel('车架号后6位').fill('000000');
  await page.getByRole('button', { name: '查询配送进度' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // Forward to the list page: it holds nothing of the car searched before.
  await page.goForward();
  await expect(page).toHaveURL(/order-deliveryInfo/);
  await expect(page.getByRole('list', { name: '配送记录' })).toHaveCount(0);
});

test('a customer coming back to the delivery list later sees the status read again, not the one kept', async ({
  page,
}) => {
  await searchPrintedPolicy(page);
  await expect(page).toHaveURL(/order-deliveryInfo/);
  const status = page.locator('.rows-row', { hasText: '配送状态' }).first().locator('dd');
  await expect(status).toBeVisible();
  // Meanwhile the courier delivered it: the server now says 已签收 (routed, the demo's data stays as it is).
  let reread = 0;
  await page.route('**/orderDelivery/orderDelivery', async (route) => {
    reread += 1;
    const response = await route.fetch();
    const json = await response.json();
    for (const d of [...json.body.list, ...json.body.moreSecurityList]) d.statusText = '已签收（重新读取）';
    await route.fulfill({ response, json });
  });
  // Later, the kept page is opened again (the store outlives the reload in sessionStorage).
  await page.reload();
  await expect(status).toHaveText('已签收（重新读取）');
  expect(reread).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: '上次查询' })).toHaveCount(0);
});
