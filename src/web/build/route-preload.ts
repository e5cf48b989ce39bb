import { relative } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { SESSION_STORAGE_KEY } from '../../shared/constants.ts';
import { indexHtmlPlugin } from './index-html-plugin.ts';
import { routePageModules, WEB_ROOT } from './route-pages.ts';

/**
 * Fetches the page of the address being opened together with the shell, not
 * after it (a Vite plugin, build only).
 *
 * The route lives in the hash, which the server never sees, so index.html
 * cannot name the page's chunks; the shell would fetch them only once it had
 * downloaded and run, one full round of requests later. On a slow phone
 * network that round was most of the wait before anything useful showed
 * (issue 9, Lighthouse's LCP). This plugin writes a small script that reads
 * the hash and preloads that route's chunks and CSS. It is inline, so the
 * page's chunks are asked for as soon as the HTML is parsed rather than one
 * more round trip later (after an external script had arrived); the server's
 * Content Security Policy allows it by its SHA-256 and no other inline script
 * (server/platform/web-static.ts, inlineScriptHashes).
 *
 * The route → page link is the route table's (`page: () => import('…')`),
 * read the way the size budget reads it (route-pages.ts).
 *
 * It asks for the shell's chunks too, in place of Vite's modulepreload tags
 * (start-after-paint.ts): at once, or, under a prerendered first screen,
 * after that screen has painted (the start script adds them).
 */

// Plain ES5, run as written: the list of files, each route's indexes into it, the shell's chunks.
export const PRELOAD_RUNTIME = `(function (files, routes, base, prerendered, storeKey, shell) {
  var path = location.hash.slice(1).split('?')[0] || '/';
  var wanted = shell.concat(routes[path] || []);
  // Whether this visit shows a prerendered first screen (prerender.ts), decided here and only here: its
  // CSS must apply before it paints. Only for a flagged route's bare address on the tab's first visit: once
  // the tab holds the store (a reload, a return from payment), the first render reads it (the care
  // edition's sizes, a chosen city…) and would differ from the copy.
  var stored = null;
  try {
    stored = sessionStorage.getItem(storeKey);
  } catch (e) {}
  var key = location.hash.slice(1) || '/';
  var screen = stored === null && prerendered.indexOf(key) >= 0;
  // The swap script after #app reads (and removes) it.
  if (screen) document.documentElement.setAttribute('data-entry-page', key);
  // Under a prerendered screen the chunks are asked for after it has painted, by the start script
  // (start-after-paint.ts): asked for now, they share the slow network with the page's CSS, which the
  // screen waits for, and they are nothing the screen needs.
  var later = [];
  for (var i = 0; i < wanted.length; i++) {
    var file = files[wanted[i]];
    var link = document.createElement('link');
    if (/\\.js$/.test(file)) {
      link.rel = 'modulepreload';
    } else if (/\\.css$/.test(file)) {
      if (screen) {
        // Vite's chunk loader finds this stylesheet and does not add it again.
        link.rel = 'stylesheet';
        link.setAttribute('blocking', 'render');
      } else {
        link.rel = 'preload';
        link.as = 'style';
      }
    } else {
      // A picture the page sets as a background once it renders (app/background-images.ts).
      link.rel = 'preload';
      link.as = 'image';
    }
    // Chunks and CSS as Vite's own loader asks for them (anonymous CORS), or the browser
    // fetches them twice; pictures as a background or an Image() asks for them (no CORS).
    if (link.as !== 'image') link.crossOrigin = '';
    link.href = base + file;
    if (screen && link.rel === 'modulepreload') later.push(link);
    else document.head.appendChild(link);
  }
  if (screen) window.__chunksAfterPaint = later;
})`;

const IMAGE = /\.(svg|png|jpe?g|webp|avif)$/;

/**
 * A chunk's file, the chunks it imports statically (recursively), and the CSS
 * and pictures of all of them. A page imports a picture itself only for what
 * it shows first (its header background); pictures further down come from
 * content, not from the bundle.
 */
function closure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const asset of chunk.viteMetadata?.importedAssets ?? []) if (IMAGE.test(asset)) into.add(asset);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') closure(bundle, next, into);
  }
  return into;
}

/** The preload script's source for a finished bundle: files the shell does not already load, per route. */
export function preloadScript(bundle: OutputBundle, base: string, prerendered: string[] = []): string {
  const chunks = Object.values(bundle).filter((out): out is OutputChunk => out.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preload: the bundle has no entry chunk');
  const shell = closure(bundle, entry);
  const byModule = new Map<string, OutputChunk>();
  for (const chunk of chunks) {
    if (chunk.facadeModuleId) byModule.set(relative(WEB_ROOT, chunk.facadeModuleId), chunk);
  }
  const files: string[] = [];
  const indexOf = (file: string) => {
    let at = files.indexOf(file);
    if (at === -1) at = files.push(file) - 1;
    return at;
  };
  // The shell's chunks, entry first: asked for by this script, not by Vite's tags (start-after-paint.ts removes them).
  const shellChunks = [...shell].filter((file) => file.endsWith('.js')).map(indexOf);
  const routes: Record<string, number[]> = {};
  for (const [path, module] of routePageModules()) {
    const page = byModule.get(module);
    if (!page) throw new Error(`route-preload: no chunk for ${path} (${module})`);
    const own = [...closure(bundle, page)].filter((file) => !shell.has(file));
    // Stylesheets and pictures first: a prerendered first screen paints once they are here (prerender.ts),
    // and on a phone's six connections a request asked for last waits behind the chunks.
    const rank = (file: string) => (file.endsWith('.css') ? 0 : IMAGE.test(file) ? 1 : 2);
    routes[path] = own.sort((a, b) => rank(a) - rank(b)).map(indexOf);
  }
  return `${PRELOAD_RUNTIME}(${JSON.stringify(files)},${JSON.stringify(routes)},${JSON.stringify(base)},${JSON.stringify(prerendered)},${JSON.stringify(SESSION_STORAGE_KEY)},${JSON.stringify(shellChunks)});\n`;
}

/** `prerendered` names the routes whose first screen index.html carries (prerender.ts), once the bundle is written. */
export function routePreload(prerendered: () => string[] = () => []): Plugin {
  return indexHtmlPlugin('route-preload', (html, { bundle, base }) => {
    const source = preloadScript(bundle, base, prerendered());
    if (source.includes('</')) throw new Error('route-preload: the script must not contain "</"');
    return html.replace('</title>', `</title>\n    <script>${source}</script>`);
  });
}
