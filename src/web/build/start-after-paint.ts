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
 * shell is still fetched at once (a modulepreload in its place), but the
 * script element is added by an inline script in the frame after the first
 * paint. A tab opened in the background has no frames to wait for: it starts
 * at once.
 */
export const START_SCRIPT = (src: string) => `(function (src) {
  function start() {
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

/** index.html with the entry's script tag turned into a modulepreload and started by START_SCRIPT at the end of body. */
export function withStartAfterPaint(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('start-after-paint: index.html has no module script for the entry');
  if (!html.includes('</body>')) throw new Error('start-after-paint: index.html has no </body>');
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replace('</body>', `  <script data-app="start">${START_SCRIPT(entry[1])}</script>\n  </body>`);
}

export function startAfterPaint() {
  return indexHtmlPlugin('start-after-paint', (html) => withStartAfterPaint(html));
}
