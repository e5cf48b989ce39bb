import { describe, expect, it } from 'vitest';
import { createBatchedLookup } from './batched-lookup';

/** A fetchMany that writes down each statement's keys and answers after a tick; `missing` keys are not found. */
function recording(missing: string[] = [], fail?: (keys: string[]) => boolean) {
  const statements: string[][] = [];
  const fetchMany = async (keys: string[]) => {
    statements.push(keys);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail?.(keys)) throw new Error(`down for ${keys.join(',')}`);
    return new Map(keys.filter((k) => !missing.includes(k)).map((k) => [k, `row ${k}`]));
  };
  return { statements, fetchMany };
}

describe('lookups that arrive together share one statement (issue 9)', () => {
  it('a lookup alone goes at once', async () => {
    const { statements, fetchMany } = recording();
    const lookup = createBatchedLookup(fetchMany);
    expect(await lookup('A')).toBe('row A');
    expect(statements).toEqual([['A']]);
  });

  it('those arriving while a statement runs go together in the next, each answered with its own row', async () => {
    const { statements, fetchMany } = recording(['C']);
    const lookup = createBatchedLookup(fetchMany);
    const answers = await Promise.all(['A', 'B', 'C', 'B', 'D'].map((k) => lookup(k)));
    expect(answers).toEqual(['row A', 'row B', undefined, 'row B', 'row D']);
    // The same key asked twice is asked for once.
    expect(statements).toEqual([['A'], ['B', 'C', 'D']]);
  });

  it('holds at most maxKeys keys in one statement', async () => {
    const { statements, fetchMany } = recording();
    const lookup = createBatchedLookup(fetchMany, 2);
    await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((k) => lookup(k)));
    expect(statements).toEqual([['A'], ['B', 'C'], ['D', 'E'], ['F']]);
  });

  it('a failed statement fails only its own lookups; the next statement runs', async () => {
    const { statements, fetchMany } = recording([], (keys) => keys.includes('B'));
    const lookup = createBatchedLookup(fetchMany);
    const first = lookup('A');
    const failing = [lookup('B'), lookup('C')];
    const results = await Promise.allSettled([first, ...failing]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('down for B,C'));
    expect(await lookup('D')).toBe('row D');
    expect(statements).toEqual([['A'], ['B', 'C'], ['D']]);
  });
});
