import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TABLES } from '../../../shared/codes';
import { type Database, openDatabase } from '../../db/client';
import { platformModule } from './module';
import { codeValue } from './schema';
import { syncCodeValues } from './seed';

// The row's physical position: a rewrite (delete + insert, or an update) gives it a new one.
const positions = async (db: Database['db']) =>
  (
    (await db.execute(
      sql.raw('select table_name, code, ctid::text as ctid from code_value order by table_name, code'),
    )) as unknown as { rows: { table_name: string; code: string; ctid: string }[] }
  ).rows;

describe('syncCodeValues', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase('pglite://memory', '');
    await database.migrate([{ domain: platformModule.name, folder: platformModule.migrationsFolder }]);
  });
  afterAll(() => database.close());

  it('fills an empty table from the contract, in the contract order', async () => {
    const result = await syncCodeValues(database.db);
    const total = Object.values(CODE_TABLES).reduce((n, items) => n + items.length, 0);
    expect(result).toEqual({ written: total, deleted: 0 });
    const idTypes = await database.db
      .select({ code: codeValue.code })
      .from(codeValue)
      .where(sql`${codeValue.tableName} = 'idType'`)
      .orderBy(asc(codeValue.sortOrder));
    expect(idTypes.map((r) => r.code)).toEqual(CODE_TABLES.idType.map((i) => i.code));
  });

  it('writes nothing when the table already matches the contract', async () => {
    const before = await positions(database.db);
    expect(await syncCodeValues(database.db)).toEqual({ written: 0, deleted: 0 });
    expect(await positions(database.db)).toEqual(before);
  });

  it('writes only the rows that changed, added or went away', async () => {
    const before = await positions(database.db);
    const { relationship, ...kept } = CODE_TABLES;
    const tables = {
      ...kept,
      idType: [{ ...CODE_TABLES.idType[0], name: '改过的名称' }, ...CODE_TABLES.idType.slice(1)],
      complainantSex: [...CODE_TABLES.complainantSex, { code: '9', name: '新加的' }],
    };
    const removed = relationship.length;
    expect(removed).toBeGreaterThan(0);
    expect(await syncCodeValues(database.db, tables)).toEqual({ written: 2, deleted: removed });
    const after = await positions(database.db);
    const moved = after.filter(
      (row) => before.find((b) => b.table_name === row.table_name && b.code === row.code)?.ctid !== row.ctid,
    );
    expect(moved.map((r) => `${r.table_name}:${r.code}`).sort()).toEqual([
      'complainantSex:9',
      `idType:${CODE_TABLES.idType[0].code}`,
    ]);
    // And back to the contract.
    expect(await syncCodeValues(database.db)).toEqual({ written: 1 + removed, deleted: 1 });
    expect(await syncCodeValues(database.db)).toEqual({ written: 0, deleted: 0 });
  });
});
