/**
 * Lookups by key that arrive together answered by one statement (issue 9).
 *
 * A statement costs the server a socket write and PostgreSQL a round trip
 * and an execution, whatever its number of keys; on this kind of VM the
 * write alone is ~60 µs of the server's CPU. So at most one statement runs at
 * a time: a lookup that arrives while it runs waits, and goes with every
 * other that waited, in the next (up to `maxKeys` distinct keys). Alone, a
 * lookup goes at once: no timer, no added wait at low load.
 *
 * `fetchMany` answers the keys it found; a key it did not find answers
 * undefined. When it fails, every lookup of that statement fails with its
 * error (the same error each would have met alone: the database is down,
 * or the statement timed out).
 */
export function createBatchedLookup<K, V>(fetchMany: (keys: K[]) => Promise<Map<K, V>>, maxKeys = 100) {
  const waiting = new Map<K, { resolve: (value: V | undefined) => void; reject: (err: unknown) => void }[]>();
  let running = false;

  async function run() {
    running = true;
    try {
      while (waiting.size) {
        const keys = [...waiting.keys()].slice(0, maxKeys);
        const callers = keys.map((key) => {
          const list = waiting.get(key) ?? [];
          waiting.delete(key);
          return list;
        });
        try {
          const found = await fetchMany(keys);
          keys.forEach((key, i) => {
            for (const caller of callers[i] ?? []) caller.resolve(found.get(key));
          });
        } catch (err) {
          for (const list of callers) for (const caller of list) caller.reject(err);
        }
      }
    } finally {
      running = false;
    }
  }

  return function lookup(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const list = waiting.get(key);
      if (list) list.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!running) void run();
    });
  };
}
