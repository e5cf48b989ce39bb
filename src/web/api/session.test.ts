import { beforeEach, describe, expect, it } from 'vitest';
import { clearUuid, ensureUuid, readUuid, warmUuid } from './session';

/** A uuid fetch the test answers by hand. */
function pendingFetch() {
  const calls: { resolve(uuid: string): void; reject(err: Error): void }[] = [];
  const fetchUuid = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { fetchUuid, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session uuid', () => {
  beforeEach(() => clearUuid());

  it('is fetched once at start-up, and a call made meanwhile waits for that fetch', async () => {
    const start = pendingFetch();
    const page = pendingFetch();
    warmUuid(start.fetchUuid);
    const first = ensureUuid(page.fetchUuid);
    start.calls[0].resolve('u-1');
    expect(await first).toBe('u-1');
    expect(page.calls).toHaveLength(0);
    expect(readUuid()).toBe('u-1');
  });

  it('is fetched again by the first call when the start-up fetch failed (that call reports it)', async () => {
    const start = pendingFetch();
    const page = pendingFetch();
    warmUuid(start.fetchUuid);
    const first = ensureUuid(page.fetchUuid);
    start.calls[0].reject(new Error('offline'));
    await tick();
    expect(page.calls).toHaveLength(1);
    page.calls[0].resolve('u-2');
    expect(await first).toBe('u-2');
  });

  it('is not fetched at start-up when the tab already has one', async () => {
    const start = pendingFetch();
    const page = pendingFetch();
    const first = ensureUuid(page.fetchUuid);
    page.calls[0].resolve('u-3');
    await first;
    warmUuid(start.fetchUuid);
    expect(start.calls).toHaveLength(0);
    expect(await ensureUuid(page.fetchUuid)).toBe('u-3');
  });
});
