import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, ratioText } from './budgets';
import { BARE_ROUTE, benchResult } from './result';

/** A recorded full run, by its file name in bench/results. */
const run = (name: string) =>
  benchResult.parse(JSON.parse(readFileSync(join(import.meta.dirname, `../results/${name}.json`), 'utf8')));
// A recorded run in which the uuid flood had pushed the load's session out of
// the full in-memory store: every later endpoint's answers were refusals.
const recorded = run('2026-11-26T06-12-35Z');
type Result = typeof recorded;
type Figures = Result['api'][number]['endpoints'][number];
/** `result` with every endpoint's figures of every run changed by `change`. */
const withEndpoints = (result: Result, change: (e: Figures) => Figures): Result => ({
  ...result,
  api: result.api.map((r) => ({ ...r, endpoints: r.endpoints.map(change) })),
});

const api = (result: Result) => checkBudgets(result).filter((c) => c.budget.startsWith('API'));

describe('checkBudgets', () => {
  it('never lets figures of failed answers hold an API budget', () => {
    const ratio = withEndpoints(recorded, (e) => ({ ...e, ratioToBare: 1, halfRate: { ...e.halfRate, p99: 1 } }));
    for (const check of api(ratio)) {
      expect(check.status).toBe('missed');
      expect(check.detail).toMatch(/failed answers/);
    }
  });

  it('holds them once the same figures come from successful answers', () => {
    const clean = withEndpoints(recorded, (e) => ({
      ...e,
      failed: 0,
      ratioToBare: 1,
      halfRate: { ...e.halfRate, p99: 1 },
    }));
    for (const check of api(clean)) expect(check.status).toBe('holds');
  });

  it('does not let the scaling figure hold on failed answers either', () => {
    const scaling = checkBudgets(recorded).find((c) => c.budget.startsWith('Policy query at'));
    expect(recorded.scaling?.large.failed ?? 0).toBe(0); // recorded before the field existed
    const failing = {
      ...recorded,
      scaling: recorded.scaling && { ...recorded.scaling, large: { ...recorded.scaling.large, failed: 5 } },
    };
    expect(scaling?.status).toBe('holds');
    expect(checkBudgets(failing).find((c) => c.budget.startsWith('Policy query at'))?.status).toBe('missed');
  });
});

describe('the ⅓ budget against a slow bare route', () => {
  const third = (result: Result) =>
    checkBudgets(result).find((c) => c.budget.includes('⅓')) as ReturnType<typeof checkBudgets>[number];
  // Every endpoint at the given ratio, every answer a success: only the bare route's reading decides.
  const atRatio = (result: Result, ratio: number) =>
    withEndpoints(result, (e) => ({ ...e, failed: 0, ratioToBare: e.name === BARE_ROUTE ? 1 : ratio }));

  it('does not count ratios that hold against a bare route slower than the other run’s or waking the CPU', () => {
    // 21:22: PostgreSQL's bare route 11,506 req/s at 0.76 wake-ups a request, PGlite's 21,914.
    const check = third(atRatio(run('2026-11-28T21-22-56Z'), 0.5));
    expect(check.status).toBe('not counted');
    expect(check.detail).toMatch(/11506 req\/s against 21914/);
    expect(check.detail).toMatch(/0\.76 times a request/);
  });

  it('still reports a ratio under ⅓ as missed, however slow the bare route', () => {
    expect(third(atRatio(run('2026-11-28T21-22-56Z'), 0.3)).status).toBe('missed');
  });

  it('counts them where the bare route read normally', () => {
    // 14:00: 29,773 against 29,861 req/s, 0.03 wake-ups a request.
    const check = third(atRatio(run('2026-11-28T14-00-37Z'), 0.5));
    expect(check.status).toBe('holds');
    expect(check.detail).not.toMatch(/bare route read slow/);
  });

  it('tells each reason on its own: the wake-ups alone, the other run alone', () => {
    const slowWakes = run('2026-11-28T17-21-44Z'); // 6,992 against 7,640 req/s, 0.26 wake-ups
    expect(third(atRatio(slowWakes, 0.5)).detail).not.toMatch(/against 7640/);
    expect(third(atRatio(slowWakes, 0.5)).status).toBe('not counted');
    const slowOnly = run('2026-11-27T13-20-06Z'); // 14,335 against 26,989, no wake-ups recorded then
    expect(third(atRatio(slowOnly, 0.5)).status).toBe('not counted');
    expect(third(atRatio(slowOnly, 0.5)).detail).not.toMatch(/wake|woke/);
  });
});

