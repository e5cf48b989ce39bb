import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_OPTIONS } from '../../src/server/runtime';

const REPO = join(import.meta.dirname, '../..');

export interface BenchServer {
  base: string;
  child: ChildProcess;
  /** Milliseconds from spawning the process to its first answer. */
  startupMs: number;
  /** Peak resident memory of the process so far (VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** Resident-memory high-water mark of a Linux process, in MB. */
export function peakRssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

async function firstAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/**
 * Starts a Node process running `script` (a TypeScript file of the repo, via
 * tsx) with the given environment, and waits for `probe` to answer 200. The
 * server's output goes to the harness's stderr only when asked (BENCH_VERBOSE).
 * A variable given as undefined is removed from the harness's own environment.
 */
export async function startProcess(
  script: string,
  env: Record<string, string | undefined>,
  port: number,
  probe: string,
  timeoutMs = 120_000,
  nodeOptions: readonly string[] = [],
): Promise<BenchServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script], {
    cwd: REPO,
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...env, PORT: String(port) }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await firstAnswer(`${base}${probe}`, child, timeoutMs);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    base,
    child,
    startupMs,
    peakRssMb: () => peakRssOf(child.pid as number),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Where the bench server keeps its data: a PostgreSQL (or `pglite://memory`)
 * URL, or a data folder for the embedded PGlite on disk, as `npm start` runs it.
 */
export type BenchDatabase = { url: string } | { dataDir: string };

/** The bench server (the app plus a bare route) on the given database. */
export function startBenchServer(database: BenchDatabase, port: number, extraEnv: Record<string, string> = {}) {
  return startProcess(
    'bench/server.ts',
    {
      // Development adapters (SMS and mail into the outbox table: real writes, no
      // network) and the dev demo list, from which the harness picks a policy.
      NODE_ENV: 'development',
      ...('url' in database ? { DATABASE_URL: database.url } : { DATABASE_URL: undefined, DATA_DIR: database.dataDir }),
      // Request logging off: the figures are the server's, not the terminal's.
      LOG_LEVEL: 'warn',
      // The per-address limits stay on; this only lifts the global per-minute cap.
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST: 'dist/does-not-exist',
      ...extraEnv,
    },
    port,
    '/bench/bare',
    120_000,
    // The V8 options a deployed instance runs with (src/server/runtime.ts), so its memory is the deployed one.
    SERVER_NODE_OPTIONS,
  );
}
