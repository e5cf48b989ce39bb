import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildServer } from '../../scripts/build-server';
import { SERVER_NODE_OPTIONS } from '../../src/server/runtime';

const REPO = join(import.meta.dirname, '../..');

export interface BenchServer {
  base: string;
  child: ChildProcess;
  /** Milliseconds from spawning the process to its first answer. */
  startupMs: number;
  /** Peak resident memory so far (VmHWM), in MB, of the largest process in its group (the server, not npm). */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** Resident-memory high-water mark of a Linux process, in MB. */
export function peakRssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** The processes of a process group (Linux). */
function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command's closing parenthesis: state, ppid, pgrp, …
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp === pgid) members.push(Number(entry));
    } catch {
      // Exited while we looked.
    }
  }
  return members;
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
 * Fails when another process listens on the port. Its answers to the probe would pass for the new server's,
 * which would then die of EADDRINUSE unseen, and the load would measure the other one: a bench server left
 * by an interrupted run (a test's timeout does not stop the detached group) did so in CI on 2026-12-01.
 */
function portIsFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `port ${port} is already in use: stop the process listening on it (a server left by an interrupted run?)`,
            )
          : err,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** A program and its arguments, run from the repo's root. */
export interface Command {
  program: string;
  args: readonly string[];
}

/**
 * Starts `command` in a process group of its own with the given environment,
 * and waits for `probe` to answer 200. The server's output goes to the
 * harness's stderr only when asked (BENCH_VERBOSE). A variable given as
 * undefined is removed from the harness's own environment.
 */
export async function startProcess(
  command: Command,
  env: Record<string, string | undefined>,
  port: number,
  probe: string,
  timeoutMs = 120_000,
): Promise<BenchServer> {
  await portIsFree(port);
  const started = performance.now();
  const child = spawn(command.program, command.args, {
    cwd: REPO,
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...env, PORT: String(port) }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'pipe'],
    // `npm start` is npm, a shell, then node: the group is stopped as one.
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // Already gone.
    }
  };
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await firstAnswer(`${base}${probe}`, child, timeoutMs);
  } catch (err) {
    signalGroup('SIGKILL');
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    base,
    child,
    startupMs,
    peakRssMb: () => {
      const members = groupMembers(child.pid as number);
      // Gone, the server has no high-water mark left to read: say why, not "-Infinity MB" (CI, 2026-12-01).
      if (!members.length)
        throw new Error(
          `the server's process group ${child.pid} is gone (exit code ${child.exitCode}, signal ${child.signalCode})\n${stderr}`,
        );
      return Math.max(...members.map(peakRssOf));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        signalGroup('SIGTERM');
      }),
  };
}

/**
 * Where the bench server keeps its data: a PostgreSQL (or `pglite://memory`)
 * URL, or a data folder for the embedded PGlite on disk, as `npm start` runs it.
 */
export type BenchDatabase = { url: string } | { dataDir: string };

/** Where the compiled bench server goes: inside the repo, so its packages resolve from node_modules. */
const BENCH_SERVER_BUNDLE = join(REPO, 'dist/bench/server.js');
let benchServerBuilt: Promise<void> | undefined;

/**
 * The bench server (the app plus a bare route) on the given database, compiled
 * ahead of time and run by plain node with the deployed V8 options, as
 * `npm start` runs the portal (scripts/build-server.ts): its memory and
 * start-up are the deployed server's, not tsx's. Compiled once per harness run.
 */
export async function startBenchServer(
  database: BenchDatabase,
  port: number,
  extraEnv: Record<string, string> = {},
  /** A program the server runs under, with its arguments (instructions.ts: valgrind). */
  under: readonly string[] = [],
) {
  benchServerBuilt ??= buildServer({ entry: join(REPO, 'bench/server.ts'), outfile: BENCH_SERVER_BUNDLE });
  await benchServerBuilt;
  const node = [process.execPath, ...SERVER_NODE_OPTIONS, BENCH_SERVER_BUNDLE];
  const [program, ...args] = [...under, ...node];
  return startProcess(
    { program: program as string, args },
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
  );
}
