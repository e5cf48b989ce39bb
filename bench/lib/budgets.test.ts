import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets';
import { benchResult } from './result';

// A recorded run in which the uuid flood had pushed the load's session out of
// the full in-memory store: every later endpoint's answers were refusals.
const recorded = benchResult.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, '../results/2026-11-26T06-12-35Z.json'), 'utf8')),
);

const api = (result: typeof recorded) => checkBudgets(result).filter((c) => c.budget.startsWith('API'));

describe('checkBudgets', () => {
  it('never lets figures of failed answers hold an API budget', () => {
    const ratio = recorded.api.map((run) => ({
      ...run,
      endpoints: run.endpoints.map((e) => ({ ...e, ratioToBare: 1, halfRate: { ...e.halfRate, p99: 1 } })),
    }));
    for (const check of api({ ...recorded, api: ratio })) {
      expect(check.status).toBe('missed');
      expect(check.detail).toMatch(/failed answers/);
    }
  });

  it('holds them once the same figures come from successful answers', () => {
    const clean = recorded.api.map((run) => ({
      ...run,
      endpoints: run.endpoints.map((e) => ({ ...e, failed: 0, ratioToBare: 1, halfRate: { ...e.halfRate, p99: 1 } })),
    }));
    for (const check of api({ ...recorded, api: clean })) expect(check.status).toBe('holds');
  });

  it('does not let the scaling figure hold on failed answers either', () => {
    const scaling = checkBudgets(recorded).find((c) => c.budget.startsWith('Policy query at'));
    expect(recorded.scaling?.large.failed ?? 0).toBe(0); // recorded before the field existed
    const failing = {
      ...recorded,
      scaling: recorded.scaling && { ...recorded.scaling, large: { ...recorded.scaling.large, failed: 5 } },
    };
    expect(scaling?.status).toBe('holds');
    expect(checkBudgets(failing).find((c) => c.budget.startsWith('Policy query at'))?.status).toBe('missed');
  });
});
