import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { openRoute, seedStoredSlice } from './helpers';

/** axe on every page of the content domain, in the standard and the care edition. */
const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

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

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    type V = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: V[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Let the home's background blocks and the carousel's first slide arrive.
  await page.waitForTimeout(1800);
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
