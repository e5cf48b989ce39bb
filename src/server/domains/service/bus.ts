import { EventEmitter } from 'node:events';
import { connectRedis } from '../../platform/redis-store';

/** "Something changed in this conversation": streams then fetch what is new from the database. */
export interface BusEvent {
  signid: string;
}

/**
 * Fan-out of conversation events to every server instance, so a customer on one
 * instance and an agent on another see each other live. Redis pub/sub when
 * REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY when the database is a
 * server; with embedded PGlite there is only one instance, so in-process.
 */
export interface Bus {
  kind: 'redis' | 'postgres' | 'memory';
  publish(event: BusEvent): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

/** Where a failed publish is reported (the server's logger; a test's spy). */
export type BusLog = { warn(details: object, message: string): void };

/**
 * Publishes that a conversation moved, once its change is stored. A bus that
 * is down (Redis, or the PostgreSQL connection it listens on) must not fail
 * the request: the message is already in the database, and a customer told
 * 系统繁忙 would send it again, storing it twice. Nobody misses it either:
 * the stream only says "something new", and the pages fetch from the
 * database after every stream (re)connect and on a timer besides (the chat
 * every 20 s, the agent console every 15 s).
 */
export function announcer(bus: Bus, log: BusLog) {
  return async (signid: string) => {
    try {
      await bus.publish({ signid });
    } catch (err) {
      log.warn({ err, signid }, 'conversation event not published; the pages will fetch it on their next poll');
    }
  };
}

const parse = (raw: string): BusEvent | undefined => {
  try {
    const v = JSON.parse(raw) as BusEvent;
    return typeof v.signid === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
};

export async function createBus(options: { redisUrl?: string; databaseUrl?: string; prefix: string }): Promise<Bus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const subscribe = (listener: (event: BusEvent) => void) => {
    local.on('event', listener);
    return () => local.off('event', listener);
  };
  const deliver = (raw: string) => {
    const event = parse(raw);
    if (event) local.emit('event', event);
  };

  if (options.redisUrl) {
    const channel = `${options.prefix}cs:events`;
    // The publisher fails fast like every other client; the subscriber keeps
    // ioredis's defaults so it re-subscribes by itself after an outage. Both
    // need an error listener: without one ioredis prints every reconnect
    // failure to the console while Redis is down.
    const pub = connectRedis(options.redisUrl);
    // ioredis and pg load only for the set-up that uses them, not at every start (issue 9).
    const { Redis } = await import('ioredis');
    const sub = new Redis(options.redisUrl);
    sub.on('error', () => undefined);
    await sub.subscribe(channel);
    sub.on('message', (_channel: string, raw: string) => deliver(raw));
    return {
      kind: 'redis',
      publish: async (event) => void (await pub.publish(channel, JSON.stringify(event))),
      subscribe,
      close: async () => {
        sub.disconnect();
        pub.disconnect();
      },
    };
  }

  if (options.databaseUrl?.startsWith('postgres')) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    await client.query('LISTEN cs_events');
    client.on('notification', (n) => n.payload && deliver(n.payload));
    return {
      kind: 'postgres',
      publish: async (event) =>
        void (await client.query('SELECT pg_notify($1, $2)', ['cs_events', JSON.stringify(event)])),
      subscribe,
      close: () => client.end(),
    };
  }

  return {
    kind: 'memory',
    publish: async (event) => void local.emit('event', event),
    subscribe,
    close: async () => void local.removeAllListeners(),
  };
}
