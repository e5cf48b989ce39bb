import { describe, expect, it } from 'vitest';
import { type Bus, type BusEvent, createBus } from './bus';

/**
 * Two buses stand for two server instances: an event published on one must reach
 * a listener on the other. The Redis and PostgreSQL cases run where those
 * servers are configured (CI's second API run sets both URLs).
 */
const redisUrl = process.env.REDIS_URL;
const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

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
