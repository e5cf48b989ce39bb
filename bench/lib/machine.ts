import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** The system Chromium, never a downloaded one. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** What the figures were measured on: they mean little without it. */
export function machineFacts() {
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()}`,
    platform: process.platform,
    arch: process.arch,
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpus: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
  };
}
export type MachineFacts = ReturnType<typeof machineFacts>;

/** The browser Lighthouse ran in: its timings change with the version as much as with the code. */
export function chromiumVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      timeout: 30_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .replace(/ built on .*/, '');
  } catch {
    return 'not found';
  }
}

/** How much memory the probe writes. */
export const MEMORY_TOUCH_MB = 256;

/**
 * Milliseconds a fresh Node process takes to allocate and write 256 MB, the
 * median of three processes: what a new page of memory costs on this host.
 * Every fresh process pays it as it grows (each Lighthouse run's renderer,
 * `npm start`, the load generators), and on some virtual machines it is
 * several times the usual: on the AMD host of 2026-11-26 11:42 it read
 * ~770 ms, and a renderer took 46 ms to create its first script context
 * (bench/history.md).
 */
export function memoryTouchMs(): number {
  const probe = `const t = performance.now(); const b = Buffer.allocUnsafe(${MEMORY_TOUCH_MB} * 1024 * 1024);
    for (let i = 0; i < b.length; i += 4096) b[i] = 1; console.log(performance.now() - t);`;
  const runs = [0, 1, 2].map(() => Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' })));
  return Math.round(runs.sort((a, b) => a - b)[1]);
}

/** A kernel setting from /sys, or null where this kernel has none. */
const sysValue = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/**
 * How the kernel backs a process's new memory, beside memoryTouchMs: the
 * probe reads the cost, these read two settings that change it on a virtual
 * machine. Transparent huge pages map memory in 2 MB pages, one fault for 512
 * small ones (in `always` mode the probe read 80 ms instead of ~770 on the
 * AMD host of 2026-11-27 12:17). Free page reporting hands free memory of at
 * least 4 kB × 2^order back to the host, `min_free_ms` after it was freed
 * (a setting of this VM's kernel); the next process to use it then faults
 * it in from the host again.
 */
export function kernelMemory(read: (path: string) => string | null = sysValue) {
  const text = (path: string) => read(path)?.trim() ?? null;
  const number = (path: string) => {
    const value = text(path);
    return value === null || !/^\d+$/.test(value) ? null : Number(value);
  };
  return {
    transparentHugePages: text('/sys/kernel/mm/transparent_hugepage/enabled')?.match(/\[(\w+)\]/)?.[1] ?? 'unknown',
    pageReportingOrder: number('/sys/module/page_reporting/parameters/page_reporting_order'),
    pageReportingMinFreeMs: number('/sys/module/page_reporting/parameters/min_free_ms'),
  };
}
export type KernelMemory = ReturnType<typeof kernelMemory>;

/** Additions in the host-speed probe: it read 74.8–83.7 ms on the v782 host, 62.2–68.8 on the v509 host (2026-11-29) and 81.7–86.4 on the v857 host (2026-11-30). */
export const HOST_LOOP_ADDITIONS = 100_000_000;
let loopSink = 0;

/**
 * Milliseconds this process takes for HOST_LOOP_ADDITIONS additions in a
 * loop, the fastest of three: how fast the host runs one core at this moment,
 * independent of the portal's code. These hosts change speed between runs and
 * within one: at 2026-11-29 16:40 Lighthouse rated the host 1,664–2,427 where
 * it read 2,720–2,887 an hour before, and the bare route's server CPU a request
 * moved by half between runs of one build. A ratio of two figures measured
 * minutes apart is the code's only when the host ran at one speed for both, so
 * each endpoint's figures carry this probe, taken just before its load.
 */
export function hostLoopMs(): number {
  const loop = (n: number) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += i;
    return sum;
  };
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    loopSink += loop(HOST_LOOP_ADDITIONS);
    best = Math.min(best, performance.now() - start);
  }
  // Kept so the loops cannot be optimised away as dead code.
  if (loopSink < 0) throw new Error('unreachable');
  return Math.round(best * 10) / 10;
}
