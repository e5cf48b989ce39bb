import { type ApiRun, BARE_ROUTE, type BenchResult } from './result';

/**
 * One budget of issue 9 against one run: holds, is missed, was not measured
 * in this run, or would hold on figures that cannot count (bareRouteDoubt).
 */
export interface BudgetCheck {
  budget: string;
  /** A column heading for the table of every run (report's runRecord). */
  short: string;
  status: 'holds' | 'missed' | 'not measured' | 'not counted';
  detail: string;
  /** What missed it, worst first, named in that table (and counted across runs); empty when it holds. */
  missedBy: { what: string; figure: string }[];
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const holds = (ok: boolean): BudgetCheck['status'] => (ok ? 'holds' : 'missed');
const isBare = (e: { name: string }) => e.name === BARE_ROUTE;

/**
 * A ratio to the bare route as shown: two decimals, three where two would read
 * 0.33, which could be either side of ⅓ (0.326 missed at 23:07 on 2026-11-29,
 * 0.334 held at 14:20).
 */
export function ratioText(ratio: number): string {
  const two = ratio.toFixed(2);
  return two === '0.33' ? ratio.toFixed(3) : two;
}

/** The policy query may be this much slower at 1,000,000 policies than at 10,000 before it counts as slower (noise on a shared machine). */
export const SCALING_NOISE = { factor: 1.25, ms: 1 };

/**
 * When a run's bare route read too slow for ratios to it to count. The bare
 * route touches no database, so the PostgreSQL run's and the PGlite run's
 * should read alike on one host; and the requests of a route that does nothing
 * should seldom wake an idle CPU (process-cpu.ts). Of the 83 full runs
 * recorded to 2026-11-30 11:45, these limits set aside the four that
 * bench/history.md set aside by hand (11-27 13:20, 11-28 05:57, 06:25 and
 * 21:22: 0.53–0.67 of the other run's, 0.76 wake-ups at 21:22), two it had
 * counted (11-26 15:27 at 0.70; 11-28 17:21 at 0.26 wake-ups a request,
 * against 0.03 at 14:00), and three since (11-29 00:39, 0.36 wake-ups;
 * 11-30 05:45 and 07:30, 0.35 and 0.53 on a v782 host with a slow core).
 * Every other run read 0.75–2.15 of the other's (2.15 where the PGlite
 * run's load met a slow stretch of the host, 11-30 11:45).
 */
export const BARE_ROUTE_TRUST = { minShareOfOther: 0.75, maxWakeUps: 0.15 };

/** Why `run`'s bare route read too slow for its ratios to count, or null when it did not. */
export function bareRouteDoubt(run: ApiRun, others: ApiRun[]): string | null {
  const bareOf = (r: ApiRun) => r.endpoints.find(isBare);
  const bare = bareOf(run);
  if (!bare) return null;
  const doubts: string[] = [];
  const wakeUps = bare.cpu?.wakeUps;
  if (wakeUps != null && wakeUps > BARE_ROUTE_TRUST.maxWakeUps)
    doubts.push(`it woke an idle CPU ${wakeUps} times a request (normal: at most ${BARE_ROUTE_TRUST.maxWakeUps})`);
  for (const other of others) {
    const theirs = bareOf(other);
    if (theirs && bare.rps < theirs.rps * BARE_ROUTE_TRUST.minShareOfOther)
      doubts.push(`${bare.rps} req/s against ${theirs.rps} on ${other.database}`);
  }
  return doubts.length ? `the bare route read slow, so ratios to it are flattered: ${doubts.join('; ')}` : null;
}

/**
 * How much slower or faster the host may run (machine.ts hostLoopMs) during an
 * endpoint's load than during the bare route's before their ratio stops being
 * the code's alone. The probe is the fastest of three loops; on one host at
 * one speed its readings lie within a few per cent of each other.
 */
export const HOST_SPEED_TRUST = 1.15;

type Endpoint = ApiRun['endpoints'][number];

/**
 * Endpoints whose ratio to the bare route a change of the host's speed
 * between their loads bent: understated when the host ran slower during the
 * endpoint's, flattered when it ran slower during the bare route's. Runs
 * recorded before the probe existed have none.
 */
export function hostSpeedDoubts(run: ApiRun): { understated: Endpoint[]; flattered: Endpoint[]; detail: string[] } {
  const bare = run.endpoints.find(isBare);
  const probed = run.endpoints.filter((e) => !isBare(e) && e.hostLoopMs != null);
  if (bare?.hostLoopMs == null) return { understated: [], flattered: [], detail: [] };
  const bareMs = bare.hostLoopMs;
  const understated = probed.filter((e) => (e.hostLoopMs ?? 0) > bareMs * HOST_SPEED_TRUST);
  const flattered = probed.filter((e) => (e.hostLoopMs ?? 0) * HOST_SPEED_TRUST < bareMs);
  const detail = [
    ...understated.map(
      (e) =>
        `the host ran slower during ${e.name} (loop ${e.hostLoopMs} ms against ${bareMs} at the bare route): its ratio is understated`,
    ),
    ...flattered.map(
      (e) =>
        `the host ran faster during ${e.name} (loop ${e.hostLoopMs} ms against ${bareMs} at the bare route): its ratio is flattered`,
    ),
  ];
  return { understated, flattered, detail };
}

const RATIO_BUDGET = 'API on PostgreSQL (1M policies): each endpoint ≥ ⅓ of the bare route';
const TAIL_BUDGET = 'API on PostgreSQL (1M policies): p99 < 25 ms at half the maximum rate';
const SCALING_BUDGET = 'Policy query at 1,000,000 policies no slower than at 10,000 (beyond noise)';
const START_BUDGET = '`npm start` answers within 5 s on a built tree with existing data';
const notMeasured = (budget: string, short: string): BudgetCheck => ({
  budget,
  short,
  status: 'not measured',
  detail: 'full run only',
  missedBy: [],
});

export function checkBudgets(result: BenchResult): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const routes = result.web.routes;
  const over = routes.filter((r) => r.total > r.budget);
  const home = routes.find((r) => r.route === '/');
  checks.push({
    budget: 'Critical path ≤ 160 kB gzip per route, home ≤ 130 kB',
    short: 'sizes',
    status: holds(over.length === 0),
    detail:
      over.length === 0
        ? `all ${routes.length} routes within budget`
        : `${over.length} of ${routes.length} routes over; home ${home ? kB(home.total) : '?'}; smallest ${kB(Math.min(...routes.map((r) => r.total)))}, largest ${kB(Math.max(...routes.map((r) => r.total)))}`,
    missedBy: over.map((r) => ({ what: r.route, figure: kB(r.total) })),
  });

