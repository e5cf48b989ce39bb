import { expect, type Locator, type Page, type Route } from '@playwright/test';

/** The app's address for a hash route, with an optional real query string before the hash. */
export function appUrl(route: string, search = ''): string {
  return `/home/${search}#${route}`;
}

/**
 * Opens a route and waits until its page has rendered (the main landmark) and
 * is live: a prerendered first screen (src/web/build/prerender.ts) shows the
 * same landmark, inert, until React has replaced it.
 */
export async function openRoute(page: Page, route: string, search = '') {
  await page.goto(appUrl(route, search));
  // A kept-alive page (home, the policy result) stays in the document, hidden, after it is left.
  await expect(page.locator('main').filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('#app > [inert]')).toHaveCount(0);
}

/**
 * Chooses an ID type on a form's 证件类型 picker (IdDocumentFields): the button named `label`
 * opens the wheel, whose screen-reader buttons step one type at a time, as a reader would.
 * `within` is the form, where a page holds two forms with the same picker (/claims-query's tabs).
 */
export async function chooseIdType(page: Page, label: string, typeName: string, within: Page | Locator = page) {
  const button = within.getByRole('button', { name: label, exact: true }).filter({ visible: true });
  await button.click();
  const wheel = page.locator('.adm-picker:visible');
  for (let step = 0; step < 20; step += 1) {
    const current = await wheel.getByRole('button', { name: /^当前选择的是/ }).getAttribute('aria-label');
    if (current?.includes(typeName)) break;
    await wheel.getByRole('button', { name: /^选择下一项/ }).dispatchEvent('click');
  }
  await page.locator('.adm-picker:visible .adm-picker-header-button', { hasText: '确定' }).click();
  await expect(button).toHaveText(typeName);
}

/** A response envelope as the server sends it. */
/** The policy query by policy number and ID number, from its form to the result list. */
export async function queryPolicyByNumber(page: Page, policyNo: string, identifyNumber: string) {
  await openRoute(page, '/policy-query');
  await page
    .locator('.pl-seg-item')
    .filter({ visible: true })
    .filter({ hasText: /^保单号$/ })
    .click();
  await page.getByRole('textbox', { name: '保单号', exact: true }).filter({ visible: true }).fill(policyNo);
  await page.getByRole('textbox', { name: '证件号码', exact: true }).filter({ visible: true }).fill(identifyNumber);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/policy-queryResult/);
}

export function envelope(resultCode: string, resultMsg: string, data: object = {}) {
  return { head: { requestId: 'e2e' }, body: { common: { resultCode, resultMsg }, ...data } };
}

/** Answers one API path with a crafted envelope (HTTP 200). */
export async function answerWith(page: Page, path: string, resultCode: string, resultMsg: string) {
  await page.route(`**${path}`, (route: Route) => route.fulfill({ json: envelope(resultCode, resultMsg) }));
}

export interface StoredState {
  global: {
    allowBack: boolean;
    channelType: string;
    channelNo: string;
    basicInfo: { cityCode: string; cityName: string; showHeadFlag: boolean; allowGoHome: boolean; entryId: string };
  };
  networkQuery: { cityCode: string; cityName: string; cityChosen: boolean };
}

/** The persisted store, as zustand's persist writes it under noncar_rb_vuex. */
export async function storedState(page: Page): Promise<StoredState | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('noncar_rb_vuex');
    return raw ? (JSON.parse(raw).state as StoredState) : null;
  });
}

/**
 * Starts the tab with part of the persisted global slice already stored, as if an
 * earlier page of the session had set it. Written before the app's scripts run (a
 * write after start could be overwritten by the app's own next store update).
 */
export async function seedStoredGlobal(page: Page, patch: Record<string, unknown>) {
  await seedStoredSlice(page, 'global', patch);
}

/**
 * Merges a patch into one slice of the persisted store before the app's scripts
 * run, once per tab, as if an earlier page of the session had stored it. A
 * write after the app started can be overwritten by the store's own next write
 * before a reload (seen as flaky journeys on a loaded machine).
 */
