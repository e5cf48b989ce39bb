import { describe, expect, it } from 'vitest';
import { createReferenceCache } from './reference-cache';

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createReferenceCache', () => {
  it('loads once within the TTL and again after it', async () => {
    const c = clock();
    let loads = 0;
    const cache = createReferenceCache({ load: async () => ++loads, ttlMs: 1000, now: c.now });
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    c.advance(999);
    expect(await cache.get()).toBe(1);
    c.advance(1);
    expect(await cache.get()).toBe(2);
  });

  it('shares one load between concurrent readers', async () => {
    let loads = 0;
    const cache = createReferenceCache({ load: async () => ++loads, ttlMs: 1000 });
    const all = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(all).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    let calls = 0;
    const cache = createReferenceCache({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
        return 'rows';
      },
      ttlMs: 1000,
    });
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toBe('rows');
  });

  it('with a version, reloads only when the version changed', async () => {
    const c = clock();
    let v = 'a';
    let loads = 0;
    let checks = 0;
    const cache = createReferenceCache({
      load: async () => `${v}${++loads}`,
      version: async () => {
        checks += 1;
        return v;
      },
      ttlMs: 100,
      now: c.now,
    });
    expect(await cache.get()).toBe('a1');
    c.advance(100);
    expect(await cache.get()).toBe('a1'); // version checked, same: no reload
    expect(checks).toBe(2);
    expect(await cache.get()).toBe('a1'); // checked just now: not even the version is read
    expect(checks).toBe(2);
    v = 'b';
    expect(await cache.get()).toBe('a1'); // within the interval a change is not seen yet
    c.advance(100);
    expect(await cache.get()).toBe('b2');
  });

  it('invalidate drops the value at once, and a load it interrupted is not kept', async () => {
    let loads = 0;
    let release: () => void = () => undefined;
    const cache = createReferenceCache({
      load: async () => {
        loads += 1;
        if (loads === 2) await new Promise<void>((r) => (release = r));
        return loads;
      },
      ttlMs: 60_000,
    });
    expect(await cache.get()).toBe(1);
    cache.invalidate();
    const during = cache.get();
    cache.invalidate();
    release();
    expect(await during).toBe(2);
    expect(await cache.get()).toBe(3);
  });
});
