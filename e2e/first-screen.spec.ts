import { expect, type Page, type Route, test } from '@playwright/test';
import { LOADING_TEXT } from '../src/shared/constants';
import { appUrl } from './helpers';

/**
 * The first screen of the pages where visits land is in index.html and paints
 * before any script has run (src/web/build/prerender.ts, issue 9). These
 * journeys hold the app's scripts back to see that screen alone, then let them
 * through and check that React takes over in place: same layout, now live.
 */
const PRERENDERED: { route: string; title: string }[] = [
  { route: '/', title: '中国人保财险' },
  { route: '/policy-query', title: '保单查询' },
  { route: '/claims-query', title: '理赔查询' },
  { route: '/invoice-query', title: '电子发票查询' },
  { route: '/network-query', title: '网点查询' },
  { route: '/customer-service', title: '在线客服' },
];

/** Holds every script of the app until `release` is called. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/home/assets/*.js', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  return b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
};

for (const { route, title } of PRERENDERED) {
  test(`${route} paints its first screen before the scripts, and React takes it over in place`, async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(appUrl(route), { waitUntil: 'commit' });
    await expect(page.locator('#app > [inert] h1')).toHaveText(title);
    await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
    // The browser paints nothing before the route's render-blocking CSS, but a script (this
    // test's measuring) can lay the page out earlier: on a loaded machine it measured the
    // copy unstyled. Measure what the customer sees, once every stylesheet is in.
    await page.waitForFunction(
      // The shell's own link is disabled (its CSS is inline): only the route's sheets load.
      () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].every((l) => l.sheet),
      undefined,
      { polling: 50 },
    );
    const before = { title: await box(page, 'h1'), main: await box(page, 'main') };

    await scripts.release();
    await expect(page.locator('#app > [inert]')).toHaveCount(0);
    await expect(page.locator('#app h1').first()).toHaveText(title);
    const after = { title: await box(page, 'h1'), main: await box(page, 'main') };
    expect(after.title, 'the heading did not move').toEqual(before.title);
    expect(after.main?.y, 'the page body starts where it did').toBe(before.main?.y);
  });
}

test('the prerendered form cannot be typed into before the page is live', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(appUrl('/policy-query'), { waitUntil: 'commit' });
  const input = page.locator('#app > [inert] input[placeholder]').first();
  await expect(input).toBeAttached();
  await input.click({ force: true });
  await page.keyboard.type('京A12345');
  await expect(input).toHaveValue('');
  await scripts.release();
  await expect(page.locator('#app > [inert]')).toHaveCount(0);
});

for (const url of [`${appUrl('/policy-query')}?type=2`, appUrl('/navigation')]) {
  test(`${url} (a route with a query, or without a prerendered screen) shows the loading state until its page is here`, async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(url, { waitUntil: 'commit' });
    await expect(page.getByText(LOADING_TEXT)).toBeVisible();
    await expect(page.locator('#app > [inert]')).toHaveCount(0);
    await scripts.release();
    await expect(page.locator('main').first()).toBeVisible();
  });
}

test('a reload in the same tab (the store is kept) shows the loading state, not the first-visit copy', async ({
  page,
}) => {
  await page.goto(appUrl('/policy-query'));
  await expect(page.locator('#app > [inert]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
  const scripts = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByText(LOADING_TEXT)).toBeVisible();
  await expect(page.locator('#app > [inert]')).toHaveCount(0);
  await scripts.release();
  await expect(page.locator('main').first()).toBeVisible();
});
