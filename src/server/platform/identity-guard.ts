import { HOTLINE } from '../../shared/constants';
import { NotFound, Refused, TooMany } from './errors';
import type { Limiter } from './limits';

/**
 * Queries by a person's identity (policy, claims, invoices, deliveries, orders)
 * must not become a way to test other people's data. A client whose lookups
 * keep missing is locked out for an hour: per session, and per address so that
 * a fresh session does not reset it. Counters sit in the shared store, so the
 * limit holds across instances.
 */
export const IDENTITY_LIMITS = {
  perSession: {
    name: 'identity-miss-session',
    max: 10,
    windowSeconds: 3600,
    message: `查询失败次数过多，请1小时后再试或拨打${HOTLINE}`,
  },
  perAddress: {
    name: 'identity-miss-address',
    max: 50,
    windowSeconds: 3600,
    message: `查询失败次数过多，请1小时后再试或拨打${HOTLINE}`,
  },
} as const;

export interface Asker {
  uuid: string;
  clientAddress: string;
}

export function createIdentityGuard(limiter: Limiter) {
  const both = (asker: Asker) =>
    [
      [IDENTITY_LIMITS.perSession, asker.uuid],
      [IDENTITY_LIMITS.perAddress, asker.clientAddress],
    ] as const;
  return {
    /**
     * Refuses a client already locked out, counting nothing: for a step that
     * must not run for one (an SMS code it would use up) before the lookup.
     */
    async ensureAllowed(asker: Asker): Promise<void> {
      // Both counters in one round trip to the store (issue 9, fewer round trips).
      const [sessionMisses, addressMisses] = await Promise.all(both(asker).map(([l, s]) => limiter.peek(l, s)));
      if (sessionMisses >= IDENTITY_LIMITS.perSession.max || addressMisses >= IDENTITY_LIMITS.perAddress.max)
        throw new TooMany(IDENTITY_LIMITS.perSession.message);
    },

    /**
     * Call before the lookup: counts it as a miss at once, refusing a client
     * past either limit, and gives the session's misses before it (the policy
     * query asks for an image code from them). Counted up front, lookups sent
     * together each see the others: read first and counted after, a burst all
     * read no miss, so one address could try hundreds of people an hour where
     * fifty are allowed, none of them behind an image code. When the lookup
     * matched (or never compared an identity), `notAMiss` gives it back.
     */
    async attempt(asker: Asker): Promise<number> {
      // Both counters in one round trip; a refused attempt is given back on both.
      const counted = await Promise.allSettled(both(asker).map(([l, s]) => limiter.hit(l, s)));
      const refused = counted.find((c) => c.status === 'rejected');
      if (refused) {
        if (refused.reason instanceof TooMany) await this.notAMiss(asker);
        throw refused.reason;
      }
      return (counted[0] as PromiseFulfilledResult<number>).value - 1;
    },

    /**
     * One identity lookup under the lockout: counted by `attempt` before `find` runs, and kept as a miss
     * only when `find` says the person was not there (NotFound) or did not match (Refused). Anything else
     * it throws (the database down, E2000503) says nothing about the person, so the count is given back:
     * else ten retries through an outage would lock the customer out for an hour after it ended.
     */
    async lookup<T>(asker: Asker, find: (missesBefore: number) => Promise<T>): Promise<T> {
      const missesBefore = await this.attempt(asker);
      let found: T;
      try {
        found = await find(missesBefore);
      } catch (err) {
        if (!(err instanceof NotFound || err instanceof Refused)) await this.notAMiss(asker);
        throw err;
      }
      await this.notAMiss(asker);
      return found;
    },

    /** The lookup counted by `attempt` found the person it was asked about, or stopped before comparing. */
    async notAMiss(asker: Asker): Promise<void> {
      await Promise.all(both(asker).map(([l, s]) => limiter.giveBack(l, s).catch(() => undefined)));
    },
  };
}
export type IdentityGuard = ReturnType<typeof createIdentityGuard>;
