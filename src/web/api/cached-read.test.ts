import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCachedReads, FRESH_MS, readCached } from './cached-read';

beforeEach(() => clearCachedReads());

describe('readCached', () => {
  it('asks once for two readers at the same time, and not again while fresh', async () => {
    const load = vi.fn(async () => ({ list: [1, 2] }));
    const [a, b] = await Promise.all([readCached('k', load), readCached('k', load)]);
    expect(a).toEqual({ list: [1, 2] });
    expect(b).toBe(a);
    await readCached('k', load, Date.now() + FRESH_MS - 1_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again once the value is stale', async () => {
    const load = vi.fn(async () => 'v');
    await readCached('k', load);
    await readCached('k', load, Date.now() + FRESH_MS + 1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps different keys apart', async () => {
    await readCached('a', async () => 'A');
    expect(await readCached('b', async () => 'B')).toBe('B');
  });

  it('does not keep a failure: the next reader asks again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValueOnce('ok');
    await expect(readCached('k', load)).rejects.toThrow('网络异常');
    expect(await readCached('k', load)).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
