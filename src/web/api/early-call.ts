import { RESULT } from '../../shared/result-codes';
import { EARLY_CALL_KEY, EARLY_MAX_AGE_MS, type EarlyCall } from './early-call-key';
import { commonOf, dataOf } from './request';
import { CALL_TIME_LIMIT_MS } from './time-limit';

/*
 * A call index.html sent before any module ran (build/early-call.ts): on a
 * first visit to a page whose first request is always the same, its answer
 * is on the way while the shell downloads (issue 9, the network query's
 * largest paint).
 */

export { EARLY_MAX_AGE_MS };

type Holder = Record<string, EarlyCall | undefined>;
const holder = globalThis as unknown as Holder;

/** The early call for `path`, left in place. */
function find(path: string): EarlyCall | undefined {
  const early = holder[EARLY_CALL_KEY];
  return early && early.path === path ? early : undefined;
}

/** The early call for `path`, removed: the endpoint's first call gets it, whether it matches or not. */
function take(path: string): EarlyCall | undefined {
  const early = find(path);
  if (early) holder[EARLY_CALL_KEY] = undefined;
  return early;
}

const usable = (early: EarlyCall, body: unknown, now: number) =>
  early.body === JSON.stringify(body) && now - early.at <= EARLY_MAX_AGE_MS;

/** The data of a successful answer, else null. */
function okData<T>(json: unknown): T | null {
  return commonOf(json)?.resultCode === RESULT.OK ? (dataOf(json) as T) : null;
}

/**
 * The data of the early call to `path` when it asked exactly for `body`
 * (same JSON), is recent and answered OK; otherwise null, and the caller sends
 * its own call (which shows any failure as usual: the early call never shows
 * one). Used once: the endpoint's first call takes it, matching or not.
 */
export async function adoptEarly<T>(path: string, body: unknown, now = Date.now()): Promise<T | null> {
  const early = take(path);
  if (!early || !usable(early, body, now)) return null;
  // index.html's fetch has no time limit of its own: an answer still missing when the
  // call's limit (time-limit.ts) has passed is given up, and the page's own call takes over.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, early.at + CALL_TIME_LIMIT_MS - now));
  });
  try {
    return okData<T>(await Promise.race([early.answer, givenUp]));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a page's first render: the data of the early call to `path` when its
 * answer has already arrived, asked exactly for `body`, is recent and OK; else
 * null. The call stays in place for `adoptEarly` (the page's first call still
 * takes it, so nothing is asked twice); this only lets the first render show
 * what index.html may already have filled into its prerendered copy
 * (build/early-fill.ts), instead of an empty list for a moment. It marks the
 * call claimed: React now owns the screen, and index.html must not fill its
 * copy any more. Safe to call more than once (StrictMode renders twice).
 */
export function settledEarly<T>(path: string, body: unknown, now = Date.now()): T | null {
  const early = find(path);
  if (!early) return null;
  early.claimed = true;
  return early.settled !== undefined && usable(early, body, now) ? okData<T>(early.settled) : null;
}
