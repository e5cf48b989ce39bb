import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudgets } from './lib/budgets';
import { benchResult } from './lib/result';
import { runBench } from './run';

/**
 * The harness's quick mode, reduced (two endpoints, one-second measurements)
 * into a temporary folder: a real build, a real server on PGlite and a real
 * load, then a result file that must be well formed. Nothing here depends on
 * how fast the machine is.
 */
const outDir = mkdtempSync(join(tmpdir(), 'portal-bench-test-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('npm run bench -- --quick', () => {
  it('writes a well-formed result, the README tables and the chart', async () => {
    const lines: string[] = [];
    const { result, file } = await runBench({
      mode: 'quick',
      outDir,
      port: 3420,
      durationSeconds: 1,
      endpoints: ['bare route', 'code list (idType)'],
      log: (line) => lines.push(line),
    });

    const written = benchResult.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(written).toEqual(result);
    expect(file.startsWith(join(outDir, 'results'))).toBe(true);
    expect(written.mode).toBe('quick');
    expect(written.machine.cpus).toBeGreaterThan(0);
    expect(written.machine.node).toBe(process.version);
    // The browser and the cost of new memory: Lighthouse's timings and start-up depend on both.
    expect(written.machine.chromium).toMatch(/^Chromium \d+\.|^not found$/);
    expect(written.machine.memoryTouchMs).toBeGreaterThan(0);
    expect(written.machine.kernelMemory?.transparentHugePages).toMatch(/^\w+$/);
    // Which code was measured: the harness runs in this checkout (CI's is a clone, so a commit).
    expect(written.source?.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(written.web.routes.map((r) => r.route)).toContain('/policy-query');

    const [run] = written.api;
    expect(run.database).toContain('PGlite');
    expect(run.policies).toBeGreaterThan(0);
    expect(run.endpoints.map((e) => e.name)).toEqual(['bare route', 'code list (idType)']);
    for (const e of run.endpoints) {
      expect(e.requests).toBeGreaterThan(0);
      expect(e.failed).toBe(0);
      // The host's speed just before the endpoint's load, which its ratio is read against (budgets.ts).
      expect(e.hostLoopMs).toBeGreaterThan(0);
      // Each half-rate window reports its p99 and the generator's own longest stall.
      expect(e.halfRate.generatorStallWindows).toHaveLength(e.halfRate.p99Windows?.length ?? -1);
      // …and the server's own event-loop delay in it, which the generator's p99 can be set against.
      expect(e.halfRate.serverLoopP99Windows).toHaveLength(e.halfRate.p99Windows?.length ?? -1);
      expect(e.halfRate.serverLoopMaxWindows).toHaveLength(e.halfRate.p99Windows?.length ?? -1);
      for (const [i, p99] of (e.halfRate.serverLoopP99Windows ?? []).entries())
        expect(p99).toBeLessThanOrEqual(e.halfRate.serverLoopMaxWindows?.[i] ?? -1);
      // What the full-speed run cost the server a request (Linux: /proc); PGlite is inside the server.
      if (process.platform === 'linux') {
        expect(e.cpu?.serverUs).toBeGreaterThan(0);
        expect(e.cpu?.postgresUs).toBeNull();
      }
    }
    expect(run.endpoints[0].ratioToBare).toBe(1);
    expect(run.peakRssMb).toBeGreaterThan(0);

    const readme = readFileSync(join(outDir, 'README.md'), 'utf8');
    expect(readme).toContain('| code list (idType) |');
    expect(readme).toContain('generator stall ms (windows)');
    expect(readme).toContain('server loop p99 / longest ms (windows)');
    expect(readme).toContain('server CPU µs/req');
    expect(readme).toContain('| /policy-query |');
    expect(readme).toContain(`of commit ${written.source?.commit.slice(0, 7)}`);
    for (const check of checkBudgets(written)) expect(readme).toContain(check.budget);
    const svg = readFileSync(join(outDir, 'latency.svg'), 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('code list (idType)');
    expect(existsSync(join(outDir, 'results'))).toBe(true);
    expect(lines.some((line) => line.startsWith('written:'))).toBe(true);
  }, 170_000);
});
