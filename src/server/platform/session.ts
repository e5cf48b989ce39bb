import { randomUUID } from 'node:crypto';
import { SessionExpired } from './errors';
import type { Limiter } from './limits';
import type { Store } from './store';

/** A session lives two hours after its last call. */
export const SESSION_TTL_SECONDS = 2 * 60 * 60;

const SESSION_VALUE = '1';

/**
 * Anonymous sessions: a uuid in the shared store, nothing in process memory.
 * New sessions per client address are counted by `issueLimiter`: the store's
 * limiter where the store is shared, else a sketch (sketch-limiter.ts).
 */
export function createSessions(
  store: Store,
  issueLimiter: Pick<Limiter, 'hit'>,
  /** New sessions one client address may open per minute (config SESSION_ISSUE_PER_MINUTE). */
  issuePerMinute: number,
) {
  const issueLimit = {
    name: 'uuid-issue',
    max: issuePerMinute,
    windowSeconds: 60,
    message: '访问过于频繁，请稍后再试',
  };
  const key = (uuid: string) => `session:${uuid}`;
  return {
    async issue(clientAddress: string): Promise<string> {
      await issueLimiter.hit(issueLimit, clientAddress);
      const uuid = randomUUID().replaceAll('-', '');
      // The value says only that the session exists: one constant string shared
      // by every session, rather than a string of its own per visitor (issue 9).
      await store.set(key(uuid), SESSION_VALUE, SESSION_TTL_SECONDS);
      return uuid;
    },
    /** Throws SessionExpired for an unknown uuid; extends a known one. */
    async require(uuid: string): Promise<void> {
      if (!/^[0-9a-f]{32}$/.test(uuid) || !(await store.touch(key(uuid), SESSION_TTL_SECONDS)))
        throw new SessionExpired();
    },
    async exists(uuid: string): Promise<boolean> {
      return /^[0-9a-f]{32}$/.test(uuid) && (await store.get(key(uuid))) !== null;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
