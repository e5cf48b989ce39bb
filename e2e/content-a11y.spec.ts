import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe-check';
import { openRoute, seedStoredSlice } from './helpers';

/** axe on every page of the content domain, in the standard and the care edition. */

// The CSP forbids inline scripts; axe is injected as one.
test.use({ bypassCSP: true });

const PAGES = [
  '/',
  '/careEdittion',
  '/product-center',
  '/product-centerCareEdittion',
  '/product-list?riskClass=car',
  '/product-list?productCode=home-property',
  '/product-list?productCode=car-commercial',
  '/search',
  '/search?q=理赔',
  '/search-product?q=意外',
  '/search-product?q=火星移民险',
  '/information-list',
  '/information-list?tab=fund',
  '/information-list?slug=news-anti-fraud',
  '/help-center',
  '/about-picc',
  '/about-qywh',
  '/about-ppxc',
  '/cooperation-brand',
  '/more-services',
  '/wechat-follow',
  '/drainage',
  '/wonderful-activity',
  '/scanning-code',
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // The home's blocks below the first screen ask for their data only 1.5 s after they are drawn
  // (LazySection): a quiet network does not mean they are in. No other page has anything on a
  // timer (the carousels' slides come with their call and show without motion), so the others
  // are checked once the network is quiet, ~1.8 s sooner each.
  if ((await page.locator('.home-sections').count()) > 0) await page.waitForTimeout(1800);
}

for (const edition of ['standard', 'care'] as const) {
  test.describe(`${edition} edition`, () => {
    for (const route of PAGES) {
      test(`no serious or critical accessibility problems on ${route}`, async ({ page }) => {
        // The care edition as the session remembers it after the switch.
        if (edition === 'care') await seedStoredSlice(page, 'content', { careMode: true });
        await openRoute(page, route);
        if (edition === 'care') await expect(page.locator('html')).toHaveClass(/care-mode/);
        await settle(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
