import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_BASE_PATH } from '../../shared/constants';

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
