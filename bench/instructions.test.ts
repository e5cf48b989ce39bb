import { describe, expect, it } from 'vitest';
import { callgrindAvailable, countInstructions, selfCostMatching, totalOfDump } from './instructions';
import { databaseUrl, fillPostgres, postgresReachable } from './lib/postgres-data';

// The real thing needs valgrind and PostgreSQL (CI's machine has both).
const runnable = callgrindAvailable() && (await postgresReachable());

describe('instructions a request (callgrind)', () => {
  it('reads the total of a dump from its summary or totals line', () => {
    expect(totalOfDump('version: 1\ncreator: callgrind\nevents: Ir\nsummary: 471924498\n')).toBe(471924498);
    expect(totalOfDump('events: Ir\nfn=(1) main\n3 12\ntotals: 1200\n')).toBe(1200);
    expect(() => totalOfDump('events: Ir\n')).toThrow('summary');
  });

  it('sums what functions matching a name spent themselves, leaving out what they called', () => {
    // The shape callgrind writes: names given once by id, relative positions, and after each
    // `calls=` line the callee's inclusive cost, which is not the caller's own.
    const dump = [
      'events: Ir',
      'fn=(1) void v8::internal::compiler::GraphReducer::ReduceTop()',
      '0 100',
      'cfn=(2) v8::internal::Zone::New(unsigned long)',
      'calls=3 0',
      '0 5000',
      '+2 7',
      'fn=(2)',
      '0 40',
      'fn=(3) v8::internal::maglev::MaglevGraphBuilder::Build()',
      '* 11',
      'cfn=(1)',
      'calls=1 0',
      '0 900',
      'fn=(4) Builtins_LoadIC',
      '-3 60',
      'fn=(1)',
      '12 3',
      'summary: 221',
    ].join('\n');
    const compiler = /(?:^|\s)v8::internal::(?:compiler|maglev)::/;
    expect(selfCostMatching(dump, compiler)).toBe(100 + 7 + 11 + 3);
    expect(selfCostMatching(dump, /Zone/)).toBe(40);
    // Every function's own cost together is the dump's total.
    expect(selfCostMatching(dump, /./)).toBe(totalOfDump(dump));
  });

  // A server under callgrind on a small database of its own, two endpoints counted. Counts, not times.
  it.runIf(runnable)(
    'counts what the bare route and the code list cost the server, the code list more',
    async () => {
      const name = 'bench_instructions_test';
      await fillPostgres(name, { policies: 0, sites: 0 });
      const counts = await countInstructions({
        endpoints: ['bare route', 'code list (idType)'],
        requests: 200,
        databaseUrl: databaseUrl(name),
        port: 3425,
      });
      expect(counts.map((c) => c.name)).toEqual(['bare route', 'code list (idType)']);
      for (const c of counts) {
        expect(c.requests).toBe(200);
        expect(c.compilerPerRequest).toBeGreaterThanOrEqual(0);
        expect(c.compilerPerRequest).toBeLessThan(c.instructionsPerRequest);
      }
      const [bare, codeList] = counts;
      // A request through Node's HTTP stack alone is tens of thousands of instructions at least.
      expect(bare.instructionsPerRequest).toBeGreaterThan(20_000);
      // The code list reads the envelope, the session, the schema and the list: more work, always.
      expect(codeList.instructionsPerRequest).toBeGreaterThan(bare.instructionsPerRequest);
    },
    240_000,
  );
});
