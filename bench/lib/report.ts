import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BudgetCheck, checkBudgets, ratioText } from './budgets';
import { type KernelMemory, MEMORY_TOUCH_MB } from './machine';
import { type ApiRun, type BenchResult, benchResult } from './result';
import { runRecord } from './run-record';

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const STATUS_TEXT: Record<BudgetCheck['status'], string> = {
  holds: '✅ holds',
  missed: '❌ missed',
  'not measured': '— not measured',
  'not counted': '⚠️ not counted',
};
const FEATURED = ['/', '/policy-query', '/claims-query', '/invoice-query', '/network-query', '/customer-service'];

/** results/<timestamp>.json (colons left out so the name works everywhere); returns the path. */
export function writeResult(outDir: string, result: BenchResult): string {
  const parsed = benchResult.parse(result);
  const dir = join(outDir, 'results');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${parsed.startedAt.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(path, `${JSON.stringify(parsed, null, 2)}\n`);
  return path;
}

/** Every result file of a results folder, oldest first; files that do not parse are skipped. */
export function readResults(outDir: string): BenchResult[] {
  const dir = join(outDir, 'results');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const parsed = benchResult.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      return parsed.success ? [parsed.data] : [];
    });
}

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function apiTable(run: ApiRun): string {
  return [
    `**${run.database}** — ${run.policies.toLocaleString('en')} policies, ${run.sites.toLocaleString('en')} sites; ${run.connections} connections, ${run.durationSeconds} s per measurement; start-up to first answer ${run.startupMs} ms; peak RSS ${run.peakRssMb} MB.`,
    '',
    table(
      [
        'endpoint',
        'req/s',
        'p50 ms',
        'p99 ms',
        '× bare',
        'req/s at ½ rate',
        'p50 ms at ½',
        'p99 ms at ½: median (windows)',
        'generator stall ms (windows)',
        'server loop p99 / longest ms (windows)',
        'server CPU µs/req',
        'PostgreSQL CPU µs/req',
        'wake-ups/req',
        'host loop ms',
        'failed',
      ],
      run.endpoints.map((e) => [
        e.name,
        e.rps,
        e.p50,
        e.p99,
        ratioText(e.ratioToBare),
        e.halfRate.rps,
        e.halfRate.p50,
        e.halfRate.p99Windows ? `${e.halfRate.p99} (${e.halfRate.p99Windows.join(', ')})` : e.halfRate.p99,
        e.halfRate.generatorStallWindows?.join(', ') ?? '–',
        serverLoop(e),
        e.cpu?.serverUs ?? '–',
        e.cpu?.postgresUs ?? '–',
        e.cpu?.wakeUps ?? '–',
        e.hostLoopMs ?? '–',
        e.failed,
      ]),
    ),
  ].join('\n');
}

/** The server's own event-loop delay per half-rate window, as "p99 / longest" (results before 2026-11-27 have none). */
function serverLoop(e: ApiRun['endpoints'][number]): string {
  const { serverLoopP99Windows: p99s, serverLoopMaxWindows: maxes } = e.halfRate;
  if (!p99s || !maxes) return '–';
  return p99s.map((p99, i) => `${p99} / ${maxes[i]}`).join(', ');
}

/**
 * The chart: p50 and p99 at half the maximum rate, per endpoint and database,
 * as horizontal bars. Plain SVG so it renders on any Git host.
 */
export function latencyChart(runs: ApiRun[]): string {
  const rows = runs.flatMap((run) => run.endpoints.map((e) => ({ label: `${e.name}`, group: run.database, e })));
  const max = Math.max(1, ...rows.map((r) => r.e.halfRate.p99));
  const width = 760;
  const left = 250;
  const barArea = width - left - 70;
  const scale = (ms: number) => Math.max(1, (ms / max) * barArea);
  const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  let y = 40;
  const parts: string[] = [];
  let lastGroup = '';
  for (const row of rows) {
    if (row.group !== lastGroup) {
      y += 10;
      parts.push(`<text x="8" y="${y + 12}" font-weight="bold">${esc(row.group)}</text>`);
      y += 22;
      lastGroup = row.group;
    }
    const { p50, p99 } = row.e.halfRate;
    parts.push(
      `<text x="${left - 8}" y="${y + 13}" text-anchor="end">${esc(row.label)}</text>`,
      `<rect x="${left}" y="${y}" width="${scale(p99).toFixed(1)}" height="16" fill="#f4a582"/>`,
      `<rect x="${left}" y="${y + 4}" width="${scale(p50).toFixed(1)}" height="8" fill="#2166ac"/>`,
      `<text x="${left + scale(p99) + 6}" y="${y + 13}">${p50} / ${p99} ms</text>`,
    );
    y += 22;
  }
  const height = y + 16;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="18" font-size="14" font-weight="bold">API latency at half the maximum rate: p50 (blue) / p99 (orange)</text>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}

