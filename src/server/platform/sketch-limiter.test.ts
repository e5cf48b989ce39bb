import { describe, expect, it } from 'vitest';
import { TooMany } from './errors';
import type { Limit } from './limits';
import { createSketchLimiter } from './sketch-limiter';

const MINUTE = 60_000;
const perMinute = (name: string, max: number): Limit => ({ name, max, windowSeconds: 60, message: `${name} 过于频繁` });
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

describe('createSketchLimiter (limits counted in a sketch)', () => {
  it('counts each subject and refuses past the maximum with the limit’s message', async () => {
    const limiter = createSketchLimiter(() => 5 * MINUTE);
    const limit = perMinute('issue', 3);
    expect(await limiter.hit(limit, '10.0.0.1')).toBe(1);
    expect(await limiter.hit(limit, '10.0.0.1')).toBe(2);
    expect(await limiter.hit(limit, '10.0.0.1')).toBe(3);
    await expect(limiter.hit(limit, '10.0.0.1')).rejects.toThrow(new TooMany('issue 过于频繁'));
    expect(await limiter.hit(limit, '10.0.0.2')).toBe(1);
  });

  it('counts each limit apart and starts again when the window moves on', async () => {
    let now = 5 * MINUTE;
    const limiter = createSketchLimiter(() => now);
    const a = perMinute('a', 2);
    const b = perMinute('b', 2);
    await limiter.hit(a, 'x');
    await limiter.hit(a, 'x');
    await expect(limiter.hit(a, 'x')).rejects.toBeInstanceOf(TooMany);
    expect(await limiter.hit(b, 'x')).toBe(1);
    now += MINUTE;
    expect(await limiter.hit(a, 'x')).toBe(1);
  });

  it('never reads a subject low, and a flood of a minute’s new sessions leaves an honest address far below 60', async () => {
    const limiter = createSketchLimiter(() => 5 * MINUTE);
    const limit = perMinute('uuid-issue', 60);
    // 1.2 million addresses in one minute: 20,000 new sessions a second, about what one process serves.
    for (let n = 0; n < 1_200_000; n++) await limiter.hit(limit, address(n));
    const honest = '192.168.7.7';
    const first = await limiter.hit(limit, honest);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThan(40);
    for (let n = 0; n < 10; n++) expect(await limiter.hit(limit, address(n))).toBeGreaterThanOrEqual(2);
  });
});
