import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Store } from './store';

/**
 * ioredis (~0.1 s to load) only when REDIS_URL is set, not at every start (issue 9).
 * A CommonJS require keeps connectRedis synchronous.
 */
const loadRedis = () => (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis;

// INCR and EXPIRE in one step, so a crash between them cannot leave a counter that never expires.
const INCR_WITH_TTL = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** DECR that stops at 0 and never creates the key (a plain DECR of an absent key makes -1 with no TTL). */
const DECR_TO_ZERO = `local n = tonumber(redis.call('GET', KEYS[1]))
if not n then return 0 end
if n <= 0 then return 0 end
return redis.call('DECR', KEYS[1])`;

/**
 * Options for every Redis client of the server. Redis answers in a
 * millisecond; one that does not answer within 1.5 s is down, and the request
 * must fail closed with the "temporarily unavailable" dialog instead of
 * waiting in the offline queue for a reconnection that may never come.
 */
export const REDIS_OPTIONS = {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: true,
  connectTimeout: 1500,
  commandTimeout: 1500,
  socketTimeout: 1500,
} as const;

/**
 * A client that reconnects by itself; connection errors surface as failed
 * commands, not as crashes or console noise.
 *
 * It fails fast once it has been connected: a request makes several Redis
 * calls (the rate limit, the session, a counter), and if each waited out its
 * own timeout in the offline queue a customer would wait several seconds for
 * the "temporarily unavailable" dialog. So after the first connection the
 * offline queue is off (a command sent while the link is down fails at once),
 * and a link that gets no answer for `socketTimeout` (a host that accepts and
 * never answers, even to the handshake) is dropped, so the next commands fail
 * at once too while it reconnects. Before the first connection the queue
 * stays on, so start-up does not race the connect.
 */
export function connectRedis(url: string, options: { keyPrefix?: string } = {}): Redis {
  const redis = new (loadRedis())(url, { ...REDIS_OPTIONS, ...options });
  redis.on('error', () => undefined);
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  return redis;
}

/** The shared store for several instances behind a load balancer. */
export function createRedisStore(url: string, prefix: string): Store {
  const redis = connectRedis(url, { keyPrefix: prefix });
  return {
    async get(key) {
      return redis.get(key);
    },
    async set(key, value, ttl) {
      await redis.set(key, value, 'EX', ttl);
    },
    async setIfAbsent(key, value, ttl) {
      return (await redis.set(key, value, 'EX', ttl, 'NX')) === 'OK';
    },
    async take(key) {
      return redis.getdel(key);
    },
    async del(key) {
      return (await redis.del(key)) > 0;
    },
    async incr(key, ttl) {
      return Number(await redis.eval(INCR_WITH_TTL, 1, key, ttl));
    },
    async decr(key) {
      return Number(await redis.eval(DECR_TO_ZERO, 1, key));
    },
    async touch(key, ttl) {
      return (await redis.expire(key, ttl)) === 1;
    },
    async ttl(key) {
      return redis.ttl(key);
    },
    async close() {
      // quit() waits for a reply a dead server never sends.
      await Promise.race([redis.quit(), new Promise((r) => setTimeout(r, 500))]).catch(() => undefined);
      redis.disconnect();
    },
  };
}