describe('the ⅓ budget when the host changed speed between loads', () => {
  const third = (result: Result) =>
    checkBudgets(result).find((c) => c.budget.includes('⅓')) as ReturnType<typeof checkBudgets>[number];
  // 14:00 (the bare route read normally), every endpoint at `ratio`, the probe reading
  // 80 ms at the bare route and `loopOf` at the others.
  const probed = (ratio: number, loopOf: (name: string) => number) =>
    withEndpoints(run('2026-11-28T14-00-37Z'), (e) => ({
      ...e,
      failed: 0,
      ratioToBare: e.name === BARE_ROUTE ? 1 : ratio,
      hostLoopMs: e.name === BARE_ROUTE ? 80 : loopOf(e.name),
    }));

  it('counts the ratios when the host ran at one speed, within the probe’s noise', () => {
    expect(third(probed(0.5, () => 90)).status).toBe('holds');
    expect(third(probed(0.3, () => 72)).status).toBe('missed');
    expect(third(probed(0.3, () => 90)).detail).not.toMatch(/the host ran/);
  });

  it('does not count a miss measured while the host ran slower, and names it', () => {
    // At 17:03 the policy query cost 164 µs a request against 103 at 15:38, the bare route 33 against 28.
    const check = third(probed(0.3, (name) => (name.startsWith('policy') ? 100 : 80)));
    expect(check.status).toBe('missed'); // the others still miss at 0.3 on an unchanged host
    expect(third(probed(0.3, () => 100)).status).toBe('not counted');
    expect(check.detail).toMatch(/slower during policy query \(found\) \(loop 100 ms against 80/);
  });

  it('does not count a ratio that holds only because the host ran slower during the bare route', () => {
    const check = third(probed(0.5, (name) => (name.startsWith('complaint') ? 60 : 80)));
    expect(check.status).toBe('not counted');
    expect(check.detail).toMatch(/faster during complaint submission \(loop 60 ms against 80.*flattered/);
    // A ratio under ⅓ on a faster host misses all the more.
    expect(third(probed(0.3, () => 60)).status).toBe('missed');
  });

  it('reads runs recorded before the probe as before', () => {
    const check = third(withEndpoints(run('2026-11-28T14-00-37Z'), (e) => ({ ...e, ratioToBare: 0.5 })));
    expect(check.detail).not.toMatch(/the host ran/);
  });
});

describe('the half-rate p99 budget', () => {
  // 03:00: the bare route's half rate (13,223 req/s) read p99 355 ms while the server's own
  // event loop never waited over 21.9 ms: the load generator's limit, not the server's.
  const recorded0300 = run('2026-11-29T03-00-58Z');
  const p99Check = (result: Result) =>
    checkBudgets(result).find((c) => c.budget.includes('p99 < 25 ms')) as ReturnType<typeof checkBudgets>[number];
  // The PostgreSQL run with a million policies, each listed endpoint's p99 set by `p99Of`.
  const withP99 = (p99Of: (name: string, p99: number) => number) =>
    withEndpoints(recorded0300, (e) => ({ ...e, halfRate: { ...e.halfRate, p99: p99Of(e.name, e.halfRate.p99) } }));

  it('judges the listed endpoints and shows the bare route without judging it', () => {
    const check = p99Check(withP99((name, p99) => (name === BARE_ROUTE ? p99 : 24)));
    expect(check.status).toBe('holds');
    expect(check.detail).toMatch(/bare route \(yardstick, not judged\) 355 ms/);
  });

  it('misses when one listed endpoint reaches 25 ms, as the complaint did at 03:00', () => {
    expect(p99Check(recorded0300).status).toBe('missed');
    expect(p99Check(recorded0300).detail).toMatch(/complaint submission 36 ms/);
    expect(p99Check(withP99((name) => (name === 'home modules' ? 25 : 1))).status).toBe('missed');
  });

  it('still misses when the bare route’s answers failed', () => {
    const fast = withP99(() => 1);
    const failedBare = withEndpoints(fast, (e) => (e.name === BARE_ROUTE ? { ...e, failed: 3 } : e));
    expect(p99Check(fast).status).toBe('holds');
    expect(p99Check(failedBare).status).toBe('missed');
  });
});

describe('ratioText', () => {
  it('shows a third decimal only where two would not tell which side of ⅓ a ratio is', () => {
    expect(ratioText(0.326)).toBe('0.326');
    expect(ratioText(0.334)).toBe('0.334');
    expect(ratioText(0.3333)).toBe('0.333');
    expect(ratioText(0.3449)).toBe('0.34');
    expect(ratioText(0.3249)).toBe('0.32');
    expect(ratioText(1)).toBe('1.00');
  });

  it('shows the 23:07 run of 2026-11-29 missing ⅓ on the policy query at 0.326, not at 0.33', () => {
    const ratio = checkBudgets(run('2026-11-29T23-07-35Z')).find((c) => c.budget.includes('⅓'));
    expect(ratio?.status).toBe('missed');
    expect(ratio?.detail).toContain('policy query (found) 0.326;');
  });
});
