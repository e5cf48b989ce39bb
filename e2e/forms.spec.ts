import { expect, test } from '@playwright/test';
import { envelope, openRoute } from './helpers';

/** Form behaviour shared by many pages: a submission in flight, and values pasted with separators. */

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
