import { renderToString } from 'react-dom/server';
import { Layout } from '../app/Layout';
import { RouterProvider } from '../app/router';
import { fakeWindow } from '../app/router/fake-window';
import { createHashHistory } from '../app/router/history';
import { createRouter } from '../app/router/router';
import { findRoute, ROUTES } from '../app/routes';

/**
 * The first screen of each `prerender` route as HTML, rendered at build time
 * in Node (loaded through Vite's SSR by build/prerender.ts). It is the shell's
 * own first render: the same router, Layout and page, on a history that holds
 * only the route's address. Effects never run here, so nothing is fetched and
 * nothing is read from the browser: what comes out is what a first visit shows
 * before any answer has arrived.
 */
export async function renderEntryPages(): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const route of ROUTES.filter((r) => r.prerender)) {
    const { win } = fakeWindow(`#${route.path}`);
    const router = createRouter(createHashHistory(win), (path) => findRoute(path) ?? route);
    await router.loadFirstPage();
    const { error, page } = router.getState();
    if (error || !page) throw new Error(`prerender ${route.path}: the page did not load (${String(error)})`);
    pages.set(
      route.path,
      renderToString(
        <RouterProvider router={router}>
          <Layout />
        </RouterProvider>,
      ),
    );
  }
  return pages;
}
