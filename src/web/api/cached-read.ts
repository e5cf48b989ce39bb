import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Cached reads of what changes rarely (content, region lists): a page visited
 * twice within five minutes does not ask twice, and components asking for the
 * same thing at once share one request. A failed read is not kept: the next
 * page that wants it asks again (the API client has already shown the error).
 *
 * Why not TanStack Query, which did this before: it cost ≈ 10 kB gzip on every
 * route's critical path (issue 9's budget is 130 kB for home), and the portal
 * used none of what that buys (mutations, retries, refetch on focus).
 */
export const FRESH_MS = 5 * 60_000;

export interface CachedRead<T> {
  data: T | undefined;
  isError: boolean;
  isLoading: boolean;
  /** Why the last read failed (an ApiError from the client), while `isError`. */
  error?: unknown;
}

interface Entry {
  state: CachedRead<unknown>;
  /** When the data arrived (ms); stale after FRESH_MS. */
  at: number;
  pending: Promise<unknown> | null;
  listeners: Set<() => void>;
}

const IDLE: CachedRead<never> = { data: undefined, isError: false, isLoading: false };
const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: IDLE, at: 0, pending: null, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function update(entry: Entry, state: CachedRead<unknown>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

const isFresh = (entry: Entry, now: number) => entry.state.data !== undefined && now - entry.at < FRESH_MS;

/** The value under `key`: the cached one while fresh, else what `load` brings (one request at a time per key). */
export function readCached<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const entry = entryOf(key);
  if (isFresh(entry, now)) return Promise.resolve(entry.state.data as T);
  if (entry.pending) return entry.pending as Promise<T>;
  update(entry, { ...entry.state, isError: false, isLoading: true });
  const pending = load().then(
    (data) => {
      entry.pending = null;
      entry.at = Date.now();
      update(entry, { data, isError: false, isLoading: false });
      return data;
    },
    (error: unknown) => {
      entry.pending = null;
      update(entry, { data: entry.state.data, isError: true, isLoading: false, error });
      throw error;
    },
  );
  entry.pending = pending;
  return pending;
}

/** Forgets every cached value (tests; a customer switching edition does not need it). */
export function clearCachedReads() {
  entries.clear();
}

/**
 * `readCached` as a component sees it; nothing is asked while `enabled` is false.
 * `retry` asks again (for a page's 重新加载 after a failed read).
 */
export function useCachedRead<T>(
  key: string,
  load: () => Promise<T>,
  enabled = true,
): CachedRead<T> & { retry: () => void } {
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = entryOf(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [key],
  );
  const snapshot = () => entryOf(key).state;
  // The same snapshot outside a browser, for the build's prerender (nothing is read there: the effect never runs).
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  // `load` is a new closure each render; the key says what it loads, and a retry uses the latest.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    if (enabled) readCached(key, () => latestLoad.current()).catch(() => undefined);
  }, [key, enabled]);
  const retry = useCallback(() => {
    readCached(key, () => latestLoad.current()).catch(() => undefined);
  }, [key]);
  return { ...(state as CachedRead<T>), retry };
}
