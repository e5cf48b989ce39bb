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
