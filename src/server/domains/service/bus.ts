import { EventEmitter } from 'node:events';
import { connectRedis } from '../../platform/redis-store';

/** "Something changed in this conversation": streams then fetch what is new from the database. */
export interface BusEvent {
  /** The conversation, or EVERY_CONVERSATION. */
  signid: string;
  /**
   * false: a conversation staff do not see moved (a customer and the assistant, before and after), so
   * the agent consoles are not told. Absent (an older instance's event) counts as true.
   */
  staff?: boolean;
}

/**
 * The bus was cut off and listens again: what was published meanwhile never
 * reached this instance, so every stream tells its page to read afresh.
 */
export const EVERY_CONVERSATION = '*';
/** A pause that does not keep a closing process alive. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

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
  return async (signid: string, staff = true) => {
    try {
      await bus.publish(staff ? { signid } : { signid, staff });
    } catch (err) {
      log.warn({ err, signid }, 'conversation event not published; the pages will fetch it on their next poll');
    }
  };
}

const parse = (raw: string): BusEvent | undefined => {
  try {
    const v = JSON.parse(raw) as BusEvent;
    return typeof v.signid === 'string'
      ? { signid: v.signid, ...(v.staff === false ? { staff: false } : {}) }
      : undefined;
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
  const catchUp = () => local.emit('event', { signid: EVERY_CONVERSATION });
  // Names the listening connection in the server's client list (and lets a test cut it).
  const connectionName = `${options.prefix}cs-bus`;

  if (options.redisUrl) {
    const channel = `${options.prefix}cs:events`;
    // The publisher fails fast like every other client; the subscriber keeps
    // ioredis's defaults so it re-subscribes by itself after an outage. Both
    // need an error listener: without one ioredis prints every reconnect
    // failure to the console while Redis is down.
    const pub = connectRedis(options.redisUrl);
    // ioredis and pg load only for the set-up that uses them, not at every start (issue 9).
    const { Redis } = await import('ioredis');
    // ioredis's own subscribe again after a reconnect leaves its promise unhandled: a bus
    // closed before it is answered (a server stopping during an outage) would end the
    // process with an unhandled rejection. The bus subscribes again itself, on 'ready'.
    const sub = new Redis(options.redisUrl, { connectionName, autoResubscribe: false });
    sub.on('error', () => undefined);
    await sub.subscribe(channel);
    sub.on('message', (_channel: string, raw: string) => deliver(raw));
    // What was published while the connection was down is lost: once subscribed again, catch up.
    sub.on('ready', () => void sub.subscribe(channel).then(catchUp, () => undefined));
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
    const connectionString = options.databaseUrl;
    let closing = false;
    /**
     * The listening connection. pg's Client, unlike ioredis, neither reconnects
     * nor survives a dropped connection without an error listener (the 'error'
     * event would end the process), so a database restart is handled here:
     * listen again with growing pauses, then let every stream catch up.
     */
    const listen = async () => {
      const c = new pg.Client({ connectionString, application_name: connectionName, keepAlive: true });
      c.on('error', () => undefined);
      try {
        await c.connect();
        await c.query('LISTEN cs_events');
      } catch (err) {
        await c.end().catch(() => undefined);
        throw err;
      }
      c.on('notification', (n) => n.payload && deliver(n.payload));
      c.once('end', () => void listenAgain());
      return c;
    };
    const listenAgain = async () => {
      for (let attempt = 0; !closing; attempt += 1) {
        await sleep(Math.min(30_000, 250 * 2 ** attempt));
        if (closing) return;
        try {
          client = await listen();
          if (closing) await client.end();
          else catchUp();
          return;
        } catch {
          // Still down: try again after a longer pause.
        }
      }
    };
    let client = await listen();
    return {
      kind: 'postgres',
      // While it listens again, the ended client refuses at once; announcer() logs that.
      publish: async (event) =>
        void (await client.query('SELECT pg_notify($1, $2)', ['cs_events', JSON.stringify(event)])),
      subscribe,
      close: async () => {
        closing = true;
        await client.end();
      },
    };
  }

  return {
    kind: 'memory',
    publish: async (event) => void local.emit('event', event),
    subscribe,
    close: async () => void local.removeAllListeners(),
  };
}
