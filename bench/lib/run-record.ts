import { type BudgetCheck, checkBudgets } from './budgets';
import type { BenchResult } from './result';

/**
 * Every full run on record against today's budgets, for bench/README.md: how
 * often each budget held, what missed it how often, and a row a run with the
 * host facts that explain most of the spread (the kernel, new memory's cost,
 * Lighthouse's CPU index). The findings used to count these by hand each run,
 * and the counts drifted (a review found them a run behind, 50ecc76).
 */

const ICON: Record<BudgetCheck['status'], string> = {
  holds: '✅',
  missed: '❌',
  'not measured': '—',
  'not counted': '⚠️',
};

/** A missed budget's cell: the worst two named with their figures, and how many more missed. */
function cell(check: BudgetCheck): string {
  if (check.status !== 'missed') return ICON[check.status];
  const named = check.missedBy.slice(0, 2).map((m) => `${m.what} ${m.figure}`);
  const more = check.missedBy.length - named.length;
  return `❌ ${named.join(', ')}${more > 0 ? ` +${more}` : ''}`;
}

/** "6.18.44-fc-v1272" → "v1272": the hosts differ in the build suffix alone. */
function kernelOf(result: BenchResult): string {
  const release = result.machine.os.split(' ').at(-1) ?? result.machine.os;
  return release.match(/-(v\d+)$/)?.[1] ?? release;
}

function lighthouseIndex(result: BenchResult): string {
  const indexes = (result.web.lighthouse ?? []).flatMap((row) =>
    row.benchmarkIndex == null ? [] : [row.benchmarkIndex],
  );
  if (!indexes.length) return '—';
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  return low === high ? String(low) : `${low}–${high}`;
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** Upper bounds (ms to write 256 MB, machine.ts) of the bands runs are grouped in by new memory's cost. */
export const MEMORY_BANDS = [150, 250, 500, 700, Number.POSITIVE_INFINITY];

/**
 * Lighthouse's TBT by the host's new-memory cost: of four hosts of one kernel and one build, TBT ordered as
 * their new memory did (findings, 06:15 on 2026-12-04), so every run's reading is kept grouped by it.
 */
function tbtByNewMemory(runs: { result: BenchResult; checks: BudgetCheck[] }[]): string[] {
  const timed = runs.filter(({ result }) => result.machine.memoryTouchMs != null && result.web.lighthouse?.length);
  const rows = MEMORY_BANDS.map((high, i) => {
    const low = MEMORY_BANDS[i - 1] ?? 0;
    const band = timed.filter(({ result }) => {
      const ms = result.machine.memoryTouchMs ?? 0;
      return ms >= low && ms < high;
    });
    const worst = band.map(({ result }) => Math.max(...(result.web.lighthouse ?? []).map((r) => Math.round(r.tbtMs))));
    const held = band.filter(({ checks }) => checks.find((c) => c.short === 'TBT')?.status === 'holds').length;
    const label = high === Number.POSITIVE_INFINITY ? `${low} ms or more` : `${low}–${high - 1} ms`;
    return row([
      label,
      band.length,
      held,
      worst.length ? `${[...new Set([Math.min(...worst), Math.max(...worst)])].join('–')} ms` : '—',
    ]);
  });
  return [
    row(['new memory (256 MB)', 'runs', 'TBT ≤ 100 ms held', "the run's worst route's TBT"]),
    row(['---', '---', '---', '---']),
    ...rows,
  ];
}

export function runRecord(results: BenchResult[]): string {
  const runs = results
    .filter((r) => r.mode === 'full')
    .map((result) => ({ result, checks: checkBudgets(result) }))
    .sort((a, b) => b.result.startedAt.localeCompare(a.result.startedAt));
  if (!runs.length) return '';
  const budgets = runs[0].checks.map((c) => c.budget);
  const checksOf = (budget: string) =>
    runs.flatMap(({ checks }) => checks.filter((c) => c.budget === budget && c.status !== 'not measured'));

  const totals = budgets.map((budget) => {
    const measured = checksOf(budget);
    const count = (status: BudgetCheck['status']) => measured.filter((c) => c.status === status).length;
    const misses = new Map<string, number>();
    for (const check of measured)
      if (check.status === 'missed')
        for (const { what } of check.missedBy) misses.set(what, (misses.get(what) ?? 0) + 1);
    // Six name the pattern; a run that missed on every route (sizes, 2026-11-22) would otherwise list all 82.
    const ranked = [...misses].sort((a, b) => b[1] - a[1]);
    const missers = ranked
      .slice(0, 6)
      .map(([what, n]) => `${what} ${n}`)
      .join(', ');
    const rest = ranked.length > 6 ? ` and ${ranked.length - 6} more` : '';
    return row([budget, count('holds'), count('missed'), count('not counted'), measured.length, missers + rest || '—']);
  });

  const shorts = runs[0].checks.map((c) => c.short);
  const perRun = runs.map(({ result, checks }) =>
    row([
      result.startedAt.slice(0, 16).replace('T', ' '),
      result.source?.commit.slice(0, 7) ?? '—',
      kernelOf(result),
      result.machine.memoryTouchMs ?? '—',
      lighthouseIndex(result),
      ...budgets.map((budget) => {
        const check = checks.find((c) => c.budget === budget);
        return check ? cell(check) : '—';
      }),
    ]),
  );

  return [
    `## Every full run against today's budgets (${runs.length} run${runs.length === 1 ? '' : 's'})`,
    '',
    "Each recorded full run judged by today's rules (budgets.ts), so the earliest rows also show what later changes fixed (bench/history.md tells which). ⚠️: the figures could not count (a slow bare route, or the host's speed changing within the run).",
    '',
    row(['budget', 'held', 'missed', 'not counted', 'runs measured', 'what missed it, in how many runs']),
    row(['---', '---', '---', '---', '---', '---']),
    ...totals,
    '',
    ...tbtByNewMemory(runs),
    '',
    "<details><summary>Run by run, newest first (new memory: ms for a fresh process to write 256 MB; CPU index: Lighthouse's)</summary>",
    '',
    row(['run (UTC)', 'commit', 'kernel', 'new memory ms', 'CPU index', ...shorts]),
    row(Array(5 + shorts.length).fill('---')),
    ...perRun,
    '',
    '</details>',
  ].join('\n');
}
