import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Where a link the server makes (an e-policy's QR code, a group-buy link) should point: the configured
 * PUBLIC_ORIGIN, else, in development and tests, the host the request came to.
 */
export function publicOrigin(
  config: Pick<Config, 'PUBLIC_ORIGIN'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
) {
  return config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
}
