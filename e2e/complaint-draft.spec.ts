import { expect, test } from '@playwright/test';
import { openRoute } from './helpers';

/**
 * The quick complaint's draft is kept in the store (and so in sessionStorage)
 * as the customer types: once per change, however long the text grows.
 */
test('typing a quick complaint saves the draft once per keystroke', async ({ page }) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { draftWrites: number };
    counted.draftWrites = 0;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'noncar_rb_vuex') counted.draftWrites += 1;
      return setItem.call(this, key, value);
    };
  });
  await openRoute(page, '/quick-complaint');
  const content = page.getByLabel('投诉内容');
  await content.click();
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => (window as unknown as { draftWrites: number }).draftWrites);
  const text = '理赔员一直没有联系我请尽快处理谢谢'.repeat(3).slice(0, 50);
  await content.pressSequentially(text);
  await expect(content).toHaveValue(text);
  const writes = (await page.evaluate(() => (window as unknown as { draftWrites: number }).draftWrites)) - before;
  expect(writes).toBeGreaterThanOrEqual(50);
  expect(writes).toBeLessThanOrEqual(60);
  // The draft holds the whole text.
  const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('noncar_rb_vuex') ?? '{}'));
  expect(saved.state.complaint.quickComplaint.content).toBe(text);
});
