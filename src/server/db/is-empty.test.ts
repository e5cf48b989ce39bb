import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { isEmpty } from './is-empty';

const numbers = pgTable('numbers', { n: integer('n').notNull() });

describe('isEmpty', () => {
  it('says whether a table has a row', async () => {
    const database = await openDatabase('pglite://memory', '');
    try {
      await database.db.execute(sql.raw('create table numbers (n int not null)'));
      expect(await isEmpty(database.db, numbers)).toBe(true);
      await database.db.execute(sql.raw('insert into numbers values (1)'));
      expect(await isEmpty(database.db, numbers)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('reads no further than the first row (a count of a million policies read them all)', async () => {
    const database = await openDatabase('pglite://memory', '');
    try {
      // A relation whose second row cannot be read: dividing by zero there fails the query.
      await database.db.execute(
        sql.raw('create view numbers as select n from generate_series(1, 1000) n where 1 / (2 - least(n, 2)) > 0'),
      );
      const counting = database.db.execute(sql.raw('select count(*) from numbers'));
      await expect(counting).rejects.toMatchObject({ cause: { message: 'division by zero' } });
      expect(await isEmpty(database.db, numbers)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
