import type { Store } from './store';

/**
 * One key's value and expiry: a single small object per key (issue 9). The
 * store holds tens of thousands of keys under load (a session and an issue
 * counter per visitor), and every one of them is marked by each full garbage
 * collection, so an entry keeps no more objects than it must:
 * - `expiresAt` is milliseconds since the store was made, a small integer that
 *   V8 keeps inside the object (an absolute Date.now() value would be a boxed
 *   number of its own, one more object per key, for about 24 days of uptime);
 * - a counter keeps its number, not a string made at each increment.
 */
interface Entry {
  value: string | number;
  expiresAt: number;
}

/**
 * How many keys one process keeps. Every visitor adds a few (a session, the
 * session-issue counter of its address), each a couple of hundred bytes; a
 * flood of new sessions within their two-hour life would otherwise grow the
 * process without end. 200,000 keys is about 50 MB.
 */
export const MEMORY_STORE_MAX_KEYS = 200_000;

/**
 * The default store: one process, nothing survives a restart. When full it
 * drops the least recently written or extended key first, as Redis does with
 * an LRU eviction policy: under a flood the oldest idle sessions go, and a
 * session in use (touch moves it to the back) stays. Several instances, or
 * limits that must survive any flood, need REDIS_URL.
 */
/**
 * A key as one flat string. `session:${uuid}` is a cons string (an object
 * pointing to its parts) and a Map keeps it so: two or three objects per
 * stored key instead of one. V8 gives no direct way to flatten; a JSON round
 * trip yields a flat copy of any string, exactly, and runs only when a key is
 * written or extended.
 */
const flat = (prefix: string, key: string): string => JSON.parse(JSON.stringify(prefix + key));

export function createMemoryStore(
  prefix = '',
  now: () => number = Date.now,
  maxKeys: number = MEMORY_STORE_MAX_KEYS,
): Store {
  // A Map iterates in insertion order: the first key is the least recently written.
  const map = new Map<string, Entry>();
  const epoch = now();
  const clock = () => now() - epoch;
  const text = (value: string | number) => (typeof value === 'number' ? String(value) : value);
  const live = (key: string): Entry | undefined => {
    const entry = map.get(prefix + key);
    if (entry && entry.expiresAt <= clock()) {
      map.delete(prefix + key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, value: string | number, ttl: number) => {
    const k = flat(prefix, key);
    // Deleted first so that the key moves to the back of the eviction order.
    map.delete(k);
    while (map.size >= maxKeys) {
      const oldest = map.keys().next();
      if (oldest.done) break;
      map.delete(oldest.value);
    }
    map.set(k, { value, expiresAt: clock() + ttl * 1000 });
  };
  // Expired entries nobody reads again would otherwise stay forever.
  const sweeper = setInterval(() => {
    const t = clock();
    for (const [k, e] of map) if (e.expiresAt <= t) map.delete(k);
  }, 60_000);
  sweeper.unref();

  return {
    async get(key) {
      const entry = live(key);
      return entry ? text(entry.value) : null;
    },
    async set(key, value, ttl) {
      put(key, value, ttl);
    },
    async setIfAbsent(key, value, ttl) {
      if (live(key)) return false;
      put(key, value, ttl);
      return true;
    },
    async take(key) {
      const entry = live(key);
      map.delete(prefix + key);
      return entry ? text(entry.value) : null;
    },
    async del(key) {
      const existed = live(key) !== undefined;
      map.delete(prefix + key);
      return existed;
    },
    async incr(key, ttl) {
      const entry = live(key);
      const next = entry ? Number(entry.value) + 1 : 1;
      if (entry) entry.value = next;
      else put(key, next, ttl);
      return next;
    },
    async touch(key, ttl) {
      const entry = live(key);
      if (!entry) return false;
      entry.expiresAt = clock() + ttl * 1000;
      // Used just now: to the back of the eviction order.
      map.delete(prefix + key);
      map.set(flat(prefix, key), entry);
      return true;
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - clock()) / 1000) : -2;
    },
    async close() {
      clearInterval(sweeper);
      map.clear();
    },
  };
}
