/**
 * One value of reference data (code tables, the home page's channels) held in
 * process memory, so a request that only reads it needs no database round trip.
 *
 * How it stays correct, since another instance (or a deploy) may rewrite the
 * rows while this one runs:
 * - Without `version`, the value is reloaded when it is older than `ttlMs`:
 *   a change shows here at most `ttlMs` later.
 * - With `version` (a cheap read of something every writer changes, such as
 *   the hash of the last content import), the value is kept as long as the
 *   version is the same, and the version is read again at most every `ttlMs`.
 * - `invalidate()` drops the value at once; a writer in this process calls it.
 *
 * One load at a time: concurrent readers of a missing or stale value share one
 * query. A failed load is not kept; the next reader tries again. It holds one
 * value, so nothing a visitor sends can make it grow.
 */
export interface ReferenceCache<V> {
  get(): Promise<V>;
  invalidate(): void;
}

export function createReferenceCache<V>(options: {
  load: () => Promise<V>;
  ttlMs: number;
  version?: () => Promise<string>;
  now?: () => number;
}): ReferenceCache<V> {
  const { load, ttlMs, version, now = Date.now } = options;
  let current: { value: V; version: string | undefined; checkedAt: number } | undefined;
  let pending: Promise<V> | undefined;
  let generation = 0;

  const refresh = (): Promise<V> => {
    if (pending) return pending;
    const started = generation;
    const run = (async () => {
      const seen = version ? await version() : undefined;
      // Still the same version: only the time of the check moves.
      if (current && seen !== undefined && seen === current.version) {
        current.checkedAt = now();
        return current.value;
      }
      const value = await load();
      // An invalidation during the load may mean the rows changed under it: do not keep it.
      if (started === generation) current = { value, version: seen, checkedAt: now() };
      return value;
    })();
    pending = run;
    const clear = () => {
      if (pending === run) pending = undefined;
    };
    run.then(clear, clear);
    return run;
  };

  return {
    get() {
      if (current && now() - current.checkedAt < ttlMs) return Promise.resolve(current.value);
      return refresh();
    },
    invalidate() {
      generation += 1;
      current = undefined;
      pending = undefined;
    },
  };
}
