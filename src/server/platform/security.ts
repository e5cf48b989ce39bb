import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { RESULT, RESULT_MESSAGES } from '../../shared/result-codes';
import { isApiUrl } from './api-paths';
import { RateSketchStore } from './rate-sketch-store';
import { envelope } from './route';

/** The headers a middleware that only sets fixed headers sets (helmet's, whose options are all static). */
function headersSetBy(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void,
): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

/**
 * Headers of ASVS 14.4: a CSP without inline scripts (other than those it names
 * by hash), HSTS for a year, nosniff, a strict referrer policy. frame-ancestors 'self': the messaging app's browser
 * opens the portal at top level, so no other site needs to frame it.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { perMinute: number; redis?: Redis; keyPrefix: string; inlineScripts?: string[] },
) {
  // The headers helmet sets, worked out once and set on every answer.
  // @fastify/helmet, used before, built helmet's middleware again on every
  // request (parsing and checking every CSP directive), and the middleware
  // then set each header on the raw response, checked again: together ~13 %
  // of the CPU of a light request and garbage enough that the bare route ran
  // a mark-compact every 1.6 s, each stalling answers for ~40 ms on this VM
  // (issue 9). The headers are the same on every answer.
  const securityHeaders = headersSetBy(
    helmet({
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
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(rateLimit, {
    max: options.perMinute,
    timeWindow: 60_000,
    // Shared by every instance through Redis when there is one; else counted
    // in this process without an object per address (rate-sketch-store.ts).
    ...(options.redis ? { redis: options.redis } : { store: RateSketchStore }),
    nameSpace: `${options.keyPrefix}rl:`,
    // Redis down: this coarse per-minute rate lets the request through, and the
    // request then fails closed where it needs the store (session, codes,
    // limits), with the "temporarily unavailable" code instead of a 500.
    skipOnError: true,
    // No x-ratelimit-* headers on answers within the limit: nobody reads them
    // (the web client shows the envelope's code), they tell a scraper its
    // budget, and they were three more headers to check and write on every
    // API answer (issue 9). A refused request still gets retry-after.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Only the API is limited (every path the contract names); static files are cheap and cached.
    allowList: (request) => !isApiUrl(request.url),
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      ...envelope(request.id, RESULT.TOO_MANY, RESULT_MESSAGES[RESULT.TOO_MANY]),
    }),
  });
}
