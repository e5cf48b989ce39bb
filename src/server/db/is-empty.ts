import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Whether a table has no row, for the seeds' "only into empty tables" (issue
 * 9). It reads one row at most: `count(*)` read the whole table, which at a
 * deployment's million policies is every heap page (2.4 GB) whenever the
 * visibility map is not current, and on a cold page cache it outlasted the
 * pool's 10 s query timeout, so the server could not start on its own data.
 */
export async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
  return rows.length === 0;
}
