/**
 * A call index.html sent before any module ran (build/early-call.ts, adopted by
 * early-call.ts): `body` is the body as sent (JSON), `at` when (ms since the
 * epoch). Its own module, free of imports, because the build reads it too.
 */
export interface EarlyCall {
  path: string;
  body: string;
  at: number;
  response: Promise<Response>;
}

/** Where index.html leaves it, on `window`. */
export const EARLY_CALL_KEY = '__portalEarlyCall';
