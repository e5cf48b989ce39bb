import { renderToString } from 'react-dom/server';
import { RESULT } from '../../shared/result-codes';
import { EARLY_CALL_KEY, type EarlyCall } from '../api/early-call-key';
import { Layout } from '../app/Layout';
import type { AppRoute } from '../app/route-types';
import { RouterProvider } from '../app/router';
import { fakeWindow } from '../app/router/fake-window';
import { createHashHistory } from '../app/router/history';
import { createRouter } from '../app/router/router';
import { findRoute, ROUTES } from '../app/routes';
import { firstVisitSiteRequest } from '../features/sites/components/site-request';
import { EARLY_ENDPOINT, EARLY_ROUTE } from './early-call';
import { sampleAnswer } from './early-fill';

/**
 * The first screen of each `prerender` route as HTML, rendered at build time
 * in Node (loaded through Vite's SSR by build/prerender.ts). It is the shell's
 * own first render: the same router, Layout and page, on a history that holds
 * only the route's address. Effects never run here, so nothing is fetched and
 * nothing is read from the browser: what comes out is what a first visit shows
 * before any answer has arrived.
 */
async function renderFirstScreen(route: AppRoute): Promise<string> {
  const { win } = fakeWindow(`#${route.path}`);
  const router = createRouter(createHashHistory(win), (path) => findRoute(path) ?? route);
  await router.loadFirstPage();
  const { error, page } = router.getState();
  if (error || !page) throw new Error(`prerender ${route.path}: the page did not load (${String(error)})`);
  return renderToString(
    <RouterProvider router={router}>
      <Layout />
    </RouterProvider>,
  );
}

export async function renderEntryPages(): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const route of ROUTES.filter((r) => r.prerender)) pages.set(route.path, await renderFirstScreen(route));
  return pages;
}

/**
 * The first screen of the early call's route as it shows once the call's
 * answer is in (build/early-fill.ts): the page's first render when the answer
 * has arrived before it (use-site-query.ts `seededFirstPage`), here from a
 * sample answer whose texts are marks for the fill to replace.
 */
export async function renderEntryFills(): Promise<Map<string, string>> {
  const route = findRoute(EARLY_ROUTE);
  if (!route?.prerender) throw new Error(`prerender ${EARLY_ROUTE}: not a prerendered route`);
  const json = { head: {}, body: { common: { resultCode: RESULT.OK, resultMsg: '' }, ...sampleAnswer() } };
  const holder = globalThis as unknown as Record<string, EarlyCall | undefined>;
  holder[EARLY_CALL_KEY] = {
    path: EARLY_ENDPOINT.path,
    body: JSON.stringify(firstVisitSiteRequest()),
    at: Date.now(),
    answer: Promise.resolve(json),
    settled: json,
  };
  try {
    return new Map([[route.path, await renderFirstScreen(route)]]);
  } finally {
    holder[EARLY_CALL_KEY] = undefined;
  }
}
