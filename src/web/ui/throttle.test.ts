import { describe, expect, it } from 'vitest';
import { spaceCalls } from './throttle';

describe('spaceCalls', () => {
  it('runs the first call at once and holds a too-early one for the rest of 200 ms', async () => {
    let clock = 1_000;
    const slept: number[] = [];
    const starts: number[] = [];
    const spaced = spaceCalls(
      async () => {
        starts.push(clock);
      },
      200,
      () => clock,
      async (ms) => {
        slept.push(ms);
        clock += ms;
      },
    );
    await spaced();
    clock += 50;
    await spaced();
    clock += 500;
    await spaced();
    expect(slept).toEqual([150]);
    expect(starts).toEqual([1_000, 1_200, 1_700]);
  });

  it('passes arguments and results through', async () => {
    const spaced = spaceCalls(async (a: number, b: number) => a + b, 200);
    await expect(spaced(2, 3)).resolves.toBe(5);
  });
});
