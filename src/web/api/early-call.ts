import { RESULT } from '../../shared/result-codes';
import { EARLY_CALL_KEY, type EarlyCall } from './early-call-key';
import { commonOf, dataOf } from './request';

/*
 * A call index.html sent before any module ran (build/early-call.ts): on a
 * first visit to a page whose first request is always the same, its answer
 * is on the way while the shell downloads (issue 9, the network query's
 * largest paint).
 */

/** An answer older than this is not adopted: the page asks afresh. */
export const EARLY_MAX_AGE_MS = 30_000;

type Holder = Record<string, EarlyCall | undefined>;

/** The early call for `path`, removed: the endpoint's first call gets it, whether it matches or not. */
function take(path: string): EarlyCall | undefined {
  const holder = globalThis as unknown as Holder;
  const early = holder[EARLY_CALL_KEY];
  if (!early || early.path !== path) return undefined;
  holder[EARLY_CALL_KEY] = undefined;
  return early;
}

/**
 * The data of the early call to `path` when it asked exactly for `body`
 * (same JSON), is recent and answered OK; otherwise null, and the caller sends
 * its own call (which shows any failure as usual: the early call never shows
 * one). Used once: the endpoint's first call takes it, matching or not.
 */
export async function adoptEarly<T>(path: string, body: unknown, now = Date.now()): Promise<T | null> {
  const early = take(path);
  if (!early || early.body !== JSON.stringify(body) || now - early.at > EARLY_MAX_AGE_MS) return null;
  try {
    const response = await early.response;
    if (!response.ok) return null;
    const json: unknown = await response.json();
    if (commonOf(json)?.resultCode !== RESULT.OK) return null;
    return dataOf(json) as T;
  } catch {
    return null;
  }
}
