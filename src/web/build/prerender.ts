import { join } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { createServer, type Plugin } from 'vite';
import { checkFillScreen, fillTemplateId } from './early-fill.ts';
import { indexHtmlPlugin } from './index-html-plugin.ts';
import { WEB_ROOT } from './route-pages.ts';

/**
 * The first screen of the pages where visits land, painted before any script
 * has arrived (a Vite plugin, build only; issue 9, Lighthouse's LCP).
 *
 * Without it a first visit shows the loading state until the shell (React,
 * ≈ 100 kB gzip) and the page's chunk have downloaded and run: on a slow phone
 * network, over two seconds. The route lives in the hash, which the server
 * never sees, so it cannot send the page's HTML; instead index.html carries
 * each `prerender` route's first screen as an inert <template>, and a small
 * inline script right after #app copies in the one the hash names. The route
 * preload (route-preload.ts) makes that route's CSS render-blocking, so the
 * copy paints styled, never bare.
 *
 * The copy is `inert`: it looks like the page but cannot take a tap or a
 * keystroke that React would then throw away. React's first render replaces it
 * with the same markup (createRoot clears #app), now alive. A route with a
 * query (`#/policy-query?type=2`) may render differently and keeps the loading
 * state; so do all routes without the flag, and every route once the tab
 * holds the store (the rule is the route preload's, route-preload.ts).
 *
 * The markup comes from build/prerender-entry.tsx, run through Vite's SSR with
 * the app's own config, so it is the app's own first render by construction.
 */

/**
 * The inline script after #app (plain ES5, run as written). Whether this visit
 * shows a copy, and which, the route preload in the head has decided
 * (route-preload.ts, `data-entry-page` on <html>): it must know before the
 * first paint to make the page's CSS render-blocking.
 */
export const SWAP_SCRIPT = `(function () {
  var root = document.documentElement;
  var key = root.getAttribute('data-entry-page');
  root.removeAttribute('data-entry-page');
  var page = key === null ? null : document.getElementById('entry-page:' + key);
  var app = document.getElementById('app');
  if (page && app) app.replaceChildren(page.content.cloneNode(true));
})();
`;

/** `html` with the first element made inert (the whole prerendered screen). */
export function inertScreen(html: string): string {
  if (!/^<[a-z]+[ >]/.test(html))
    throw new Error(`prerender: the page does not start with an element: ${html.slice(0, 60)}`);
  return html.replace(/^<([a-z]+)/, '<$1 inert=""');
}

/**
 * The markup with the built file names. Rendered through Vite's dev pipeline,
 * an imported picture is named by its source path under the base
 * (`/home/assets/x.svg`); the build names it by content (`/home/assets/x-AbC1.svg`).
 * Any other address under `base/assets/` is a mistake the build refuses.
 */
export function withBuiltAssets(html: string, bundle: OutputBundle, base: string): string {
  const built = new Map<string, string>();
  for (const out of Object.values(bundle)) {
    built.set(`${base}${out.fileName}`, `${base}${out.fileName}`);
    if (out.type !== 'asset') continue;
    for (const source of out.originalFileNames)
      built.set(`${base}${source.replace(/^src\/web\//, '')}`, `${base}${out.fileName}`);
  }
  const assets = new RegExp(`${base.replace(/[/.]/g, '\\$&')}assets/[^"&)\\s]+`, 'g');
  return html.replace(assets, (url) => {
    const file = built.get(url);
    if (!file) throw new Error(`prerender: ${url} in the prerendered markup is not a built file`);
    return file;
  });
}

/**
 * index.html with a template per page and the swap script, right after the #app element; `fills` are the
 * same screens with the early call's list in them (early-fill.ts), as `entry-fill:` templates.
 */
export function withEntryPages(html: string, pages: Map<string, string>, fills = new Map<string, string>()): string {
  const app = /<div id="app">[\s\S]*?<\/div><\/div>\n/.exec(html);
  if (!app) throw new Error('prerender: index.html has no #app with its loading state');
  for (const [path, fill] of fills) {
    if (!pages.has(path)) throw new Error(`prerender: ${path} has a filled screen but no first screen`);
    checkFillScreen(fill);
  }
  const templates = [
    ...[...pages].map(([path, page]) => `    <template id="entry-page:${path}">${inertScreen(page)}</template>\n`),
    ...[...fills].map(([path, fill]) => `    <template id="${fillTemplateId(path)}">${inertScreen(fill)}</template>\n`),
  ].join('');
  if (templates.includes('<script')) throw new Error('prerender: a prerendered page contains a script');
  const at = app.index + app[0].length;
  return `${html.slice(0, at)}${templates}    <script data-app="prerender">${SWAP_SCRIPT}</script>\n${html.slice(at)}`;
}

interface Rendered {
  pages: Map<string, string>;
  fills: Map<string, string>;
}

/** Renders the pages in Node, through a Vite SSR server on the app's own config (plugins, aliases). */
async function renderPages(): Promise<Rendered> {
  const server = await createServer({
    configFile: join(WEB_ROOT, '../../vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    // Nothing is served to a browser: no dependency scan or pre-bundling.
    optimizeDeps: { noDiscovery: true, include: [] },
    // antd-mobile's modules import their CSS; Vite compiles them instead of Node importing a .css.
    ssr: { noExternal: ['antd-mobile'] },
  });
  try {
    const entry = (await server.ssrLoadModule('/build/prerender-entry.tsx')) as {
      renderEntryPages(): Promise<Map<string, string>>;
      renderEntryFills(): Promise<Map<string, string>>;
    };
    return { pages: await entry.renderEntryPages(), fills: await entry.renderEntryFills() };
  } finally {
    await server.close();
  }
}

/** The plugin; `paths()` names the prerendered routes once the bundle is written (for the route preload). */
export function prerenderEntryPages(): Plugin & { paths(): string[] } {
  let rendering: Promise<Rendered> | null = null;
  let rendered = new Map<string, string>();
  return {
    ...indexHtmlPlugin('prerender', async (html, { bundle, base }) => {
      if (!rendering) throw new Error('prerender: the render did not start');
      const { pages, fills } = await rendering;
      rendered = pages;
      const built = (screens: Map<string, string>) =>
        new Map([...screens].map(([path, page]) => [path, withBuiltAssets(page, bundle, base)]));
      return withEntryPages(html, built(pages), built(fills));
    }),
    // Started with the build and awaited at its end: the SSR render runs while the bundler works.
    buildStart() {
      rendering = renderPages();
      // Awaited when index.html is written; a failure is reported there, not as an unhandled rejection.
      rendering.catch(() => undefined);
    },
    paths: () => [...rendered.keys()],
  };
}