export async function seedStoredSlice(page: Page, slice: string, patch: Record<string, unknown>) {
  await page.addInitScript(
    ([name, values]) => {
      if (!location.pathname.startsWith('/home/')) return;
      const flag = `e2e-seeded-${name}`;
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      const raw = sessionStorage.getItem('noncar_rb_vuex');
      const saved = raw ? JSON.parse(raw) : { state: {}, version: 0 };
      saved.state[name] = { ...(saved.state[name] ?? {}), ...values };
      sessionStorage.setItem('noncar_rb_vuex', JSON.stringify(saved));
    },
    [slice, patch] as const,
  );
}

export const CITY_PATH = '/kej/waround/api/code/getCityCode';
export const APP_CONFIG_PATH = '/kej/waround/api/config/appConfig';
export const TRACK_PATH = '/kej/waround/api/analytics/track';
export const UUID_PATH = '/kej/waround/api/uuid/uuid';

/** The home page's city button: the one call a shell page makes that is not silent. */
export function cityButton(page: Page) {
  return page.getByRole('button', { name: /当前城市/ });
}

/** Console warnings and errors the page writes, to assert the app stays quiet. */
export function collectConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

/**
 * The console's warnings and errors, less Chromium's warning that a preloaded
 * stylesheet was "not used within a few seconds from the window's load event"
 * when the page does use it by now: on a slow machine the route's chunk can
 * apply the stylesheet index.html preloaded later than that (a CI run on a
 * slow host, issue 9). A preload the page never uses still counts.
 */
export async function consoleProblems(page: Page, messages: string[]) {
  const applied = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href));
  return messages.filter((m) => {
    const late = /The resource (\S+) was preloaded using link preload but not used within a few seconds/.exec(m);
    return !late || !applied.includes(late[1]);
  });
}

/**
 * Sets the answer of the image code on screen through the e2e server's hook,
 * and returns it. The hook names the image by the `tag` cookie its response
 * set, so this waits until the picture shown has loaded: reading the cookie
 * while a newer picture is still on its way would name the old one.
 */
export async function answerShownImageCode(page: Page, code: string) {
  const image = page.getByRole('img', { name: '图形验证码' });
  await expect
    .poll(() =>
      image.evaluate(
        (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
      ),
    )
    .toBe(true);
  const uuid = await page.evaluate(() => sessionStorage.getItem('uuid'));
  const tag = (await page.context().cookies()).find((c) => c.name === 'tag')?.value;
  await page.request.post('/dev/test/image-code', { data: { uuid, code, imageId: tag } });
  return code;
}

/** Holds each call to `path` for a second before it goes on, as on a slow network, and returns the bodies sent. */
export async function slowAndCounted(page: Page, path: string): Promise<string[]> {
  const sent: string[] = [];
  await page.route(`**${path}`, async (route) => {
    sent.push(route.request().postData() ?? '');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  return sent;
}

/** Two taps on a button in one task, the second before the page can even redraw: a customer's double tap. */
export async function tapTwiceAtOnce(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/**
 * The home page's one-click renewal window offers `policyNo`: the window's answer is given (its proof
 * comes from the policy query, another domain's), and the policy slice keeps the number as the policy
 * query leaves it after a look-up.
 */
export async function offerRenewalWindow(page: Page, policyNo: string) {
  await page.route('**/kej/whome/api/home/oneClickRenewalWindow', (route) =>
    route.fulfill({
      json: {
        head: { requestId: 'e2e' },
        body: {
          common: { resultCode: '1', resultMsg: '成功' },
          show: true,
          policy: {
            policyNo,
            riskName: '机动车商业保险',
            endDate: '2026-12-04',
            daysLeft: 12,
            subject: '京A***23',
            link: '/renewal-hint',
          },
        },
      },
    }),
  );
  await seedStoredSlice(page, 'policy', { carForm: { policyNo } });
}

/** An answer held back until the journey lets it go: `await held` in a route, `release()` to let it pass. */
export function heldAnswer(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/**
 * Moves to a route within the tab, as an edited address or a second link does: the router keeps a page
 * mounted when only its query string changes.
 */
export async function moveTo(page: Page, route: string) {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#${route}`);
}
