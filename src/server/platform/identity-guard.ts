import { HOTLINE } from '../../shared/constants';
import { TooMany } from './errors';
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
  return {
    /**
     * Call before the lookup: refuses a client already locked out. Gives the
     * session's misses so far, so that a caller asking for an image code after
     * a few does not read the counter a second time.
     */
    async ensureAllowed(asker: Asker): Promise<number> {
      // Both counters in one round trip to the store (issue 9, fewer round trips).
      const [sessionMisses, addressMisses] = await Promise.all([
        limiter.peek(IDENTITY_LIMITS.perSession, asker.uuid),
        limiter.peek(IDENTITY_LIMITS.perAddress, asker.clientAddress),
      ]);
      if (sessionMisses >= IDENTITY_LIMITS.perSession.max || addressMisses >= IDENTITY_LIMITS.perAddress.max)
        throw new TooMany(IDENTITY_LIMITS.perSession.message);
      return sessionMisses;
    },
    /** Call when the identity given matched nothing. */
    async recordMiss(asker: Asker): Promise<void> {
      await Promise.all([
        limiter.hit(IDENTITY_LIMITS.perSession, asker.uuid).catch(() => undefined),
        limiter.hit(IDENTITY_LIMITS.perAddress, asker.clientAddress).catch(() => undefined),
      ]);
    },
  };
}
export type IdentityGuard = ReturnType<typeof createIdentityGuard>;
