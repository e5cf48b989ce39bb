import { expect, type Page } from '@playwright/test';
import { envelope } from './helpers';

/**
 * A route that holds the answer for `held` until `release` is called, as a slow network would; others answer at
 * once. The answer is `answer`'s, or the server's when none is given.
 */
export async function holdAnswerFor(
  page: Page,
  path: string,
  held: (body: Record<string, string>) => boolean,
  answer?: (body: Record<string, string>) => object,
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    const body = route.request().postDataJSON().body as Record<string, string>;
    if (held(body)) await released;
    // A look-up the page cancelled meanwhile can no longer be answered.
    const answered = answer ? route.fulfill({ json: envelope('1', '成功', answer(body)) }) : route.continue();
    await answered.catch(() => undefined);
  });
  return release;
}

/** A province's cities come only when `release` is called (the province list itself at once). */
export const holdProvinceCities = (page: Page) =>
  holdAnswerFor(page, '/api/code/getCityCode', (body) => 'parentCode' in body);

/**
 * Makes the open picker's 确定 be tapped from inside the page the moment its second column draws a real item (not
 * `skipped`, a loading placeholder), before any timer of the page's runs: antd records a newly arrived column's
 * first item only a timer later. Resolves, once the picker has closed, to the item that column showed.
 */
export async function confirmTheMomentCitiesArrive(page: Page, skipped = ''): Promise<() => Promise<string>> {
  const picker = page.locator('.adm-picker:visible');
  await expect(
    picker.locator('.adm-picker-view-column').first().locator('.adm-picker-view-column-item').first(),
  ).toBeVisible();
  await picker.evaluate((wheel, skip) => {
    const observer = new MutationObserver(() => {
      const city = wheel.querySelectorAll('.adm-picker-view-column')[1]?.querySelector('.adm-picker-view-column-item');
      if (!city || city.textContent === skip) return;
      observer.disconnect();
      wheel.dataset.shownCity = city.textContent ?? '';
      const buttons = [...wheel.querySelectorAll<HTMLElement>('.adm-picker-header-button')];
      buttons.find((b) => b.textContent?.includes('确定'))?.click();
    });
    observer.observe(wheel, { childList: true, subtree: true, characterData: true });
  }, skipped);
  return async () => {
    await expect(picker).toHaveCount(0);
    const shown = (await page.locator('.adm-picker[data-shown-city]').getAttribute('data-shown-city')) ?? '';
    expect(shown).toBeTruthy();
    return shown;
  };
}
