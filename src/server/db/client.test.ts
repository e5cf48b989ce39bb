import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, TEMPLATE_PATH } from './client';

const rows = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('embedded PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-client-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts an in-memory database from the empty-cluster template, with small shared buffers', async () => {
    const database = await openDatabase('pglite://memory', dataDir);
    try {
      expect(existsSync(TEMPLATE_PATH)).toBe(true);
      const [settings] = await rows(
        database.db,
        "select current_setting('shared_buffers') as buffers, current_setting('wal_segment_size') as segment, current_setting('min_wal_size') as min_wal",
      );
      expect(settings).toEqual({ buffers: '16MB', segment: '1MB', min_wal: '4MB' });
      // The template databases are dropped from the template: the one database is all an instance holds.
      expect(await rows(database.db, 'select datname from pg_database')).toEqual([{ datname: 'postgres' }]);
      await database.db.execute(sql.raw('create table t (n int)'));
      await database.db.execute(sql.raw('insert into t values (1), (2)'));
      expect(await rows(database.db, 'select count(*)::int as n from t')).toEqual([{ n: 2 }]);
    } finally {
      await database.close();
    }
  });

  it('creates a file-backed database from the template and opens it again with its data', async () => {
    const first = await openDatabase(undefined, dataDir);
    await first.db.execute(sql.raw('create table kept (s text)'));
    await first.db.execute(sql.raw("insert into kept values ('还在')"));
    await first.close();
    expect(existsSync(join(dataDir, 'pglite/PG_VERSION'))).toBe(true);
    const again = await openDatabase(undefined, dataDir);
    try {
      expect(await rows(again.db, 'select s from kept')).toEqual([{ s: '还在' }]);
      const [settings] = await rows(again.db, "select current_setting('shared_buffers') as buffers");
      expect(settings).toEqual({ buffers: '16MB' });
    } finally {
      await again.close();
    }
  });
});
