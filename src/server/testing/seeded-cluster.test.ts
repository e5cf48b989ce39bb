import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seededCluster, seededClusterName } from './seeded-cluster';

const count = async (database: Awaited<ReturnType<typeof openDatabase>>, query: string) =>
  Number(((await database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('the seeded cluster API tests start from', () => {
  it('is named anew when the day in China turns (the demo data is dated from today)', () => {
    // 23:58 and 23:59 on 2026-12-01 in China, then 00:01 on 2026-12-02.
    const lateEvening = Date.parse('2026-12-01T15:58:00Z');
    expect(seededClusterName(lateEvening)).toBe(seededClusterName(lateEvening + 60_000));
    expect(seededClusterName(lateEvening)).not.toBe(seededClusterName(lateEvening + 180_000));
  });

  it('is named apart for a test file that seeds fewer domains (a mocked domain list)', () => {
    const now = Date.parse('2026-12-01T04:00:00Z');
    expect(seededClusterName(now, ['platform', 'service'])).not.toBe(seededClusterName(now));
  });

  it('gives each database its own copy of the demo data', async () => {
    const cluster = await seededCluster();
    const first = await openDatabase('pglite://memory', '', cluster);
    const second = await openDatabase('pglite://memory', '', cluster);
    try {
      const policies = await count(first, 'select count(*)::int as n from policy_record');
      expect(policies).toBeGreaterThan(100);
      await first.db.execute(sql.raw('delete from policy_record'));
      expect(await count(first, 'select count(*)::int as n from policy_record')).toBe(0);
      expect(await count(second, 'select count(*)::int as n from policy_record')).toBe(policies);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('starts an in-memory database only, never one on disk', async () => {
    await expect(openDatabase(undefined, '/tmp/never-made', new Blob([]))).rejects.toThrow(/in-memory/);
  });
});
