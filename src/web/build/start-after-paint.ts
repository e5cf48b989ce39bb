import { indexHtmlPlugin } from './index-html-plugin.ts';

/**
 * Runs the shell after the first screen has painted, not before (a Vite
 * plugin, build only; issue 9).
 *
 * Vite loads the shell with `<script type="module">`, which runs as soon as
 * the HTML is parsed. When the shell has already arrived by then (a fast
 * network, a cached visit) its evaluation — React and the app, ≈ 270 ms on a
 * slow phone — runs before the browser's first paint, and the prerendered
 * first screen (prerender.ts) or the loading state waits behind it. Here the
 * script element is added by an inline script in the frame after the first
 * paint. A tab opened in the background has no frames to wait for: it starts
 * at once.
 *
 * The chunks are not Vite's tags either: the route preload in the head
 * (route-preload.ts) asks for the shell's and the page's chunks together, at
 * once when the loading state shows, and after the first paint under a
 * prerendered screen, when this script adds the links it left
 * (`window.__chunksAfterPaint`) just before the shell's script. On a slow
 * network the screen's CSS then has the connection to itself: with ~100 kB of
 * chunks asked for beside it, Lighthouse's first paint came at 2.0 s in about
 * half of the runs instead of 1.3 s.
 */
export const START_SCRIPT = (src: string) => `(function (src) {
  function start() {
    var later = window.__chunksAfterPaint || [];
    window.__chunksAfterPaint = undefined;
    for (var i = 0; i < later.length; i++) document.head.appendChild(later[i]);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'visible') {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    start();
  }
})(${JSON.stringify(src)});
`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * index.html with the entry's script tag and Vite's modulepreload tags
 * removed (the route preload asks for the chunks), and START_SCRIPT at the
 * end of body.
 */
export function withStartAfterPaint(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('start-after-paint: index.html has no module script for the entry');
  if (!html.includes('</body>')) throw new Error('start-after-paint: index.html has no </body>');
  return html
    .replace(entry[0], '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `  <script data-app="start">${START_SCRIPT(entry[1])}</script>\n  </body>`);
}

export function startAfterPaint() {
  return indexHtmlPlugin('start-after-paint', (html) => withStartAfterPaint(html));
}
