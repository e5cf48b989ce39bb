import type { Store } from './store';

/**
 * One key's value and expiry: a single small object per key (issue 9). The
 * store holds tens of thousands of keys under load (a session per visitor,
 * and the proofs and counters of what it does), and every one of them is
 * marked by each full garbage collection, so an entry keeps no more objects
 * than it must:
 * - `expiresAt` is milliseconds since the store's epoch, a small integer that
 *   V8 keeps inside the object. A number V8 does not know to be a small
 *   integer (Date.now(), and any difference of two such numbers) is stored as
 *   a boxed number of its own: 16 bytes and one more object per key. The
 *   clock therefore hands out `| 0` integers, and moves its epoch forward
 *   before they would outgrow 31 bits (see `clock` below);
 * - a counter keeps its number, not a string made at each increment.
 */
interface Entry {
  value: string | number;
  expiresAt: number;
  /** Written or extended again since it took its place in the eviction order (see put). */
  reused: boolean;
}

/**
 * How many keys one process keeps. Every visitor adds one or a few (its
 * session, and the proofs and counters of what it does; the count of new
 * sessions per address is kept apart, sketch-limiter.ts), each a couple of
 * hundred bytes; a flood of new sessions within their two-hour life would
 * otherwise grow the process without end. 100,000 keys (tens of thousands of
 * visitors at once, ~25 MB)
 * is ample for the one-process default; several instances share Redis. It was
 * 200,000 until the uuid call got fast enough (20,000 a second) to fill it
 * within the benchmark, and the embedded-database server then peaked at
 * 310 MB, over the 300 MB budget (issue 9); at 100,000 it peaked at 287 MB.
 */
export const MEMORY_STORE_MAX_KEYS = 100_000;

/** How often the sweep of expired keys runs, and how many keys one run looks at (see the sweep). */
export const SWEEP_EVERY_MS = 1_000;
export const SWEEP_SLICE = MEMORY_STORE_MAX_KEYS / 50;

/**
 * About how many keys one shard of the store holds at most (see Shard). A
 * store of up to this many keys is one shard, and its eviction order is
 * exact to the clock's approximation; a larger store is split evenly.
 */
export const MEMORY_STORE_SHARD_KEYS = 2_048;

/** How long the clock counts from one epoch: 2³⁰ ms, about 12 days, half of what fits a small integer. */
export const EPOCH_SPAN_MS = 2 ** 30;

type Entries = ReturnType<Map<string, Entry>['entries']>;

/**
 * A part of the store: its own Map, in the order its keys were written, and
 * its own eviction hand. A full store holds 100,000 keys, and under a flood
 * of new sessions every new key deletes an old one. V8 keeps a deleted entry
 * in its table until the table is full and then rebuilds it whole, into a
 * freshly allocated table: with one Map that was a copy of 100,000 entries
 * into ~3.7 MB about once a second, 6–9 ms each in isolation, and part of
 * the server's 19–32 ms event-loop stalls at half the uuid call's rate
 * (issue 9; the longest fell to 11–26 ms, bench/history.md). Split, a
 * rebuild copies one shard's ~2,000.
 * A key's shard follows from the key alone, so a key lives in one shard.
 */
interface Shard {
  map: Map<string, Entry>;
  /**
   * The clock's hand: one live iterator over the shard, kept between
   * evictions. Starting a fresh iteration at every eviction, as before, walked
   * over every key deleted at the front since the Map last rebuilt its table:
   * under a flood of new sessions, once the store was full, each new key cost
   * a walk over up to a store's worth of deleted slots, and the uuid call fell
   * to a p50 of seconds at 3,000 a second (issue 9). The hand passes each slot
   * once; a Map iterator follows the table across rebuilds and sees keys set
   * after it was made.
   */
  hand: Entries;
}

/** Which of `count` shards a key lives in: FNV-1a over its UTF-16 units, enough to spread keys evenly. */
export function shardIndex(key: string, count: number): number {
  if (count === 1) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % count;
}

/**
 * A key as one flat string. `session:${uuid}` is a cons string (an object
 * pointing to its parts) and a Map keeps it so: two or three objects per
 * stored key instead of one. V8 gives no direct way to flatten; a JSON round
 * trip yields a flat copy of any string, exactly, and runs only when a key is
 * written or extended.
 */
const flat = (prefix: string, key: string): string => JSON.parse(JSON.stringify(prefix + key));

/**
 * The default store: one process, nothing survives a restart. When full it
 * drops a least recently written or extended key first, as Redis does with an
 * LRU eviction policy (approximately, as Redis does too): under a flood the
 * oldest idle sessions go, and a session in use stays. Several instances, or
 * limits that must survive any flood, need REDIS_URL.
 *
 * A key written or extended again stays where it is in its shard's Map and is
 * only marked `reused`; eviction gives a marked key a second chance, moving it
 * to the back, and drops the first unmarked one (the "clock" approximation of
 * LRU). Moving the key on every use instead (delete, then set) was the slow
 * path of every request (issue 9): V8's Map leaves a deleted entry in its hash
 * bucket's chain until the table is rebuilt, so a key deleted and set again on
 * each call (a session's, touched by every request) grows its own chain, and
 * each lookup walks it: ≈ 0.1 ms per touch with 50,000 keys stored. A large
 * store evicts within the shard of the key being added, each shard holding an
 * even part of the keys: the keys spread evenly, so the key dropped is among
 * the least recently used of the whole store.
 */
