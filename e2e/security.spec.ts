import { expect, type Page, test } from '@playwright/test';
import { scanText } from '../src/server/reliability/privacy-scan';
import { appUrl } from './helpers';

/**
 * Text from outside (query parameters, unknown routes, later stored text such
 * as complaints and chat) must render as text: each payload would set
 * window.__xss, open a dialog or add an element if it ever ran or parsed as
 * HTML. The CSP must not be violated either: the app itself has no inline
 * script, so any violation means something was injected. Add a page by adding
 * an entry to ECHO_PAGES (or STORED_TEXT for text a customer submits first).
 */
const PAYLOADS = [
  '<img src=x id=xss-img onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg id=xss-svg onload="window.__xss=1"></svg>',
  'javascript:window.__xss=1//',
  "'-alert(1)-'",
];

interface EchoPage {
  name: string;
  url(payload: string): string;
}

const q = encodeURIComponent;
const ECHO_PAGES: EchoPage[] = [
  { name: 'an unknown route (the 404 page)', url: (p) => appUrl(`/${q(p)}`) },
  { name: 'an unknown route with a query', url: (p) => appUrl(`/no-such-page?from=${q(p)}`) },
  { name: 'channel parameters before the hash', url: (p) => `/home/?channelType=${q(p)}&entryId=${q(p)}#/` },
  { name: 'query parameters on the home route', url: (p) => appUrl(`/?keyword=${q(p)}&title=${q(p)}`) },
  { name: 'the server’s own 404 page', url: (p) => `/${q(p)}` },
];

/**
 * Stored text: submit it through one page, see it again as the server sends it
 * back. Complaints are not shown back to anyone in the portal; chat is. The
 * staff side of the chat (the agent console) is checked in service.spec.ts,
 * which owns the one agent account and its duty roster.
 */
const STORED_TEXT: Array<{
  name: string;
  submit(page: Page, text: string): Promise<void>;
  view(page: Page): Promise<void>;
}> = [
  {
    name: 'a chat message, read back after a reload',
    async submit(page, text) {
      await page.goto(appUrl('/customer-service'));
      await expect(page.getByText(/我是人保智能客服小保/)).toBeVisible();
      await page.getByLabel('输入消息').fill(text);
      await page.getByRole('button', { name: '发送', exact: true }).click();
      await expect(page.locator('.chat-customer .chat-bubble').last()).toHaveText(text);
    },
    async view(page) {
      // After the reload the conversation comes from the server, not from what was typed.
      await page.reload();
      await expect(page.locator('.chat-customer .chat-bubble').last()).toBeVisible();
    },
  },
];

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return {
    violations: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []),
    async expectNothingRan(label: string) {
      await page.waitForTimeout(300);
      const state = await page.evaluate(() => ({
        xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
        csp: (window as unknown as { __csp?: string[] }).__csp ?? [],
        // The app's own inline scripts (allowed by their hashes) are the head's route preload and the
        // body's two marked data-app (build/prerender.ts, build/start-after-paint.ts); any other is injected.
        injected: document.querySelectorAll('#xss-img, #xss-svg, body script:not([src]):not([data-app])').length,
      }));
      expect(state.xss, `${label}: a payload ran`).toBeNull();
      expect(state.injected, `${label}: a payload became markup`).toBe(0);
      // `eval` reports come from the app's own code, not from a payload: see the test of its own below.
      expect(
        state.csp.filter((v) => !v.startsWith('script-src eval')),
        `${label}: CSP violations`,
      ).toEqual([]);
      expect(dialogs, `${label}: dialogs opened`).toEqual([]);
    },
  };
}

test.describe('text from outside renders as text', () => {
  for (const echo of ECHO_PAGES)
    test(`${echo.name}`, async ({ page }) => {
      const guard = await watch(page);
      for (const payload of PAYLOADS) {
        const res = await page.goto(echo.url(payload));
        expect(res?.status() ?? 0).toBeLessThan(500);
        await page.waitForLoadState('networkidle');
        await guard.expectNothingRan(`${echo.name} with ${payload}`);
      }
      await page.screenshot({ path: `/tmp/shots-security/${echo.name.replace(/\W+/g, '-')}.png` });
    });

  for (const stored of STORED_TEXT)
    test(`stored text: ${stored.name}`, async ({ page }) => {
      const guard = await watch(page);
      await stored.submit(page, PAYLOADS.join(' '));
      await stored.view(page);
      await expect(page.getByText(PAYLOADS[0], { exact: false })).toBeVisible();
      await guard.expectNothingRan(stored.name);
      await page.screenshot({ path: `/tmp/shots-security/stored-${stored.name.replace(/\W+/g, '-')}.png` });
    });
});

test('the app shell’s own inline scripts are allowed by their hashes alone, and it is served with its CSP', async ({
  page,
  request,
}) => {
  const res = await request.get('/home/');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  // The route preload, the early call, the prerendered screen's swap and the start (src/web/build/) by their
  // SHA-256; never 'unsafe-inline'.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){4}(;|$)/);
  expect(csp).toContain('frame-ancestors');
  const html = await res.text();
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([
    '<script>',
    '<script data-app="early-call">',
    '<script data-app="prerender">',
    '<script data-app="start">',
  ]);
  // The browser runs it (a blocked script would be a CSP report): the opened page's chunks are preloaded.
  const guard = await watch(page);
  await page.goto(appUrl('/policy-query'));
  await expect(page.locator('link[rel="modulepreload"][href*="PolicyQueryPage-"]')).toHaveCount(1);
  await guard.expectNothingRan('policy query');
  // The early call of a first visit to the network query runs too, and its request is accepted.
  const first = await page.context().newPage();
  const firstGuard = await watch(first);
  const early = first.waitForResponse((r) => r.url().includes('/siteQuery/siteQuery'));
  await first.goto(appUrl('/network-query'));
  expect(((await (await early).json()) as { body: { common: { resultCode: string } } }).body.common.resultCode).toBe(
    '1',
  );
  await firstGuard.expectNothingRan('network query');
  await first.close();
  await page.goto(appUrl('/'));
  await page.waitForLoadState('networkidle');
  await guard.expectNothingRan('home');
});

test('no personal data in the address bar or browser storage after browsing', async ({ page, context }) => {
  for (const route of ['/', '/navigation', '/404']) {
    await page.goto(appUrl(route));
    await page.waitForLoadState('networkidle');
  }
  const storage = await page.evaluate(() => JSON.stringify({ s: { ...sessionStorage }, l: { ...localStorage } }));
  const cookies = JSON.stringify(await context.cookies());
  expect(scanText(`${page.url()} ${storage} ${cookies}`)).toEqual([]);
});

/**
 * A strict CSP reports every attempt to evaluate a string as code, even one
 * that is caught. zod 4 probes `new Function("")` once unless
 * `z.config({ jitless: true })` is set where the web app starts.
 */
test('the app evaluates no string as code, so the strict CSP stays quiet', async ({ page }) => {
  const guard = await watch(page);
  await page.goto(appUrl('/'));
  await page.waitForLoadState('networkidle');
  expect(await guard.violations()).toEqual([]);
});
