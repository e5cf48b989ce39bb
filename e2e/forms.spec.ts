import { expect, test } from '@playwright/test';
import { envelope, openRoute, slowAndCounted } from './helpers';
import { demo, fillNoncarOrderQuery } from './money-helpers';

/** Form behaviour shared by many pages: a submission in flight, and values pasted with separators. */

// With antd's sheets and dialogs animated, as most customers see them (the other
// journeys run with 减少动态效果 on: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test('a double tap on a non-car order query sends one query: no "code spent" dialog over the orders', async ({
  page,
}) => {
  const { orders } = (await demo(page, '订单支付')) as {
    orders: Array<{ kind: string; payerName: string; payerIdNumber: string; payerMobile: string }>;
  };
  const order = orders.find((o) => o.kind === 'noncar') as (typeof orders)[number];
  const form = await fillNoncarOrderQuery(page, order);
  const queries = await slowAndCounted(page, '/orderPayment/groupGet');
  await form.getByRole('button', { name: '查询订单' }).dblclick();
  await expect(page.getByRole('region', { name: '查询到的订单' })).toBeVisible();
  // A second query would be answered after the first: give it the time to come back.
  await page.waitForTimeout(1_500);
  expect(queries).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a double tap on 提交投诉 files one quick complaint', async ({ page }) => {
  await openRoute(page, '/quick-complaint');
  await page.getByLabel('姓名').fill('王小明');
  await page.getByText('女', { exact: true }).click();
  await page.getByLabel('手机号码').fill(`139${String(Date.now()).slice(-8)}`);
  await page.getByLabel('投诉内容').fill('双击提交也只受理一次。');
  const sent = await slowAndCounted(page, '/kej/whome/api/complaint');
  await page.getByRole('button', { name: '提交投诉' }).dblclick();
  await expect(page).toHaveURL(/#\/complaint-success/);
  await page.waitForTimeout(1_500);
  expect(sent).toHaveLength(1);
});

test('a double tap on 提交留言 leaves one message', async ({ page }) => {
  // Nobody on duty, whatever the roster of a parallel journey says: the page asks for a message.
  const messages: string[] = [];
  await page.route('**/onlineService/zx', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('leaveMessage'))
      return route.fulfill({
        json: envelope('1', '成功', {
          messages: [],
          agentsOnDuty: 0,
          hotline: '95518',
          status: 'bot',
          rated: false,
          complimented: false,
        }),
      });
    messages.push(body);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return route.continue();
  });
  await openRoute(page, '/customer-service_whome');
  await page.getByRole('button', { name: '转人工' }).click();
  await expect(page.getByText('当前暂无人工客服在线', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill('13912345679');
  await page.getByLabel('留言内容').fill('请回电咨询续保');
  await page.getByRole('button', { name: '提交留言' }).dblclick();
  await expect(page.getByRole('status')).toContainText('留言已提交');
  await page.waitForTimeout(1_500);
  expect(messages).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a plate pasted with its dot is taken whole: never cut to a shorter plate that passes', async ({ page }) => {
  const sent: string[] = [];
  await page.route('**/orderPayment/groupGet', async (route) => {
    sent.push(route.request().postData() ?? '');
    await route.fulfill({ json: envelope('0', '未查询到待支付订单') });
  });
  await openRoute(page, '/order-pay');
  const form = page.getByRole('form', { name: '车险订单查询', exact: true });
  const plate = form.getByLabel('车牌号码');
  // 9 characters with the dot: the rule's 8 once cut it to 京A·D1234, the plate 京AD1234.
  await plate.fill('京A·D12345');
  await expect(plate).toHaveValue('京A·D12345');
  await form.getByLabel('证件号码').fill('11010519491231002X');
  await form.getByLabel('手机号码').fill('13812345678');
  await form.getByRole('button', { name: '查询订单' }).click();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toContain('"licenseNo":"京AD12345"');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // One character more is refused with the rule's message, not cut.
  await plate.fill('京A·D123456');
  await form.getByRole('button', { name: '查询订单' }).click();
  await expect(form.getByText('请输入正确的车牌号码')).toBeVisible();
  expect(sent).toHaveLength(1);
});
