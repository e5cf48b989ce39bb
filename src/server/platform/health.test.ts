import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { checkHealth, HEALTH_PATH } from './health';
import { createMemoryStore } from './memory-store';
import type { Store } from './store';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

/** A store whose every call fails the way the given promise does. */
function brokenStore(answer: () => Promise<never>): Store {
  const store = createMemoryStore();
  return { ...store, ttl: answer };
}

describe('GET /health', () => {
  it('answers 200 with both checks up, uncached and without personal data', async () => {
    const res = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = res.json();
    expect(report).toMatchObject({ status: 'up', database: { status: 'up' }, store: { status: 'up' } });
    expect(Object.keys(report).sort()).toEqual(['database', 'status', 'store']);
  });

  it('reports a failing store as down', async () => {
    const report = await checkHealth(
      t.deps.db,
      brokenStore(() => Promise.reject(new Error('ECONNREFUSED'))),
    );
    expect(report).toMatchObject({ status: 'down', database: { status: 'up' }, store: { status: 'down' } });
  });

  it('reports a store that never answers as down within about a second', async () => {
    const report = await checkHealth(
      t.deps.db,
      brokenStore(() => new Promise<never>(() => undefined)),
    );
    expect(report.store.status).toBe('down');
    expect(report.store.ms).toBeGreaterThanOrEqual(900);
    expect(report.store.ms).toBeLessThan(5000);
  });
});
