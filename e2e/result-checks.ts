import { expect, type Page } from '@playwright/test';
import type { ResultState } from '../src/web/ui/page-result';

/** The icon colour of each state (ui/page-result.css), as the browser computes it. */
const ICON_COLOUR: Record<ResultState, string> = {
  success: 'rgb(56, 158, 13)',
  waiting: 'rgb(173, 104, 0)',
  warning: 'rgb(200, 0, 15)',
  error: 'rgb(200, 0, 15)',
};

/**
 * A result page's outcome is the portal's one result (ui/page-result): antd-mobile's Result with the
 * state's own icon, drawn in its colour, and the title first in the status region. A ✓, ✕, ! or ¥
 * typed before the title (each page once drew its own) or a colour emoji fails it.
 */
export async function expectPageResult(page: Page, state: ResultState, title: string) {
  const outcome = page
    .getByRole('main')
    .getByRole('status')
    .filter({ has: page.locator('.adm-result') });
  await expect(outcome.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(outcome.locator(`.adm-result-${state}`)).toHaveCount(1);
  const icon = outcome.locator('.adm-result-icon svg');
  await expect(icon).toBeVisible();
  expect(await icon.evaluate((el) => getComputedStyle(el).color)).toBe(ICON_COLOUR[state]);
  expect((await outcome.textContent())?.startsWith(title)).toBe(true);
  expect(await page.getByRole('main').textContent()).not.toMatch(/[✓✔✕✗]|\p{Extended_Pictographic}/u);
  // The age-friendly sizes (domain-facts): the title above 18 px, the lines under it 18 px at least.
  const sizeOf = (selector: string) =>
    outcome
      .locator(selector)
      .first()
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(await sizeOf('h2')).toBeGreaterThan(18);
  if ((await outcome.locator('.adm-result-description').count()) > 0)
    expect(await sizeOf('.adm-result-description')).toBeGreaterThanOrEqual(18);
}
