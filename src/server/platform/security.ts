import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { RESULT, RESULT_MESSAGES } from '../../shared/result-codes';
import { envelope } from './route';

/**
 * Headers of ASVS 14.4: a CSP without inline scripts (other than those it names
 * by hash), HSTS for a year, nosniff, a strict referrer policy. frame-ancestors 'self': the messaging app's browser
 * opens the portal at top level, so no other site needs to frame it.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { perMinute: number; redis?: Redis; keyPrefix: string; inlineScripts?: string[] },
) {
  // helmet's middleware, built once. @fastify/helmet, used before, built it
  // again on every request (helmet(options) parses and checks every CSP
  // directive), some 7 % of the CPU of a request that does little else and a
  // steady stream of garbage (issue 9). The headers are the same on every
  // answer, so the middleware is too.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only by their hashes (the web app's route preload), never 'unsafe-inline'.
        scriptSrc: ["'self'", ...(options.inlineScripts ?? [])],
        // antd-mobile positions popups with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(rateLimit, {
    max: options.perMinute,
    timeWindow: 60_000,
    redis: options.redis,
    nameSpace: `${options.keyPrefix}rl:`,
    // Redis down: this coarse per-minute rate lets the request through, and the
    // request then fails closed where it needs the store (session, codes,
    // limits), with the "temporarily unavailable" code instead of a 500.
    skipOnError: true,
    // Only the API is limited; static files are cheap and cached.
    allowList: (request) => !(request.url.startsWith('/kej/') || request.url.startsWith('/G-MPS/')),
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      ...envelope(request.id, RESULT.TOO_MANY, RESULT_MESSAGES[RESULT.TOO_MANY]),
    }),
  });
}
