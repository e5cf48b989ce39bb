import type { EffectCallback } from 'react';

/**
 * One read an effect makes for the screen (an answer from the server, the
 * visitor's position, a file), of which only the latest may show. The effect
 * returns it:
 *
 *   useEffect(() => {
 *     if (!cityCode) return;
 *     return latestRead((signal) => {
 *       api(sites.screen, { cityCode }, { signal }).then((f) => !signal.aborted && setFilters(f));
 *     });
 *   }, [cityCode]);
 *
 * React runs the cleanup returned here when the effect's inputs change (a newer
 * read starts) or the page goes away, and it aborts `signal`. The read checks
 * `signal.aborted` before it touches the screen: an answer arriving late for
 * the city, policy or order chosen before must not overwrite the one chosen
 * now. Given to api() or apiBlob(), the signal also cancels the request.
 * A read that holds something to release (an object URL) returns its own
 * cleanup, as an effect would; it runs after the abort.
 */
export function latestRead(read: (signal: AbortSignal) => ReturnType<EffectCallback>): () => void {
  const controller = new AbortController();
  const release = read(controller.signal);
  return () => {
    controller.abort();
    release?.();
  };
}
