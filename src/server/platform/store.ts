/**
 * Short-lived shared state: sessions, verification codes, rate-limit counters.
 * In memory for one instance; Redis when several instances share the work.
 * Values are strings; TTLs are whole seconds.
 */
export interface Store {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Sets only if absent; true when this call set it (a lock or a once-only marker). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Reads and deletes in one step, so a single-use value is used once even under races. */
  take(key: string): Promise<string | null>;
  /** True when the key existed. */
  del(key: string): Promise<boolean>;
  /** Adds one; the TTL starts with the first increment of a window. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /**
   * Takes one off a counter in one step, never below 0, keeping its TTL; an
   * absent key stays absent. Gives back a count that should not have been
   * made (a retry that passed a limit, Limiter.giveBack).
   */
  decr(key: string): Promise<number>;
  /** Extends a key's life; false when it no longer exists. */
  touch(key: string, ttlSeconds: number): Promise<boolean>;
  /** Seconds left, or -2 when absent. */
  ttl(key: string): Promise<number>;
  close(): Promise<void>;
}
