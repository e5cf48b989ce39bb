import { TooMany } from './errors';
import type { Limit, Limiter } from './limits';
import { RateSketchStore } from './rate-sketch-store';

/**
 * Limits counted in this process, each in a count-min sketch of its own
 * (rate-sketch-store.ts), for the one limit whose subjects arrive in floods:
 * new sessions per client address (session.ts), without Redis.
 *
 * Why (issue 9): counted in the in-memory store, every new session from a
 * new address added a second key beside the session itself, the address's
 * counter, living a minute. Under a flood of new addresses the counters took
 * half of the store's 100,000 keys, so the store dropped idle customers'
 * sessions twice as soon, and each counter was one more entry promoted to
 * V8's old generation to die there. A sketch is a fixed 1 MB, allocated on a
 * limit's first use, and keeps nothing per address. The uuid call costs the
 * server 5–10 % less CPU so (the 2026-11-29 07:27 run in
 * bench/history.md); its half-rate p99 did not move measurably.
 *
 * What it gives up, as the per-minute rate limit does: a count can read
 * high, never low, and the window is fixed on the minute rather than
 * counted from an address's first call. After 1.2 million new sessions from
 * as many addresses in one minute (20,000 a second, about what one process
 * serves), 1,000 other addresses read 14 too many at the median and 21 at
 * most, so each keeps most of its 60; only past three million a minute could
 * an address be refused its first. Several instances count apart, so with
 * Redis the limit is counted in the shared store instead (app.ts).
 */
export function createSketchLimiter(now: () => number = Date.now): Pick<Limiter, 'hit'> {
  const sketches = new Map<string, RateSketchStore>();
  const sketchOf = (limit: Limit) => {
    let sketch = sketches.get(limit.name);
    if (!sketch) {
      sketch = new RateSketchStore({}, now);
      sketches.set(limit.name, sketch);
    }
    return sketch;
  };
  return {
    async hit(limit: Limit, subject: string): Promise<number> {
      let counted = 0;
      // The sketch answers at once (its callback is the rate-limit plugin's interface).
      sketchOf(limit).incr(
        subject,
        (_err, answer) => {
          counted = answer.current;
        },
        limit.windowSeconds * 1000,
      );
      if (counted > limit.max) throw new TooMany(limit.message);
      return counted;
    },
  };
}
