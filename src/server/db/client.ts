import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

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
  /**
   * The embedded database's whole cluster as a tar archive, to start another
   * in-memory database from (`openDatabase`'s `cluster`); PostgreSQL has none.
   */
  dumpCluster?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationConfig = (set: MigrationSet) => ({
  migrationsFolder: set.folder,
  migrationsTable: `__migrations_${set.domain}`,
});

/**
 * Postgres settings of the embedded database (issue 9: one instance under 300 MB).
 * PGlite's WebAssembly heap starts at 128 MB, and Postgres' default 128 MB of
 * shared buffers grew it to ~190 MB, all of it resident. The demo database is
 * ~20 MB and a file-backed one is cached by the OS as well, so 16 MB of buffers
 * keep the heap at its initial size.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'] as const;
/**
 * In memory (`pglite://memory`) the write-ahead log is a buffer in the process
 * too, kept up to min_wal_size (80 MB by default). The template cluster has
 * 1 MB segments (16 MB by default), so a few MB of log suffice. Only for that
 * cluster: Postgres refuses a min_wal_size under two segments.
 */
const IN_MEMORY_WAL = ['min_wal_size=4MB', 'max_wal_size=32MB'] as const;

/**
 * V8 compiles PGlite's WebAssembly (Postgres itself) with its baseline compiler
 * only (issue 9: one instance under 300 MB). By default it also recompiles hot
 * functions with its optimising compiler and keeps both copies: ~80 MB more
 * resident for one instance. Set here, not on the command line, because V8
 * reads it when the module is compiled (after start-up is fine), because
 * NODE_OPTIONS does not accept it, and because a PostgreSQL-backed instance
 * never compiles the module.
 */
const WASM_BASELINE_ONLY = '--liftoff-only';

// The package's folder from its entry point (dist/index.*): its package.json is not exported.
const PGLITE_DIR = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
const PGLITE_VERSION = (JSON.parse(readFileSync(join(PGLITE_DIR, 'package.json'), 'utf8')) as { version: string })
  .version;
/** The folder whose node_modules holds PGlite: where the helper process resolves it from. */
const PACKAGE_ROOT = join(PGLITE_DIR, '../../..');

/** Where the empty cluster of this PGlite version is kept (node_modules/.cache, as other tools do). */
export const TEMPLATE_PATH = join(
  PACKAGE_ROOT,
  'node_modules/.cache/insurer-portal',
  `pglite-${PGLITE_VERSION}-wal1-one-db.tar.gz`,
);

// Run by a helper process: initdb in memory, the resulting data folder written as a .tar.gz.
// The portal uses one database, `postgres`; template0 and template1 (7 MB each)
// exist only to copy new databases from, which an embedded instance never does.
// Without them an in-memory database holds 14 MB less (issue 9: one instance
// under 300 MB).
const MAKE_TEMPLATE = `
import { writeFileSync } from 'node:fs';
const { PGlite } = await import('@electric-sql/pglite');
const pg = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] });
await pg.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
await pg.exec('drop database template0');
await pg.exec('drop database template1');
await pg.exec('checkpoint');
const tar = await pg.dumpDataDir('gzip');
writeFileSync(process.argv[1], Buffer.from(await tar.arrayBuffer()));
await pg.close();
process.exit(0);
`;

/**
 * The empty database cluster a new PGlite database starts from, made once per
 * PGlite version by a helper process, or undefined when it cannot be made (the
 * database then runs initdb itself, as PGlite does by default).
 *
 * Why: PGlite runs initdb in the opening process with a second Postgres
 * instance and a 128 MB copy of its heap, which took the process from ~120 MB
 * to ~800 MB resident and kept it there, and cost 5–9 s on every fresh or
 * in-memory database (every test app). Loading the cluster from the template
 * takes about a second and never holds more than the cluster itself.
 */
function emptyClusterTemplate(): string | undefined {
  if (existsSync(TEMPLATE_PATH)) return TEMPLATE_PATH;
  const partial = `${TEMPLATE_PATH}.${process.pid}.${Date.now()}`;
  try {
    mkdirSync(dirname(TEMPLATE_PATH), { recursive: true });
    const made = spawnSync(process.execPath, ['--input-type=module', '-e', MAKE_TEMPLATE, partial], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 120_000,
    });
    if (made.status !== 0 || !existsSync(partial)) return undefined;
    // Renamed into place whole: processes starting at the same time each make one, and the last one wins.
    renameSync(partial, TEMPLATE_PATH);
    return TEMPLATE_PATH;
  } catch {
    return undefined;
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * `postgres://…` opens a pool on a PostgreSQL server; `pglite://memory` a
 * throw-away embedded database; nothing, an embedded database under dataDir.
 * PGlite serves one connection: never open the same directory from two processes.
 * `cluster` (in memory only) starts the database from a dumped cluster instead
 * of the empty template: the API tests' migrated and seeded copy (testing/seeded-cluster.ts).
 */
export async function openDatabase(url: string | undefined, dataDir: string, cluster?: Blob): Promise<Database> {
  if (url?.startsWith('postgres')) {
    // pg and its drizzle driver load only for a PostgreSQL server, not with PGlite (issue 9).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
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
  // PGlite and its drizzle driver load only for the embedded database: a
  // PostgreSQL-backed server kept 1.3 MB of their code in its heap, marked by
  // every full collection (issue 9).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dataPath = url === 'pglite://memory' ? undefined : `${dataDir}/pglite`;
  if (dataPath && cluster) throw new Error('openDatabase: a dumped cluster starts an in-memory database only');
  if (dataPath) mkdirSync(dataDir, { recursive: true });
  const fresh = !dataPath || !existsSync(`${dataPath}/PG_VERSION`);
  const templatePath = fresh && !cluster ? emptyClusterTemplate() : undefined;
  // A dumped cluster was made from the template (its 1 MB log segments), so it takes the same settings.
  const template =
    cluster ?? (templatePath ? new Blob([readFileSync(templatePath)], { type: 'application/gzip' }) : undefined);
  setFlagsFromString(WASM_BASELINE_ONLY);
  const client = new PGlite({
    dataDir: dataPath,
    startParams: [
      ...PGlite.defaultStartParams,
      ...[...PGLITE_SETTINGS, ...(dataPath || !template ? [] : IN_MEMORY_WAL)].flatMap((setting) => ['-c', setting]),
    ],
    ...(template ? { loadDataDir: template } : {}),
  } satisfies PGliteOptions);
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(sets) {
      for (const set of sets) await migratePglite(drizzlePglite(client), migrationConfig(set));
    },
    async dumpCluster() {
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
    close: () => client.close(),
  };
}
