import { z } from 'zod';

/**
 * One run of `npm run bench`, as written to bench/results/<timestamp>.json. The
 * schema is the contract between the harness, the README writer and the test
 * that checks a quick run writes a well-formed file.
 */
const latency = { rps: z.number().nonnegative(), p50: z.number().nonnegative(), p99: z.number().nonnegative() };

export const endpointFigures = z.object({
  name: z.string(),
  path: z.string(),
  ...latency,
  /**
   * The half-rate window whose p99 is the median of the windows run; `p99Windows`
   * lists every window's p99 (absent in results written before 2026-11-25 20:30),
   * `generatorStallWindows` the load generator's own longest event-loop delay in
   * each (absent before 2026-11-26 01:00), `serverLoopP99Windows` and
   * `serverLoopMaxWindows` the server's own event-loop delay in each, its p99
   * and its longest (absent before 2026-11-27 01:00).
   */
  halfRate: z.object({
    ...latency,
    p99Windows: z.array(z.number().nonnegative()).optional(),
    generatorStallWindows: z.array(z.number().nonnegative()).optional(),
    serverLoopP99Windows: z.array(z.number().nonnegative()).optional(),
    serverLoopMaxWindows: z.array(z.number().nonnegative()).optional(),
  }),
  ratioToBare: z.number().nonnegative(),
  requests: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /**
   * What the full-speed run cost, per request (process-cpu.ts): the server's
   * CPU and PostgreSQL's in µs, and wake-up interrupts; null where /proc could
   * not be read (absent before 2026-11-28 15:00).
   */
  cpu: z
    .object({
      serverUs: z.number().nonnegative(),
      postgresUs: z.number().nonnegative().nullable(),
      wakeUps: z.number().nonnegative().nullable(),
    })
    .nullable()
    .optional(),
  /** ms of the host-speed probe just before the full-speed run (machine.ts hostLoopMs; absent before 2026-11-29 19:00). */
  hostLoopMs: z.number().nonnegative().optional(),
});

/**
 * The name of the route that touches nothing (bench/server.ts): the yardstick
 * every endpoint's ratio is taken to, found in a run's figures by this name.
 */
export const BARE_ROUTE = 'bare route';

export const apiRun = z.object({
  /** e.g. "PGlite (in memory, demo data)" or "PostgreSQL 15 (1,000,000 policies)". */
  database: z.string(),
  policies: z.number().int().nonnegative(),
  sites: z.number().int().nonnegative(),
  connections: z.number().int().positive(),
  durationSeconds: z.number().positive(),
  /** From spawning the server process to its first answer. */
  startupMs: z.number().nonnegative(),
  /** Resident-memory high-water mark of the server after all the load. */
  peakRssMb: z.number().nonnegative(),
  endpoints: z.array(endpointFigures).min(1),
});

export const routeSizeRow = z.object({
  route: z.string(),
  page: z.string(),
  js: z.number().int().nonnegative(),
  css: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  budget: z.number().int().positive(),
});

export const lighthouseRow = z.object({
  route: z.string(),
  runs: z.number().int().positive(),
  /** Medians over the runs. */
  score: z.number(),
  fcpMs: z.number(),
  lcpMs: z.number(),
  tbtMs: z.number(),
  cls: z.number(),
  speedIndexMs: z.number(),
  /** Runs Lighthouse itself gave up on (and that were repeated). */
  failedAttempts: z.number().int().nonnegative(),
  /**
   * Lighthouse's own CPU benchmark of the host (lhr.environment.benchmarkIndex),
   * median over the runs. Its 4× CPU slowdown assumes a host of about 1,000 or
   * more, and it warns below that: TBT grows as the index falls, so TBTs of
   * hosts with different indexes are not comparable (recorded from 2026-11-27 on).
   */
  benchmarkIndex: z.number().optional(),
});

export const scaling = z.object({
  endpoint: z.string(),
  /** failed: answers that were not a success (absent in runs before 2026-11-26 06:12). */
  small: z.object({ policies: z.number().int(), ...latency, failed: z.number().int().optional() }),
  large: z.object({ policies: z.number().int(), ...latency, failed: z.number().int().optional() }),
  /** EXPLAIN ANALYZE of the lookups the query makes, on the large database. */
  plans: z.array(z.object({ query: z.string(), plan: z.string() })),
});

export const benchResult = z.object({
  version: z.literal(1),
  mode: z.enum(['quick', 'full']),
  startedAt: z.string(),
  finishedAt: z.string(),
  machine: z.object({
    os: z.string(),
    platform: z.string(),
    arch: z.string(),
    cpuModel: z.string(),
    cpus: z.number().int().positive(),
    memoryGb: z.number().positive(),
    loadAverageAtStart: z.array(z.number()),
    node: z.string(),
    /** The browser Lighthouse ran in (recorded from 2026-11-26 11:42 on). */
    chromium: z.string().optional(),
    /** ms for a fresh process to write 256 MB (machine.ts memoryTouchMs; recorded from 2026-11-26 11:42 on). */
    memoryTouchMs: z.number().optional(),
    /** Transparent huge pages and free page reporting (machine.ts kernelMemory; recorded from 2026-11-27 on). */
    kernelMemory: z
      .object({
        transparentHugePages: z.string(),
        pageReportingOrder: z.number().int().nullable(),
        pageReportingMinFreeMs: z.number().nullable(),
      })
      .optional(),
  }),
  web: z.object({ routes: z.array(routeSizeRow).min(1), lighthouse: z.array(lighthouseRow).optional() }),
  api: z.array(apiRun).min(1),
  scaling: scaling.optional(),
  /**
   * The commit measured and how many files of the working tree differed from
   * it (source.ts); null outside a git checkout, absent before 2026-12-03.
   */
  source: z.object({ commit: z.string(), changedFiles: z.number().int().nonnegative() }).nullable().optional(),
  /** `npm start` on a built tree: a first start (empty data folder) and a second (existing data). */
  npmStart: z.object({ freshMs: z.number(), existingDataMs: z.number(), peakRssMb: z.number() }).optional(),
  notes: z.array(z.string()),
});
export type BenchResult = z.infer<typeof benchResult>;
export type ApiRun = z.infer<typeof apiRun>;
