import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The one database type every repo takes: PGlite and PostgreSQL look the same through it. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** One domain's migrations: its own folder and its own tracking table. */
export interface MigrationSet {
  domain: string;
  folder: string;
}

export interface Database {
  db: Db;
  /** Which engine, for the start-up line and the benchmark notes. */
  kind: 'pglite' | 'postgres';
  /** Runs each domain's pending migrations, in the order given. */
  migrate(sets: MigrationSet[]): Promise<void>;
  close(): Promise<void>;
}

const migrationConfig = (set: MigrationSet) => ({
  migrationsFolder: set.folder,
  migrationsTable: `__migrations_${set.domain}`,
});

/**
 * `postgres://…` opens a pool on a PostgreSQL server; `pglite://memory` a
 * throw-away embedded database; nothing, an embedded database under dataDir.
 * PGlite serves one connection: never open the same directory from two processes.
 */
export async function openDatabase(url: string | undefined, dataDir: string): Promise<Database> {
  if (url?.startsWith('postgres')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A database that stops answering must not hang requests: a new
      // connection gives up after 1.5 s and a query after 10 s, so the customer
      // gets the "temporarily unavailable" dialog and the pool heals by itself.
      connectionTimeoutMillis: 1500,
      query_timeout: 10_000,
      keepAlive: true,
    });
    // An idle connection dropped by the server (restart, failover) is discarded
    // by the pool; without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate(sets) {
        // A connection of its own, without the pool's 10 s query limit: building
        // an index on a table of a million rows takes longer than that.
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
        await client.connect();
        try {
          for (const set of sets) await migratePg(drizzlePg(client), migrationConfig(set));
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (url === 'pglite://memory') client = new PGlite();
  else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(`${dataDir}/pglite`);
  }
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(sets) {
      for (const set of sets) await migratePglite(drizzlePglite(client), migrationConfig(set));
    },
    close: () => client.close(),
  };
}