  const lh = result.web.lighthouse;
  const lhRule = (
    name: string,
    short: string,
    ok: (row: NonNullable<typeof lh>[number]) => boolean,
    show: (row: NonNullable<typeof lh>[number]) => string,
    badness: (row: NonNullable<typeof lh>[number]) => number,
  ) => {
    if (!lh?.length) return checks.push(notMeasured(name, short));
    const bad = lh.filter((row) => !ok(row));
    checks.push({
      budget: name,
      short,
      status: holds(bad.length === 0),
      detail: lh.map((row) => `${row.route} ${show(row)}`).join('; '),
      missedBy: bad.sort((a, b) => badness(b) - badness(a)).map((row) => ({ what: row.route, figure: show(row) })),
    });
  };
  lhRule(
    'Lighthouse mobile score ≥ 95',
    'score',
    (r) => r.score >= 95,
    (r) => String(r.score),
    (r) => -r.score,
  );
  lhRule(
    'Lighthouse CLS ≤ 0.02',
    'CLS',
    (r) => r.cls <= 0.02,
    (r) => r.cls.toFixed(3),
    (r) => r.cls,
  );
  lhRule(
    'Lighthouse LCP ≤ 2.0 s',
    'LCP',
    (r) => r.lcpMs <= 2000,
    (r) => `${(r.lcpMs / 1000).toFixed(2)} s`,
    (r) => r.lcpMs,
  );
  lhRule(
    'Lighthouse TBT ≤ 100 ms',
    'TBT',
    (r) => r.tbtMs <= 100,
    (r) => `${Math.round(r.tbtMs)} ms`,
    (r) => r.tbtMs,
  );

