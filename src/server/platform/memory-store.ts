import type { Store } from './store';

interface Entry {
  value: string;
  expiresAt: number;
}

/** The default store: one process, nothing survives a restart. */
export function createMemoryStore(prefix = '', now: () => number = Date.now): Store {
  const map = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = map.get(prefix + key);
    if (entry && entry.expiresAt <= now()) {
      map.delete(prefix + key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, value: string, ttl: number) =>
    map.set(prefix + key, { value, expiresAt: now() + ttl * 1000 });
  // Expired entries nobody reads again would otherwise stay forever.
  const sweeper = setInterval(() => {
    const t = now();
    for (const [k, e] of map) if (e.expiresAt <= t) map.delete(k);
  }, 60_000);
  sweeper.unref();

  return {
    async get(key) {
      return live(key)?.value ?? null;
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
      return entry?.value ?? null;
    },
    async del(key) {
      const existed = live(key) !== undefined;
      map.delete(prefix + key);
      return existed;
    },
    async incr(key, ttl) {
      const entry = live(key);
      const next = entry ? Number(entry.value) + 1 : 1;
      if (entry) entry.value = String(next);
      else put(key, '1', ttl);
      return next;
    },
    async touch(key, ttl) {
      const entry = live(key);
      if (!entry) return false;
      entry.expiresAt = now() + ttl * 1000;
      return true;
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - now()) / 1000) : -2;
    },
    async close() {
      clearInterval(sweeper);
      map.clear();
    },
  };
}
