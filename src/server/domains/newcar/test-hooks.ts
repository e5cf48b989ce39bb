import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/deps';
import { hashSecret } from '../../platform/hashing';

/**
 * Only under NODE_ENV=test (the e2e server): answers the session's image code
 * with a known value, so a browser journey can pass the case-sensitive image
 * code that a person reads off the picture. It writes the answer in the image
 * service's own format (as the API tests do); never registered otherwise.
 * Better owned by the platform's dev routes; kept here until it moves.
 */
export function registerNewcarTestHooks(app: FastifyInstance, deps: PlatformDeps) {
  if (deps.config.NODE_ENV !== 'test') return;
  app.post('/dev/test/image-code', async (request) => {
    const body = (request.body ?? {}) as { uuid?: unknown; code?: unknown; imageId?: unknown };
    if (typeof body.uuid !== 'string' || typeof body.code !== 'string') return { ok: false };
    const imageId = typeof body.imageId === 'string' ? body.imageId : 'default';
    await deps.store.set(
      `img:code:${body.uuid}`,
      JSON.stringify({ hash: hashSecret(deps.config.appSecret, body.code), imageId }),
      300,
    );
    return { ok: true };
  });
}
