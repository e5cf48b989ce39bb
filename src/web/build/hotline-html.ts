import type { Plugin } from 'vite';
import { HOTLINE } from '../../shared/constants.ts';

/** What index.html writes where the hotline goes (its meta description and the no-script notice). */
export const HOTLINE_MARK = '__HOTLINE__';

/**
 * index.html is not a module and cannot import HOTLINE: it names the mark, and
 * this plugin writes the number in, in development and in the build, so the
 * page shell says the same hotline as every page and message.
 */
export function hotlineInHtml(): Plugin {
  return {
    name: 'portal:hotline-html',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replaceAll(HOTLINE_MARK, HOTLINE) },
  };
}
