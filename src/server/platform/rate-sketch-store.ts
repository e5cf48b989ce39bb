/**
 * The per-address request counts of the coarse per-minute rate limit
 * (security.ts) when no Redis is configured: a count-min sketch in typed
 * arrays, in place of @fastify/rate-limit's own LRU of one object per address.
 *
 * Why (issue 9): the LRU kept an entry per client address (key, counter
 * object, list node) for 5,000 addresses. Under many addresses each entry
 * lived long enough to be promoted to V8's old generation and then died
 * there, so the old generation grew with the traffic and a full collection
 * ran every ~4 s at 10,000 req/s; each one slowed every answer for 100–300 ms
 * (bench/history.md). The sketch is a fixed 1 MB allocated once: counting an
 * address keeps nothing of its own (the answer the plugin asks for dies with
 * the request), and no address is forgotten to make room for
 * another, as the LRU forgot the least recent one (whose count then started
 * again from nought).
 *
 * What it gives up, for a cap whose only job is to stop floods:
 * - a count can read high, never low: an address shares each of its cells
 *   with others, and the sketch answers the least of its DEPTH cells. The
 *   excess is about (requests in the window) / WIDTH per cell, ~9 at
 *   600,000 requests a minute against the default cap of 600;
 * - the window is fixed (every address's count starts again on the minute),
 *   not counted from each address's first request, so an address can send up
 *   to twice the cap across a window's end.
 *
 * The store interface is @fastify/rate-limit's (incr, read, child).
 */

import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** Cells a row; a power of two, so that an index is a mask. */
const WIDTH = 1 << 16;
/** Rows, each with its own cell for a key; the count is the least of them. */
const DEPTH = 4;

type Answer = (err: Error | null, result: { current: number; ttl: number }) => void;

/**
 * The cell of `key` in each row, written into `into`: two 32-bit FNV-1a
 * hashes with different primes, combined by double hashing (h1 + row·h2).
 * Written into an array kept by the store, so that counting allocates nothing.
 */
function cellsOf(key: string, into: Uint32Array) {
  let h1 = 0x811c9dc5;
  let h2 = 0x050c5d1f;
  for (let i = 0; i < key.length; i += 1) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  // Odd, so that the rows' cells of one key differ modulo a power of two.
  h2 = (h2 ^ (h2 >>> 15)) | 1;
  for (let row = 0; row < DEPTH; row += 1) into[row] = row * WIDTH + ((h1 + Math.imul(row, h2)) & (WIDTH - 1));
}

export interface SketchStoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

export class RateSketchStore implements FastifyRateLimitStore {
  private readonly cells = new Uint32Array(WIDTH * DEPTH);
  /** The cells of the key being counted (cellsOf). */
  private readonly at = new Uint32Array(DEPTH);
  /** Start of the counted window, in ms since the epoch (a multiple of the window's length). */
  private windowStart = 0;
  private readonly now: () => number;

  constructor(options: SketchStoreOptions = {}, now: () => number = Date.now) {
    // Both restart an address's own window, which a fixed window has not got.
    if (options.continueExceeding || options.exponentialBackoff)
      throw new Error(
        'RateSketchStore counts fixed windows: continueExceeding and exponentialBackoff are not supported',
      );
    this.now = now;
  }

  /** Counts one request of `key` and answers its count in the window and the window's ms left. */
  incr(key: string, answer: Answer, timeWindow: number) {
    const left = this.enterWindow(timeWindow);
    cellsOf(key, this.at);
    let least = 0xffffffff;
    for (let row = 0; row < DEPTH; row += 1) {
      const cell = this.at[row];
      const count = Math.min(this.cells[cell] + 1, 0xffffffff);
      this.cells[cell] = count;
      if (count < least) least = count;
    }
    answer(null, { current: least, ttl: left });
  }

  /** The count of `key` in the window, without counting (the plugin's `increment: false`). */
  read(key: string, answer: Answer, timeWindow: number) {
    const left = this.enterWindow(timeWindow);
    cellsOf(key, this.at);
    let least = 0xffffffff;
    for (let row = 0; row < DEPTH; row += 1) least = Math.min(least, this.cells[this.at[row]]);
    answer(null, { current: least, ttl: least ? left : 0 });
  }

  /** A route with a limit of its own counts apart, as the plugin's own store does (it passes the merged limit options). */
  child(routeOptions: object) {
    return new RateSketchStore(routeOptions as SketchStoreOptions, this.now);
  }

  /** Clears the counts when the window has moved on; answers the ms left in the current one. */
  private enterWindow(timeWindow: number): number {
    const now = this.now();
    if (now >= this.windowStart + timeWindow || now < this.windowStart) {
      this.cells.fill(0);
      this.windowStart = now - (now % timeWindow);
    }
    return this.windowStart + timeWindow - now;
  }
}
