import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Bus, type BusEvent, createBus, EVERY_CONVERSATION } from './bus';

/**
 * Two buses stand for two server instances: an event published on one must reach
 * a listener on the other. The Redis and PostgreSQL cases run where those
 * servers are configured (CI's second API run sets both URLs).
 */
const redisUrl = process.env.REDIS_URL;
const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

/** The ids of the Redis connections a bus with this prefix listens on (named in createBus). */
async function listeningConnections(admin: import('ioredis').Redis, prefix: string): Promise<string[]> {
  return String(await admin.client('LIST'))
    .split('\n')
    .filter((line) => line.includes(` name=${prefix}cs-bus `))
    .map((line) => line.match(/^id=(\d+)/)?.[1] as string);
}

async function crossDelivery(a: Bus, b: Bus) {
  const got = new Promise<BusEvent>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('没有收到另一实例的事件')), 5000);
    const off = b.subscribe((event) => {
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });
  await a.publish({ signid: 'S-cross-instance' });
  return got;
}

describe('conversation event bus', () => {
  it('delivers in process when there is only one instance (embedded PGlite)', async () => {
    const bus = await createBus({ prefix: 'test:' });
    expect(bus.kind).toBe('memory');
    expect(await crossDelivery(bus, bus)).toEqual({ signid: 'S-cross-instance' });
    await bus.close();
  });

  it.skipIf(!redisUrl)('reaches the other instance through Redis pub/sub', async () => {
    const prefix = `test-${Date.now()}:`;
    const a = await createBus({ redisUrl, prefix });
    const b = await createBus({ redisUrl, prefix });
    expect(a.kind).toBe('redis');
    expect(await crossDelivery(a, b)).toEqual({ signid: 'S-cross-instance' });
    await Promise.all([a.close(), b.close()]);
  });

  it.skipIf(!pgUrl)('reaches the other instance through PostgreSQL LISTEN/NOTIFY', async () => {
    const a = await createBus({ databaseUrl: pgUrl, prefix: 'test:' });
    const b = await createBus({ databaseUrl: pgUrl, prefix: 'test:' });
    expect(a.kind).toBe('postgres');
    expect(await crossDelivery(a, b)).toEqual({ signid: 'S-cross-instance' });
    await Promise.all([a.close(), b.close()]);
  });
});

/** Resolves when the bus tells its streams to read afresh after a cut. */
function caughtUp(bus: Bus) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('断线重连后没有通知各连接重新读取')), 10_000);
    const off = bus.subscribe((event) => {
      if (event.signid !== EVERY_CONVERSATION) return;
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

describe('a bus cut off from its server', () => {
  const prefix = () => `test-${randomBytes(4).toString('hex')}:`;

  it.skipIf(!pgUrl)('listens again after its PostgreSQL connection is dropped, and streams catch up', async () => {
    const name = prefix();
    const a = await createBus({ databaseUrl: pgUrl, prefix: name });
    const b = await createBus({ databaseUrl: pgUrl, prefix: prefix() });
    const back = caughtUp(a);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const cut = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [`${name}cs-bus`],
    );
    await admin.end();
    expect(cut.rowCount).toBe(1);
    await back;
    expect(await crossDelivery(b, a)).toEqual({ signid: 'S-cross-instance' });
    await Promise.all([a.close(), b.close()]);
  });

  it.skipIf(!redisUrl)('subscribes again after its Redis connection is dropped, and streams catch up', async () => {
    const name = prefix();
    const a = await createBus({ redisUrl, prefix: name });
    const b = await createBus({ redisUrl, prefix: name });
    const back = caughtUp(a);
    const { Redis } = await import('ioredis');
    const admin = new Redis(redisUrl as string);
    // Both buses' listening connections carry the name (they share the prefix, so the channel).
    const listening = await listeningConnections(admin, name);
    expect(listening).toHaveLength(2);
    for (const id of listening) await admin.client('KILL', 'ID', id);
    admin.disconnect();
    await back;
    expect(await crossDelivery(b, a)).toEqual({ signid: 'S-cross-instance' });
    await Promise.all([a.close(), b.close()]);
  });

  // CI, 2026-12-02: an unhandled "Connection is closed" after the test above. ioredis subscribed
  // again by itself on reconnecting, without handling its own promise, so a bus closed before
  // that subscribe was answered (a server stopping during an outage) left a rejection nobody
  // caught, which ends a Node process.
  it.skipIf(!redisUrl)('closes cleanly while its listening connection is coming back', async () => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redisUrl as string);
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      for (let round = 0; round < 5; round += 1) {
        const name = prefix();
        const bus = await createBus({ redisUrl, prefix: name });
        const [id] = await listeningConnections(admin, name);
        await admin.client('KILL', 'ID', id);
        // Closed the moment the new connection is there, before its subscribe can be answered.
        while ((await listeningConnections(admin, name)).filter((other) => other !== id).length === 0) await delay(2);
        await bus.close();
      }
      await delay(200);
    } finally {
      process.off('unhandledRejection', record);
      admin.disconnect();
    }
    expect(unhandled.map(String)).toEqual([]);
  });
});