  const big = result.api.find((run) => run.database.startsWith('PostgreSQL') && run.policies >= 1_000_000);
  if (!big) {
    checks.push(notMeasured(RATIO_BUDGET, '⅓ of bare'), notMeasured(TAIL_BUDGET, 'p99 at ½ rate'));
  } else {
    // An endpoint whose answers failed measured refusals, not its work: its figures cannot hold a budget.
    const failed = (e: (typeof big.endpoints)[number]) => (e.failed > 0 ? ` (${e.failed} failed answers)` : '');
    const rest = big.endpoints.filter((e) => !isBare(e));
    // A ratio under ⅓ misses even against a slow bare route or a host that ran faster during
    // the endpoint; one over it then proves nothing. Under ⅓ while the host ran slower during
    // the endpoint, it proves nothing either way.
    const doubt = bareRouteDoubt(
      big,
      result.api.filter((run) => run !== big),
    );
    const host = hostSpeedDoubts(big);
    const under = (e: Endpoint) => e.ratioToBare < 1 / 3 || e.failed > 0;
    const slow = rest.filter((e) => under(e) && (e.failed > 0 || !host.understated.includes(e)));
    const unsure = rest.filter((e) => (under(e) ? !slow.includes(e) : host.flattered.includes(e)));
    checks.push({
      budget: RATIO_BUDGET,
      short: '⅓ of bare',
      status: slow.length ? 'missed' : doubt || unsure.length ? 'not counted' : 'holds',
      detail: [
        ...rest.map((e) => `${e.name} ${ratioText(e.ratioToBare)}${failed(e)}`),
        ...(doubt ? [doubt] : []),
        ...host.detail,
      ].join('; '),
      missedBy: [...slow]
        .sort((a, b) => a.ratioToBare - b.ratioToBare)
        .map((e) => ({ what: e.name, figure: ratioText(e.ratioToBare) })),
    });
    // The budget is the listed endpoints'. The bare route is the ⅓ budget's yardstick: its half
    // rate (13,000–21,000 req/s) is where the load generator, on the same two cores, is the
    // limit (paced-load.ts), so its p99 is shown, not judged. A failed answer misses anywhere.
    const late = big.endpoints.filter((e) => (!isBare(e) && e.halfRate.p99 >= 25) || e.failed > 0);
    checks.push({
      budget: TAIL_BUDGET,
      short: 'p99 at ½ rate',
      status: holds(late.length === 0),
      detail: big.endpoints
        .map((e) => `${e.name}${isBare(e) ? ' (yardstick, not judged)' : ''} ${e.halfRate.p99} ms${failed(e)}`)
        .join('; '),
      missedBy: [...late]
        .sort((a, b) => b.halfRate.p99 - a.halfRate.p99)
        .map((e) => ({ what: e.name, figure: `${e.halfRate.p99} ms${failed(e)}` })),
    });
  }

  const s = result.scaling;
  if (!s) checks.push(notMeasured(SCALING_BUDGET, 'scaling'));
  else {
    const slower = s.large.p50 > Math.max(s.small.p50 * SCALING_NOISE.factor, s.small.p50 + SCALING_NOISE.ms);
    const failedAnswers = s.small.failed || s.large.failed;
    checks.push({
      budget: SCALING_BUDGET,
      short: 'scaling',
      status: holds(!slower && !failedAnswers),
      detail: `p50 ${s.small.p50} → ${s.large.p50} ms, p99 ${s.small.p99} → ${s.large.p99} ms, ${s.small.rps} → ${s.large.rps} req/s (half rate)${
        failedAnswers ? `; ${s.small.failed ?? 0} and ${s.large.failed ?? 0} failed answers` : ''
      }`,
      missedBy: [
        ...(slower ? [{ what: 'p50', figure: `${s.small.p50} → ${s.large.p50} ms` }] : []),
        ...(failedAnswers
          ? [{ what: 'failed answers', figure: String((s.small.failed ?? 0) + (s.large.failed ?? 0)) }]
          : []),
      ],
    });
  }

  const heavy = result.api.filter((run) => run.peakRssMb >= 300);
  checks.push({
    budget: 'One instance < 300 MB resident under load',
    short: 'memory',
    status: holds(heavy.length === 0),
    detail: result.api.map((run) => `${run.database}: ${run.peakRssMb} MB`).join('; '),
    missedBy: heavy.map((run) => ({ what: run.database.split(' (')[0], figure: `${run.peakRssMb} MB` })),
  });
  const start = result.npmStart;
  if (!start) checks.push(notMeasured(START_BUDGET, 'start-up'));
  else {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const ok = start.existingDataMs <= 5000;
    checks.push({
      budget: START_BUDGET,
      short: 'start-up',
      status: holds(ok),
      detail: `existing data ${seconds(start.existingDataMs)} (first start, seeding: ${seconds(start.freshMs)})`,
      missedBy: ok ? [] : [{ what: 'existing data', figure: seconds(start.existingDataMs) }],
    });
  }
  return checks;
}
