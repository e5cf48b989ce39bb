import { describe, expect, it } from 'vitest';
import { RateSketchStore } from './rate-sketch-store';

const MINUTE = 60_000;

/** The store's callback answer, as a value. */
function count(store: RateSketchStore, key: string, method: 'incr' | 'read' = 'incr') {
  let answer: { current: number; ttl: number } | undefined;
  store[method](
    key,
    (err, result) => {
      if (err) throw err;
      answer = result;
    },
    MINUTE,
  );
  if (!answer) throw new Error('the store did not answer at once');
  return answer;
}

const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

describe('RateSketchStore (the per-minute limit without Redis)', () => {
  it('counts each address in its window and says how long the window has left', () => {
    let now = 7 * MINUTE + 15_000;
    const store = new RateSketchStore({}, () => now);
    expect(count(store, '10.0.0.1')).toEqual({ current: 1, ttl: 45_000 });
    expect(count(store, '10.0.0.1').current).toBe(2);
    expect(count(store, '10.0.0.2').current).toBe(1);
    now += 5_000;
    expect(count(store, '10.0.0.1')).toEqual({ current: 3, ttl: 40_000 });
  });

  it('starts every count again when the window moves on', () => {
    let now = 3 * MINUTE + 59_999;
    const store = new RateSketchStore({}, () => now);
    for (let i = 0; i < 5; i++) count(store, '10.0.0.1');
    expect(count(store, '10.0.0.1', 'read')).toEqual({ current: 5, ttl: 1 });
    now += 1;
    expect(count(store, '10.0.0.1', 'read').current).toBe(0);
    expect(count(store, '10.0.0.1')).toEqual({ current: 1, ttl: MINUTE });
  });

  it('reads without counting', () => {
    const store = new RateSketchStore({}, () => 0);
    expect(count(store, '10.0.0.9', 'read')).toEqual({ current: 0, ttl: 0 });
    count(store, '10.0.0.9');
    expect(count(store, '10.0.0.9', 'read').current).toBe(1);
    expect(count(store, '10.0.0.9', 'read').current).toBe(1);
  });

  it('never reads an address low, and reads it high by little, among 600,000 requests of a minute', () => {
    // The bench's worst case: 10,000 new addresses a second for a minute, one request each,
    // beside one address that sends the default cap of 600.
    const store = new RateSketchStore({}, () => 0);
    for (let n = 0; n < 600_000; n++) {
      count(store, address(n));
      if (n % 1000 === 0) count(store, '192.168.1.1');
    }
    expect(count(store, '192.168.1.1', 'read').current).toBeGreaterThanOrEqual(600);
    expect(count(store, '192.168.1.1', 'read').current).toBeLessThan(600 + 30);
    let high = 0;
    for (let n = 0; n < 2000; n++) high = Math.max(high, count(store, address(n), 'read').current);
    expect(high).toBeGreaterThanOrEqual(1);
    expect(high).toBeLessThan(30);
  });

  it('forgets no address to make room: the first of 100,000 still counts', () => {
    // The plugin's own store kept the 5,000 most recent and started a forgotten one again from 1.
    const store = new RateSketchStore({}, () => 0);
    for (let i = 0; i < 10; i++) count(store, '10.255.255.1');
    for (let n = 0; n < 100_000; n++) count(store, address(n));
    expect(count(store, '10.255.255.1').current).toBeGreaterThanOrEqual(11);
  });

  it('gives a route with a limit of its own counts of its own', () => {
    const store = new RateSketchStore({}, () => 0);
    const route = store.child({ max: 3 });
    count(store, '10.0.0.1');
    expect(count(route, '10.0.0.1').current).toBe(1);
    expect(count(store, '10.0.0.1').current).toBe(2);
  });

  it('refuses the options that restart an address’s own window, which a fixed window has not got', () => {
    expect(() => new RateSketchStore({ continueExceeding: true })).toThrow(/fixed windows/);
    expect(() => new RateSketchStore({ exponentialBackoff: true })).toThrow(/fixed windows/);
  });
});
