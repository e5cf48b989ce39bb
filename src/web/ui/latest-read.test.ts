import { describe, expect, it } from 'vitest';
import { latestRead } from './latest-read';

/** An answer the test hands out when it chooses, as a slow network would. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** What a page does with latestRead: show the answer of the read unless it was superseded. */
function showWhenCurrent(answer: Promise<string>, show: (value: string) => void) {
  return latestRead((signal) => {
    void answer.then((value) => {
      if (!signal.aborted) show(value);
    });
  });
}

// React's part is played by hand: the effect runs, and its cleanup runs before the
// next run (the inputs changed) or when the component unmounts.
describe('latestRead', () => {
  it('ignores the answer of a read superseded by a newer one, even when it arrives last', async () => {
    const shown: string[] = [];
    const beijing = later<string>();
    const shanghai = later<string>();
    const cleanupBeijing = showWhenCurrent(beijing.promise, (v) => shown.push(v));
    cleanupBeijing(); // the city changed
    showWhenCurrent(shanghai.promise, (v) => shown.push(v));
    shanghai.resolve('上海的网点');
    beijing.resolve('北京的网点');
    await Promise.all([beijing.promise, shanghai.promise]);
    await Promise.resolve();
    expect(shown).toEqual(['上海的网点']);
  });

  it('does not update a component that has unmounted', async () => {
    const shown: string[] = [];
    const policy = later<string>();
    const unmount = showWhenCurrent(policy.promise, (v) => shown.push(v));
    unmount();
    policy.resolve('保单详情');
    await policy.promise;
    await Promise.resolve();
    expect(shown).toEqual([]);
  });

  it('shows the answer of the read still current', async () => {
    const shown: string[] = [];
    const policy = later<string>();
    showWhenCurrent(policy.promise, (v) => shown.push(v));
    policy.resolve('保单详情');
    await policy.promise;
    await Promise.resolve();
    expect(shown).toEqual(['保单详情']);
  });

  it('aborts the signal given to the request, so a superseded request is cancelled', () => {
    let given: AbortSignal | undefined;
    const cleanup = latestRead((signal) => {
      given = signal;
    });
    expect(given?.aborted).toBe(false);
    cleanup();
    expect(given?.aborted).toBe(true);
  });

  it("runs the read's own cleanup after aborting, once the read is over", () => {
    const steps: string[] = [];
    const cleanup = latestRead((signal) => () => {
      steps.push(`released, aborted: ${signal.aborted}`);
    });
    expect(steps).toEqual([]);
    cleanup();
    expect(steps).toEqual(['released, aborted: true']);
  });
});