/** Which code a run measured, for the README's line on the run. */
export function sourceText(source: BenchResult['source']): string {
  if (!source) return '';
  const changed =
    source.changedFiles === 0
      ? ''
      : ` with ${source.changedFiles} file${source.changedFiles === 1 ? '' : 's'} of the working tree changed from it`;
  return `, of commit ${source.commit.slice(0, 7)}${changed}`;
}

/** The kernel's memory settings in words, for the README's line on the machine. */
export function kernelMemoryText(k: KernelMemory): string {
  const hugePages = `transparent huge pages \`${k.transparentHugePages}\``;
  if (k.pageReportingOrder === null) return `${hugePages}, no free page reporting`;
  const blockKb = 4 << k.pageReportingOrder;
  const block = blockKb >= 1024 ? `${blockKb / 1024} MB` : `${blockKb} kB`;
  const delay = k.pageReportingMinFreeMs === null ? '' : `, ${k.pageReportingMinFreeMs} ms after it is freed`;
  return `${hugePages}, free memory reported to the host in blocks of ${block} or more${delay}`;
}

/**
 * bench/README.md from the latest run, with the sections a quick run lacks taken from the latest full run,
 * and the record of every full run in `history` (which may include `latest`).
 */
export function readme(latest: BenchResult, lastFull: BenchResult | undefined, history: BenchResult[] = []): string {
  const full = latest.mode === 'full' ? latest : lastFull;
  const lighthouse = latest.web.lighthouse ?? full?.web.lighthouse;
  const merged: BenchResult = {
    ...latest,
    web: { ...latest.web, lighthouse },
    api:
      latest.mode === 'full' || !full
        ? latest.api
        : [...latest.api, ...full.api.filter((r) => r.database.startsWith('PostgreSQL'))],
    scaling: latest.scaling ?? full?.scaling,
    npmStart: latest.npmStart ?? full?.npmStart,
  };
  const m = latest.machine;
  const routes = merged.web.routes;
  const featured = routes.filter((r) => FEATURED.includes(r.route));
  const budgets = checkBudgets(merged);
  const out: string[] = [
    '# Performance benchmark',
    '',
    'Generated by `npm run bench` (`npm run bench -- --quick` for a smoke run of about a minute,',
    '`npm run bench -- --report` to rewrite this file from the latest result); edit `bench/findings.md`, not this file.',
    'How it measures, and what the budgets are, is at the end of this file.',
    '',
    `Latest run: **${latest.mode}**, ${latest.startedAt}${sourceText(latest.source)}, on ${m.os} (${m.arch}), ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, load average at start ${m.loadAverageAtStart.join(' / ')}${m.chromium ? `, ${m.chromium}` : ''}${m.memoryTouchMs !== undefined ? `; a fresh process wrote ${MEMORY_TOUCH_MB} MB in ${m.memoryTouchMs} ms (new memory's cost on this host, machine.ts)` : ''}${m.kernelMemory ? `; ${kernelMemoryText(m.kernelMemory)}` : ''}.`,
    full && full !== latest
      ? `Lighthouse, PostgreSQL, scaling and \`npm start\` figures below are from the last full run, ${full.startedAt}.`
      : '',
    '',
    '## Budgets',
    '',
    table(
      ['budget', 'status', 'figures'],
      budgets.map((b) => [b.budget, STATUS_TEXT[b.status], b.detail]),
    ),
    '',
    runRecord(history),
    '',
    readFileSync(join(import.meta.dirname, '../findings.md'), 'utf8').trim(),
    '',
    '## Critical-path size per route (gzip, JavaScript + CSS)',
    '',
    'The six main routes:',
    '',
    table(
      ['route', 'JS kB', 'CSS kB', 'total kB', 'budget kB', ''],
      featured.map((r) => [r.route, kB(r.js), kB(r.css), kB(r.total), kB(r.budget), r.total <= r.budget ? '✅' : '❌']),
    ),
    '',
    `<details><summary>All ${routes.length} routes</summary>`,
    '',
    table(
      ['route', 'page module', 'JS kB', 'CSS kB', 'total kB', ''],
      routes.map((r) => [r.route, r.page, kB(r.js), kB(r.css), kB(r.total), r.total <= r.budget ? '✅' : '❌']),
    ),
    '',
    '</details>',
    '',
    '## Lighthouse 12, mobile defaults, median of runs',
    '',
    lighthouse?.length
      ? table(
          ['route', 'runs', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Speed Index ms', 'host CPU index'],
          lighthouse.map((r) => [
            r.route,
            r.runs,
            r.score,
            r.fcpMs,
            r.lcpMs,
            r.tbtMs,
            r.cls.toFixed(3),
            r.speedIndexMs,
            r.benchmarkIndex ?? '—',
          ]),
        )
      : 'Not measured yet (full run only).',
    '',
    ...(lighthouse?.length
      ? [
          "Host CPU index: Lighthouse's own benchmark of the machine (`benchmarkIndex`). Its 4× CPU slowdown assumes an index of about 1,000 or more and it warns below that; TBT grows as the index falls.",
          '',
        ]
      : []),
    '## API under load (full speed: autocannon, closed loop; ½ rate: a steady open loop, bench/lib/paced-load.ts)',
    '',
    '![latency chart](latency.svg)',
    '',
    ...merged.api.flatMap((run) => [apiTable(run), '']),
    '## Policy query: 10,000 vs 1,000,000 policies',
    '',
    merged.scaling
      ? [
          table(
            ['policies', 'req/s at ½ rate', 'p50 ms', 'p99 ms'],
            [merged.scaling.small, merged.scaling.large].map((s) => [
              s.policies.toLocaleString('en'),
              s.rps,
              s.p50,
              s.p99,
            ]),
          ),
          '',
          'Plans on the large database (EXPLAIN ANALYZE):',
          '',
          ...merged.scaling.plans.flatMap((p) => [`\`${p.query}\``, '', '```', p.plan, '```', '']),
        ].join('\n')
      : 'Not measured yet (full run only).',
    '',
    '## `npm start` on a built tree',
    '',
    merged.npmStart
      ? `First start (empty data folder: migrations and demo data) ${merged.npmStart.freshMs} ms; second start (existing data) ${merged.npmStart.existingDataMs} ms to the first answer; peak RSS ${merged.npmStart.peakRssMb} MB.`
      : 'Not measured yet (full run only).',
    '',
    '## Notes of the run',
    '',
    ...latest.notes.map((n) => `- ${n}`),
    '',
    readFileSync(join(import.meta.dirname, 'method.md'), 'utf8').trim(),
    '',
  ];
  return out.filter((line, i, all) => !(line === '' && all[i - 1] === '')).join('\n');
}

/** Writes results/<timestamp>.json, README.md and latency.svg into outDir (bench/ by default). */
export function writeReport(outDir: string, result: BenchResult) {
  const file = writeResult(outDir, result);
  writeSummary(outDir, result);
  return file;
}

/** README.md and latency.svg from the latest result file (`npm run bench -- --report`: no new measurement). */
export function rewriteReport(outDir: string) {
  const latest = readResults(outDir).at(-1);
  if (!latest) throw new Error(`no result files in ${join(outDir, 'results')}`);
  writeSummary(outDir, latest);
}

function writeSummary(outDir: string, result: BenchResult) {
  const all = readResults(outDir).filter((r) => r.startedAt !== result.startedAt);
  const lastFull = all.filter((r) => r.mode === 'full').at(-1);
  const runs =
    result.mode === 'full' || !lastFull
      ? result.api
      : [...result.api, ...lastFull.api.filter((r) => r.database.startsWith('PostgreSQL'))];
  writeFileSync(join(outDir, 'latency.svg'), latencyChart(runs));
  writeFileSync(join(outDir, 'README.md'), readme(result, lastFull, [...all, result]));
}
