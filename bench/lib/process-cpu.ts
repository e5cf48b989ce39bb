import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * What the machine spent on one endpoint's full-speed run, per request: the
 * server's own CPU, PostgreSQL's, and how often an idle CPU was woken.
 *
 * The ratio to the bare route is a ratio of throughputs on two cores that the
 * server shares with its load generator and its database, so it moves with the
 * host: on a host whose idle CPUs halt, an answer written to a sleeping
 * client pays for waking it inside the server's write (bench/history.md).
 * These figures tell the server's own work from that tax: the server's CPU a
 * request is what a change to the code moves, the wake-ups what the host adds.
 * Linux only (read from /proc); null where a figure cannot be read.
 */
export interface CpuPerRequest {
  /** The server process's user + system CPU, in µs a request. */
  serverUs: number;
  /** Every local `postgres` process's CPU, in µs a request; null when the run has no local PostgreSQL. */
  postgresUs: number | null;
  /** Rescheduling and function-call interrupts (x86 RES + CAL, all CPUs) a request; null where /proc/interrupts has neither. */
  wakeUps: number | null;
}

/** A reading of the counters, taken before and after a run. */
export interface CpuReading {
  server: number;
  postgres: number | null;
  wakeUps: number | null;
}

/** Clock ticks a second of /proc's CPU times (USER_HZ): 100 on every Linux we run on, asked once. */
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * utime + stime, in clock ticks, from the text of /proc/<pid>/stat. The
 * command name comes in parentheses and may itself hold spaces and ')', so
 * the fields are counted from its last ')'.
 */
export function cpuTicksFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state(0) ppid(1) … utime(11) stime(12).
  return Number(fields[11]) + Number(fields[12]);
}

/** The RES and CAL rows of /proc/interrupts, summed over every CPU; null when it has neither. */
export function wakeUpsFromInterrupts(text: string): number | null {
  let total: number | null = null;
  for (const line of text.split('\n')) {
    const [name, ...counts] = line.trim().split(/\s+/);
    if (name !== 'RES:' && name !== 'CAL:') continue;
    // The per-CPU counts come first, then the row's description.
    for (const count of counts) {
      if (!/^\d+$/.test(count)) break;
      total = (total ?? 0) + Number(count);
    }
  }
  return total;
}

function ticksOf(pid: number): number {
  return cpuTicksFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** CPU ticks of every process whose command is `postgres` (the server and its backends); null when none runs. */
function postgresTicks(): number | null {
  let total: number | null = null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total = (total ?? 0) + ticksOf(Number(entry));
    } catch {
      // A backend that exited while we looked: its time is gone with it.
    }
  }
  return total;
}

function wakeUps(): number | null {
  try {
    return wakeUpsFromInterrupts(readFileSync('/proc/interrupts', 'utf8'));
  } catch {
    return null;
  }
}

/** The counters now, or null off Linux (no /proc) or when the server has exited. */
export function readCpu(serverPid: number, withPostgres: boolean): CpuReading | null {
  try {
    return { server: ticksOf(serverPid), postgres: withPostgres ? postgresTicks() : null, wakeUps: wakeUps() };
  } catch {
    return null;
  }
}

/** What a run of `requests` requests cost, per request, between two readings. */
export function perRequest(before: CpuReading, after: CpuReading, requests: number): CpuPerRequest | null {
  if (requests <= 0) return null;
  const us = (ticks: number) => Math.round(((ticks / clockTicks()) * 1e6) / requests);
  const postgres = before.postgres !== null && after.postgres !== null ? after.postgres - before.postgres : null;
  const woken = before.wakeUps !== null && after.wakeUps !== null ? after.wakeUps - before.wakeUps : null;
  return {
    serverUs: us(after.server - before.server),
    // A backend that exited during the run takes its time with it: never below zero.
    postgresUs: postgres === null ? null : Math.max(0, us(postgres)),
    wakeUps: woken === null ? null : Math.round((woken / requests) * 100) / 100,
  };
}
