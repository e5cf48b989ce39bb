import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BenchResult, benchResult } from './result';
import { runRecord } from './run-record';

const run = (stamp: string) =>
  benchResult.parse(JSON.parse(readFileSync(join(import.meta.dirname, `../results/${stamp}.json`), 'utf8')));

// Two full runs of one kernel: Lighthouse held at 06:15 (new memory 134 ms) and missed at 03:07 (615 ms).
const held = run('2026-12-04T06-15-47Z');
const missed = run('2026-12-04T03-07-53Z');

const line = (text: string, start: string) => text.split('\n').find((l) => l.startsWith(start)) ?? '';

describe('the record of every full run', () => {
  it('counts, for each budget, the runs it held and missed in, and what missed it how often', () => {
    const text = runRecord([missed, held]);
    expect(text).toContain("## Every full run against today's budgets (2 runs)");
    expect(line(text, '| Lighthouse TBT ≤ 100 ms |')).toMatch(/^\| Lighthouse TBT ≤ 100 ms \| 1 \| 1 \| 0 \| 2 \| /);
    // Both runs missed ⅓ on the same three endpoints.
    expect(line(text, '| API on PostgreSQL (1M policies): each endpoint ≥ ⅓')).toContain(
      '| 0 | 2 | 0 | 2 | complaint submission 2, policy query (found) 2, nearest sites 2 |',
    );
    // The tail missed on the complaint at 03:07 and on three others at 06:15.
    const tail = line(text, '| API on PostgreSQL (1M policies): p99 < 25 ms');
    expect(tail).toContain('| 0 | 2 | 0 | 2 |');
    expect(tail).toContain('complaint submission 1');
    expect(tail).toContain('nearest sites 1');
  });

  it('gives each run a row, newest first, with its host facts and the worst misses named', () => {
    const text = runRecord([missed, held]);
    const rows = text.split('\n').filter((l) => l.startsWith('| 2026-12-04 '));
    expect(rows.map((r) => r.slice(2, 18))).toEqual(['2026-12-04 06:15', '2026-12-04 03:07']);
    expect(rows[0]).toContain('| 50ecc76 | v1252 | 134 | 2697–2848 |');
    // Worst first, two named, the rest counted.
    expect(rows[0]).toContain('❌ nearest sites 66 ms, uuid (new session) 35 ms +1');
    expect(rows[1]).toContain('❌ /claims-query 304 ms, /policy-query 303 ms +4');
  });

  it("groups Lighthouse's TBT by the host's new-memory cost", () => {
    const text = runRecord([missed, held]);
    expect(line(text, '| 0–149 ms |')).toBe('| 0–149 ms | 1 | 1 | 91 ms |');
    expect(line(text, '| 500–699 ms |')).toBe('| 500–699 ms | 1 | 0 | 304 ms |');
    expect(line(text, '| 700 ms or more |')).toBe('| 700 ms or more | 0 | 0 | — |');
  });

  it('leaves quick runs out, and writes nothing without a full run', () => {
    const quick: BenchResult = { ...held, mode: 'quick', startedAt: '2026-12-04T10:00:00.000Z' };
    expect(runRecord([held, quick])).toContain('(1 run)');
    expect(runRecord([quick])).toBe('');
  });
});
