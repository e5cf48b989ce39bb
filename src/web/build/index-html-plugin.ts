import type { OutputBundle, PluginContext } from 'rolldown';
import type { Plugin } from 'vite';

/** What a finishing step gets: the built bundle, the app's base path and the plugin context (to emit files). */
export interface IndexHtmlStep {
  bundle: OutputBundle;
  base: string;
  context: PluginContext;
}

/**
 * A build-only Vite plugin that rewrites the finished index.html once every
 * chunk and asset is known (after Vite has written its own tags): the shape
 * shared by the route preload, the inline shell CSS, the prerender (whose
 * rewrite waits for its render) and the start after paint.
 */
export function indexHtmlPlugin(
  name: string,
  rewrite: (html: string, step: IndexHtmlStep) => string | Promise<string>,
): Plugin {
  let base = '/';
  return {
    name: `portal:${name}`,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error(`${name}: index.html is not in the bundle yet`);
      html.source = await rewrite(String(html.source), { bundle, base, context: this as unknown as PluginContext });
    },
  };
}
