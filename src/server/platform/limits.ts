import { TooMany } from './errors';
import type { Store } from './store';

export interface Limit {
  /** Counter name; the subject (mobile, uuid, address) is appended. */
  name: string;
  max: number;
  windowSeconds: number;
  message: string;
}

/**
 * Fixed-window counters in the shared store, so limits hold across instances.
 * `hit` counts one attempt and refuses past the maximum; `peek` only reads.
 */
export function createLimiter(store: Store) {
  const key = (limit: Limit, subject: string) => `limit:${limit.name}:${subject}`;
  return {
    async hit(limit: Limit, subject: string): Promise<number> {
      const n = await store.incr(key(limit, subject), limit.windowSeconds);
      if (n > limit.max) throw new TooMany(limit.message);
      return n;
    },
    /** Undoes one hit that should not count (a retry of something already done), atomically. */
    async giveBack(limit: Limit, subject: string): Promise<void> {
      await store.decr(key(limit, subject));
    },
    /**
     * Counts one attempt against each limit in turn, then runs `work`; only work that succeeded
     * counts. A refusal by a later limit gives back the earlier ones (a mail refused by its policy's
     * limit does not use up the session's), and so does `work` failing (a customer retrying a mail
     * server's outage keeps the hour's allowance).
     */
    async within<T>(limits: ReadonlyArray<readonly [Limit, string]>, work: () => Promise<T>): Promise<T> {
      const taken: Array<readonly [Limit, string]> = [];
      try {
        for (const [limit, subject] of limits) {
          await this.hit(limit, subject).catch(async (err) => {
            // A refused hit was counted all the same: undone, so refusals do not pile up.
            if (err instanceof TooMany) await this.giveBack(limit, subject);
            throw err;
          });
          taken.push([limit, subject]);
        }
        return await work();
      } catch (err) {
        for (const [limit, subject] of taken) await this.giveBack(limit, subject);
        throw err;
      }
    },
    async peek(limit: Limit, subject: string): Promise<number> {
      return Number((await store.get(key(limit, subject))) ?? 0);
    },
    async reset(limit: Limit, subject: string): Promise<void> {
      await store.del(key(limit, subject));
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
