import { expect, test } from '@playwright/test';
import { openRoute } from './helpers';
import { demo } from './money-helpers';

/** Policy delivery tracking (issue 8). */

test('a customer follows the delivery of a printed policy', async ({ page }) => {
  const { searches } = (await demo(page, '保单配送')) as {
    searches: Array<{ insurdIdentityNumber: string; frameNo: string; isDeckCard: string }>;
  };
  const s = searches[1];
  await openRoute(page, '/order-delivery');
  await page.getByLabel('证件号码').fill(s.insurdIdentityNumber);
  await page.getByLabel('车架号后6位').fill(s.frameNo);
  await page.getByRole('button', { name: s.isDeckCard === '0' ? '是，未上牌' : '否，已上牌' }).click();
  await page.getByRole('button', { name: '查询配送进度' }).click();
  await expect(page).toHaveURL(/order-deliveryInfo/);
  await expect(page.getByText('货到收费').first()).toBeVisible();
  await expect(page.getByRole('list', { name: '配送记录' }).first()).toContainText('投保成功');
});
