import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { indexHtmlPlugin } from './index-html-plugin.ts';

/**
 * The shell's stylesheet written into index.html (a Vite plugin, build only).
 *
 * A linked stylesheet in the head holds back the first paint until it has
 * downloaded; on a slow phone network that is a round trip after the HTML,
 * by when the shell's script has arrived too and keeps the main thread busy,
 * so the loading state painted only after the script had run (issue 9,
 * Lighthouse's FCP). Inline, the first paint needs nothing but the HTML
 * (≈ 5 kB gzip more of it). The CSP allows inline styles already (antd-mobile
 * positions popups with style attributes).
 *
 * The link stays, `disabled`: the browser neither fetches nor applies it, but
 * Vite's chunk loader, which looks for `link[rel=stylesheet][href=…]` before
 * adding a page's CSS, finds it and does not add the shell's rules a second
 * time after the page's own.
 */
export function inlineShellCss(): Plugin {
  return indexHtmlPlugin('inline-shell-css', (html, { bundle, base }) => {
    const entry = Object.values(bundle).find((out): out is OutputChunk => out.type === 'chunk' && out.isEntry);
    const imports = [entry, ...(entry?.imports ?? []).map((file) => bundle[file])];
    let source = html;
    for (const chunk of imports) {
      if (chunk?.type !== 'chunk') continue;
      for (const file of chunk.viteMetadata?.importedCss ?? []) {
        const css = bundle[file];
        if (css?.type !== 'asset') continue;
        const link = `<link rel="stylesheet" crossorigin href="${base}${file}">`;
        if (!source.includes(link)) throw new Error(`inline-shell-css: index.html does not link ${file}`);
        // A `</style` inside the CSS would end the element early; Vite's minified CSS never has one.
        if (String(css.source).includes('</style')) throw new Error(`inline-shell-css: ${file} contains </style`);
        source = source.replace(link, `<style>${css.source}</style>\n    ${link.replace('>', ' disabled>')}`);
      }
    }
    return source;
  });
}
