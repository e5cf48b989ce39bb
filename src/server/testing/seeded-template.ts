import pg from 'pg';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { domains } from '../domains';
import { seededDataDigest } from './seeded-cluster';

/**
 * The migrated and seeded PostgreSQL database each API test file's database is
 * copied from (`CREATE DATABASE … TEMPLATE`), the PostgreSQL counterpart of the
 * seeded cluster (seeded-cluster.ts).
 *
 * Why: CI runs the API suite again on the machine's PostgreSQL, one fresh
 * database per test file, and each test app migrated and seeded its own: the
 * suite took ~9 minutes. Copying a database is a file copy inside PostgreSQL;
 * buildApp still runs its migrations and seeding on the copy, as on any
 * restart, which find nothing to do.
 *
 * The template is named by the same digest as the seeded cluster (code,
 * content, packages, domains, the day in China), so a copy of other code or
 * another day is never used. Templates are dated in their comment and dropped
 * a day after they were made; a run of other code on the same server (a second
 * worktree) keeps its own meanwhile.
 */
const PREFIX = 'seeded_';
const KEEP_MS = 86_400_000;
/** PostgreSQL's SQLSTATE for "database already exists". */
const DUPLICATE_DATABASE = '42P04';

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Makes the template under a name of its own, then renames it: test files starting together each make one, the first wins. */
async function makeTemplate(adminUrl: string, name: string) {
  const partial = `${name}_p${process.pid}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${partial}`));
  try {
    const database = await openDatabase(databaseUrl(adminUrl, partial), '');
    try {
      await database.migrate(domains.map((d) => ({ domain: d.name, folder: d.migrationsFolder })));
      await seedDatabase(database.db, domains);
    } finally {
      await database.close();
    }
    await withAdmin(adminUrl, async (admin) => {
      try {
        await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
        await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
      } catch (error) {
        if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
      }
    });
  } finally {
    await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`));
  }
}

async function dropOldTemplates(admin: pg.Client, keep: string) {
  const { rows } = await admin.query<{ name: string; made: string | null }>(
    `SELECT datname AS name, shobj_description(oid, 'pg_database') AS made
       FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
  );
  for (const { name, made } of rows) {
    // A partial template (no date yet) belongs to a process still making it, or one that died: left alone.
    const madeAt = made ? Date.parse(made) : Number.NaN;
    if (name === keep || !Number.isFinite(madeAt) || Date.now() - madeAt < KEEP_MS) continue;
    await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
  }
}

/**
 * A fresh database for one test file on the PostgreSQL server at `adminUrl`,
 * copied from today's seeded template (made on first use), and its drop.
 */
export async function seededPostgresDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `${PREFIX}${seededDataDigest()}`;
  const exists = await withAdmin(adminUrl, async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    return rowCount === 1;
  });
  if (!exists) await makeTemplate(adminUrl, template);
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await dropOldTemplates(admin, template);
  });
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
