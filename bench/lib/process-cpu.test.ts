import { describe, expect, it } from 'vitest';
import { cpuTicksFromStat, perRequest, readCpu, wakeUpsFromInterrupts } from './process-cpu';

describe('process CPU per request', () => {
  it('reads utime + stime after the last parenthesis, whatever the command name holds', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const stat = '4242 (node (worker) x) S 1 4242 4242 0 -1 4194560 100 0 0 0 1234 567 0 0 20 0 11 0';
    expect(cpuTicksFromStat(stat)).toBe(1234 + 567);
  });

  it('sums the RES and CAL rows over every CPU and nothing else', () => {
    const text = [
      '           CPU0       CPU1       ',
      '  0:         30          0   IO-APIC   2-edge      timer',
      'LOC:     100000     200000   Local timer interrupts',
      'RES:        120        380   Rescheduling interrupts',
      'CAL:         45         55   Function call interrupts',
      'TLB:          7          9   TLB shootdowns',
    ].join('\n');
    expect(wakeUpsFromInterrupts(text)).toBe(120 + 380 + 45 + 55);
    expect(wakeUpsFromInterrupts('LOC: 1 2 Local timer interrupts')).toBeNull();
  });

  it('turns two readings into µs and interrupts a request', () => {
    // 100 ticks a second (USER_HZ on Linux): 50 ticks over 10,000 requests is 50 µs a request.
    const before = { server: 1000, postgres: 300, wakeUps: 5000 };
    const after = { server: 1050, postgres: 310, wakeUps: 7500 };
    expect(perRequest(before, after, 10_000)).toEqual({ serverUs: 50, postgresUs: 10, wakeUps: 0.25 });
    expect(perRequest({ ...before, postgres: null }, { ...after, postgres: null }, 10_000)?.postgresUs).toBeNull();
    // A backend that exited during the run took its time with it: never below zero.
    expect(perRequest(before, { ...after, postgres: 200 }, 10_000)?.postgresUs).toBe(0);
    expect(perRequest(before, after, 0)).toBeNull();
  });

  it.runIf(process.platform === 'linux')('reads this process, and counts the CPU it burns', () => {
    const before = readCpu(process.pid, false);
    expect(before).not.toBeNull();
    // Busy for at least 200 ms of CPU: 20 ticks at USER_HZ 100, far above one tick of rounding.
    const start = process.cpuUsage();
    let x = 0;
    while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < 200) x += Math.sqrt(x + 1);
    const after = readCpu(process.pid, false);
    expect(after?.postgres).toBeNull();
    expect((after?.server ?? 0) - (before?.server ?? 0)).toBeGreaterThanOrEqual(10);
    expect(x).toBeGreaterThan(0);
  });

  it('is null for a process that does not exist', () => {
    expect(readCpu(2 ** 30, false)).toBeNull();
  });
});
