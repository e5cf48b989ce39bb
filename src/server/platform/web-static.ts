import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_BASE_PATH } from '../../shared/constants';

/**
 * Headers that only mean something on a document (helmet puts them on every
 * answer). A script or stylesheet is never a document, so on those they are
 * about 750 bytes of dead weight per file; a first visit fetches some twenty
 * of them on a slow phone network (issue 9). nosniff and the cross-origin
 * resource policy stay: they are what protects a script or stylesheet.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SUBRESOURCE = /\/assets\/[^/]+\.(js|css)$/;

/**
 * The built web app at /home/ (hash routes live after it). Hashed assets are
 * cached for a year; index.html is revalidated so a release shows at once.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const root = resolve(webDist);
  app.get('/', async (_request, reply) => reply.redirect(APP_BASE_PATH));
  app.get('/home', async (_request, reply) => reply.redirect(APP_BASE_PATH));
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn(`web app not built at ${root}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: APP_BASE_PATH,
    index: ['index.html'],
    setHeaders(res, path) {
      if (SUBRESOURCE.test(path)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      res.header(
        'cache-control',
        path.endsWith('.html')
          ? 'no-cache'
          : path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
      );
    },
  });
}

/**
 * CSP sources ('sha256-…') for the inline scripts of a page: a script is
 * allowed by the hash of its exact text, so the CSP still refuses any other
 * inline script, injected or not. The built index.html has four (web/build/):
 * in the head the route preload and the early call (which also fills the
 * network query's first cards), in the body the prerendered screen's swap and
 * the start; all but the first are marked `data-app`. Only those two shapes
 * count, which is how the build writes them.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?: data-app="[a-z-]+")?>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/** The hashes of the built index.html's inline scripts; none when the app is not built. Read at start-up: a rebuild needs a restart (npm start rebuilds before it starts). */
export function builtInlineScriptHashes(webDist: string): string[] {
  const file = resolve(webDist, 'index.html');
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}