export function createMemoryStore(
  prefix = '',
  now: () => number = Date.now,
  maxKeys: number = MEMORY_STORE_MAX_KEYS,
): Store {
  const shardCount = Math.max(1, Math.ceil(maxKeys / MEMORY_STORE_SHARD_KEYS));
  /** Rounded down, so that all shards together never hold more than maxKeys. */
  const shardMaxKeys = Math.max(1, Math.floor(maxKeys / shardCount));
  // A Map iterates in insertion order: a shard's first key is its least recently written.
  const shards: Shard[] = Array.from({ length: shardCount }, () => {
    const map = new Map<string, Entry>();
    return { map, hand: map.entries() };
  });
  const shardOf = (key: string): Shard => shards[shardIndex(key, shardCount)];
  let epoch = now();
  /**
   * Milliseconds since the epoch, as a small integer (see Entry). After about
   * 12 days the epoch moves to now and every expiry moves with it, once: TTLs
   * are far shorter, so expiries stay within 31 bits too. A wall clock set
   * back moves the epoch the same way (keys then live longer, as before).
   */
  const clock = (): number => {
    const elapsed = now() - epoch;
    if (elapsed >= 0 && elapsed < EPOCH_SPAN_MS) return elapsed | 0;
    epoch += elapsed;
    for (const { map } of shards) {
      for (const entry of map.values()) {
        const left = entry.expiresAt - elapsed;
        entry.expiresAt = Math.abs(left) < EPOCH_SPAN_MS ? left | 0 : left;
      }
    }
    return 0;
  };
  const text = (value: string | number) => (typeof value === 'number' ? String(value) : value);
  const live = (key: string, { map } = shardOf(key)): Entry | undefined => {
    const entry = map.get(prefix + key);
    if (entry && entry.expiresAt <= clock()) {
      map.delete(prefix + key);
      return undefined;
    }
    return entry;
  };
  /** Makes room in a shard for one more key: the next key in order not reused since it was placed goes. */
  const evict = (shard: Shard) => {
    const { map } = shard;
    while (map.size >= shardMaxKeys) {
      let step = shard.hand.next();
      if (step.done) {
        shard.hand = map.entries();
        step = shard.hand.next();
        if (step.done) return;
      }
      const [k, entry] = step.value;
      map.delete(k);
      if (entry.reused) {
        // Its second chance: to the back, unmarked (the only place a key moves).
        entry.reused = false;
        map.set(k, entry);
      }
    }
  };
  /** Adds a key known to be absent from its shard (live() just said so), making room first. */
  const add = (shard: Shard, key: string, value: string | number, ttl: number) => {
    if (shard.map.size >= shardMaxKeys) evict(shard);
    shard.map.set(flat(prefix, key), { value, expiresAt: clock() + ttl * 1000, reused: false });
  };
  const put = (key: string, value: string | number, ttl: number) => {
    const shard = shardOf(key);
    const entry = live(key, shard);
    if (!entry) return add(shard, key, value, ttl);
    entry.value = value;
    entry.expiresAt = clock() + ttl * 1000;
    entry.reused = true;
  };
  /**
   * Expired entries nobody reads again would otherwise stay forever. The sweep
   * looks at a slice of the keys each second, shard after shard, from where it
   * stopped (a hand of its own, as the eviction's), not at every key once a
   * minute: one walk over a full store took 23–33 ms, a pause every request in
   * flight waited out (issue 9). A slice is a fiftieth of a full store, so
   * every key is still looked at within about a minute.
   */
  let sweepShard = 0;
  let sweepHand = shards[0].map.entries();
  const sweeper = setInterval(() => {
    const t = clock();
    for (let looked = 0; looked < SWEEP_SLICE; ) {
      const step = sweepHand.next();
      if (step.done) {
        sweepShard = (sweepShard + 1) % shardCount;
        sweepHand = shards[sweepShard].map.entries();
        if (sweepShard === 0) return; // the next pass starts with the next tick
        continue;
      }
      looked += 1;
      const [k, e] = step.value;
      if (e.expiresAt <= t) shards[sweepShard].map.delete(k);
    }
  }, SWEEP_EVERY_MS);
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
      const shard = shardOf(key);
      if (live(key, shard)) return false;
      add(shard, key, value, ttl);
      return true;
    },
    async take(key) {
      const entry = live(key);
      shardOf(key).map.delete(prefix + key);
      return entry ? text(entry.value) : null;
    },
    async del(key) {
      const existed = live(key) !== undefined;
      shardOf(key).map.delete(prefix + key);
      return existed;
    },
    async incr(key, ttl) {
      // One lookup: a counter's first hit adds it where the lookup found nothing.
      const shard = shardOf(key);
      const entry = live(key, shard);
      const next = entry ? Number(entry.value) + 1 : 1;
      if (entry) entry.value = next;
      else add(shard, key, next, ttl);
      return next;
    },
    async decr(key) {
      const entry = live(key);
      if (!entry) return 0;
      const next = Math.max(0, Number(entry.value) - 1);
      entry.value = next;
      return next;
    },
    async touch(key, ttl) {
      const entry = live(key);
      if (!entry) return false;
      entry.expiresAt = clock() + ttl * 1000;
      entry.reused = true;
      return true;
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - clock()) / 1000) : -2;
    },
    async close() {
      clearInterval(sweeper);
      for (const { map } of shards) map.clear();
    },
  };
}
