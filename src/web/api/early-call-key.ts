/**
 * A call index.html sent before any module ran (build/early-call.ts, adopted by
 * early-call.ts): `body` is the body as sent (JSON), `at` when (ms since the
 * epoch). Its own module, free of imports, because the build reads it too.
 */
export interface EarlyCall {
  path: string;
  body: string;
  at: number;
  /** The answer's JSON; null when the call failed (network, HTTP status, not JSON). Never rejects. */
  answer: Promise<unknown>;
  /** The same JSON once it has arrived (undefined until then): the page's first render can use it at once. */
  settled?: unknown;
  /**
   * Set when the page first renders (early-call.ts `settledEarly`): React is taking over the
   * prerendered screen, so index.html must no longer fill its copy (build/early-fill.ts).
   */
  claimed?: boolean;
}

/** Where index.html leaves it, on `window`. */
export const EARLY_CALL_KEY = '__portalEarlyCall';

/** An answer older than this is not adopted (early-call.ts) nor filled in (build/early-fill.ts): the page asks afresh. */
export const EARLY_MAX_AGE_MS = 30_000;
