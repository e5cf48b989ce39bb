import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, TEMPLATE_PATH } from '../db/client';
import { seedDatabase } from '../db/seed';
import { domains } from '../domains';
import { chinaDate } from '../platform/calendar';

/**
 * The migrated and seeded in-memory database every API test app starts from.
 *
 * Why: vitest runs each test file in a process of its own, and each test app
 * migrated and seeded its own database: about 3 s of a quiet two-core
 * machine's CPU, four fifths of it the demo data, in each of ~50 files (the
 * whole suite took 9–15 minutes). The seeded cluster is dumped once and kept
 * on disk beside the empty template (db/client.ts), so each app only loads
 * it; buildApp still runs its migrations and reference-data seeding on it, as
 * on any restart, which finds nothing to do.
 *
 * The file is named by everything that decides its content: the server's and
 * the shared code (migrations, seeds and the code lists they use), the
 * editors' content tree (content/, imported at start), the locked packages,
 * the domains seeded (a test file may mock the list down to its own), and the day in China (the renewal and payment demo data are dated
 * from today). A change to any of them names a new file, so a stale copy is
 * never loaded. Copies from other days or code are removed a day after they
 * were made.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT = join(SRC, '..');
const CACHE_DIR = dirname(TEMPLATE_PATH);
const PREFIX = 'seeded-cluster-';
const KEEP_MS = 86_400_000;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.test\.tsx?$/.test(entry.name) ? [] : [path];
    })
    .sort();
}

/**
 * A digest of everything that decides the seeded data (see above): the seeded
 * cluster's file and the PostgreSQL template (seeded-template.ts) are both named by it.
 */
export function seededDataDigest(now = Date.now(), domainNames = domains.map((d) => d.name)): string {
  const hash = createHash('sha256');
  for (const file of [
    join(ROOT, 'package-lock.json'),
    ...sourceFiles(join(SRC, 'server')),
    ...sourceFiles(join(SRC, 'shared')),
    ...sourceFiles(join(ROOT, 'content')),
  ]) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  // A test file that mocks the domain list (platform and its own domain only) gets a cluster of those alone.
  hash.update(domainNames.join(',')).update('\0').update(chinaDate(now));
  return hash.digest('hex').slice(0, 20);
}

/** The cache file's name for the code and day now. */
export function seededClusterName(now = Date.now(), domainNames = domains.map((d) => d.name)): string {
  return `${PREFIX}${seededDataDigest(now, domainNames)}.tar`;
}

async function makeSeededCluster(): Promise<Uint8Array<ArrayBuffer>> {
  const database = await openDatabase('pglite://memory', '');
  try {
    await database.migrate(domains.map((d) => ({ domain: d.name, folder: d.migrationsFolder })));
    await seedDatabase(database.db, domains);
    const dump = await (database.dumpCluster as NonNullable<typeof database.dumpCluster>)();
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}

function removeOldCopies(keep: string) {
  for (const name of readdirSync(CACHE_DIR)) {
    if (!name.startsWith(PREFIX) || name === keep) continue;
    const path = join(CACHE_DIR, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > KEEP_MS) rmSync(path, { force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

/** The seeded cluster for today's code, made and kept on first use. */
export async function seededCluster(): Promise<Blob> {
  const name = seededClusterName();
  const path = join(CACHE_DIR, name);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    // Not made yet for this code and day.
  }
  const bytes = await makeSeededCluster();
  // Written whole under a name of its own, then renamed: test files starting together each make one, the last wins.
  const partial = `${path}.${process.pid}.${Date.now()}`;
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, path);
    removeOldCopies(name);
  } catch {
    rmSync(partial, { force: true });
  }
  return new Blob([bytes]);
}
