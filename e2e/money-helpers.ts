import { expect, type Locator, type Page } from '@playwright/test';
import { openRoute } from './helpers';
import { askSmsCode } from './outbox';

/** Shared by the journeys of issue 8 (payment, delivery, renewal, short link): demo records, codes, pickers, the cashier. */

export interface Section {
  title: string;
  records: Record<string, unknown>;
}
export async function demo(page: Page, title: string): Promise<Record<string, unknown>> {
  const res = await page.request.get('/dev/demo', { headers: { accept: 'application/json' } });
  const body = (await res.json()) as { domains: Section[] };
  return (body.domains.find((d) => d.title === title) as Section).records;
}

/** Confirms the open picker on its current entry, once it has finished opening, and waits until it has closed. */
export async function confirmPicker(page: Page) {
  await page.waitForTimeout(800);
  await page.locator('.adm-picker-header-button:visible').last().click();
  await expect(page.locator('.adm-mask:visible')).toHaveCount(0);
}

export const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export async function payAtCashier(page: Page) {
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/sandbox-pay\/cashier/);
  await expect(page.getByText('沙箱收银台').first()).toBeVisible();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page).toHaveURL(/order-pay-detail/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });
}

/** An amount as the pages write it: ¥, thousands grouped, two decimals (¥12,345.60). Written here apart from the app's formatter. */
export const shownYuan = (yuan: string | number) =>
  `¥${Number(yuan)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * The non-car order query at /order-pay filled in for a payer: name, ID number, mobile and the SMS code sent
 * to it. Answers the form, for the journey to send it as it needs.
 */
export async function fillNoncarOrderQuery(
  page: Page,
  payer: { payerName: string; payerIdNumber: string; payerMobile: string },
): Promise<Locator> {
  await openRoute(page, '/order-pay');
  await page.getByRole('tab', { name: '非车险订单' }).click();
  const form = page.getByRole('form', { name: '非车险订单查询' });
  await form.getByLabel('姓名').fill(payer.payerName);
  await form.getByLabel('证件号码').fill(payer.payerIdNumber);
  await form.getByLabel('手机号码').fill(payer.payerMobile);
  await form.getByLabel('短信验证码').fill(await askSmsCode(page, payer.payerMobile, 'payment', form));
  return form;
}
