import type { Store } from '../platform/store';

/**
 * A store that answers the commands sent together as one round trip, as Redis
 * answers the commands a client writes before it waits, and counts the round
 * trips. Commands issued in the same turn of the event loop go together; a
 * command issued after awaiting another starts the next round trip. So a test
 * can tell "one round trip" from "one per command" without timing anything.
 */
export function roundTripStore(inner: Store) {
  let waiting: Array<() => Promise<void>> = [];
  let roundTrips = 0;

  async function answerWaiting() {
    const batch = waiting;
    waiting = [];
    roundTrips += 1;
    for (const answer of batch) await answer();
  }

  const send =
    <A extends unknown[], T>(command: (...args: A) => Promise<T>) =>
    (...args: A) =>
      new Promise<T>((resolve, reject) => {
        if (waiting.length === 0) setImmediate(answerWaiting);
        waiting.push(() => command(...args).then(resolve, reject));
      });

  const store: Store = {
    get: send(inner.get.bind(inner)),
    set: send(inner.set.bind(inner)),
    setIfAbsent: send(inner.setIfAbsent.bind(inner)),
    take: send(inner.take.bind(inner)),
    del: send(inner.del.bind(inner)),
    incr: send(inner.incr.bind(inner)),
    decr: send(inner.decr.bind(inner)),
    touch: send(inner.touch.bind(inner)),
    ttl: send(inner.ttl.bind(inner)),
    close: () => inner.close(),
  };
  return {
    store,
    /** Round trips since the last call, then starts counting again. */
    takeRoundTrips() {
      const n = roundTrips;
      roundTrips = 0;
      return n;
    },
  };
}
