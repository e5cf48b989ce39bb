import { indexHtmlPlugin } from './index-html-plugin.ts';

/**
 * Where an inline script in the head may leave a promise for the start to wait
 * for after the first paint: the early call's answer (early-call.ts), filled
 * into the prerendered screen before the chunks take the network (early-fill.ts).
 */
export const START_AFTER_KEY = '__startAfter';

/** The longest the start waits for that promise after the first paint: a slow answer must not hold the page back. */
export const START_WAIT_MS = 500;

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
 *
 * On a first visit to the network query the screen has one more thing to
 * paint before the chunks: the site list, filled in from the early call's
 * answer (early-fill.ts), usually a frame or two after the first paint. The
 * start waits for that answer too (`START_AFTER_KEY`), at most START_WAIT_MS,
 * so the list's 2 kB do not share the slow network with ~100 kB of chunks,
 * and the chunks are asked for in the frame after the list has painted.
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
  function afterPaint(then) {
    requestAnimationFrame(function () {
      setTimeout(then, 0);
    });
  }
  if (document.visibilityState === 'visible') {
    afterPaint(function () {
      // The first visit's early answer, which the screen shows as soon as it is in (early-call.ts,
      // early-fill.ts): the chunks wait for that paint too, at most waitMs.
      var first = window.${START_AFTER_KEY};
      window.${START_AFTER_KEY} = undefined;
      if (!first) return start();
      var started = false;
      var go = function () {
        if (started) return;
        started = true;
        afterPaint(start);
      };
      first.then(go, go);
      setTimeout(go, ${START_WAIT_MS});
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
