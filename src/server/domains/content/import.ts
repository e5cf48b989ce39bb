import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readContentTree } from './load-files';
import { type ContentBundle, parseContent } from './parse-content';
import * as t from './schema';

/** content/ at the repository root: where editors change banners, products and articles. */
export const CONTENT_DIR = fileURLToPath(new URL('../../../../content', import.meta.url));

export interface ImportOutcome {
  changed: boolean;
  files: number;
  hash: string;
}

/**
 * Imports the content tree when it differs from what was imported last. The
 * whole tree is validated before anything is written; a broken file throws a
 * ContentError naming file and field, and the tables keep what they had. The
 * write replaces every content table in one transaction, so readers never see
 * half an import; instances importing at once take turns, and only the first
 * writes.
 */
export async function importContent(db: Db, dir = CONTENT_DIR): Promise<ImportOutcome> {
  const tree = readContentTree(dir);
  const files = tree.texts.size + tree.images.size;
  if ((await importedHash(db)) === tree.hash) return { changed: false, files, hash: tree.hash };
  const bundle = parseContent(tree);
  const changed = await db.transaction(async (tx) => {
    // Instances started together after a change of content/ all find the old
    // hash. Replacing the tables at once, the later one's inserts met the rows
    // the earlier one had just committed (read committed) and it failed to
    // start. They take turns instead, and the later one finds the import done.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content:import'))`);
    if ((await importedHash(tx as unknown as Db)) === tree.hash) return false;
    await replaceAll(tx as unknown as Db, bundle);
    await tx
      .insert(t.importLog)
      .values({ id: 1, hash: tree.hash, files, importedAt: new Date() })
      .onConflictDoUpdate({ target: t.importLog.id, set: { hash: tree.hash, files, importedAt: new Date() } });
    return true;
  });
  return { changed, files, hash: tree.hash };
}

/** The hash of the content tree imported last, if any. */
async function importedHash(db: Db): Promise<string | undefined> {
  const [last] = await db.select().from(t.importLog).where(eq(t.importLog.id, 1));
  return last?.hash;
}

async function replaceAll(tx: Db, b: ContentBundle) {
  const pairs: Array<[Parameters<Db['insert']>[0], object[]]> = [
    [t.channel, b.channels],
    [t.column, b.columns],
    [t.module, b.modules],
    [t.banner, b.banners],
    [t.riskClass, b.riskClasses],
    [t.product, b.products],
    [t.article, b.articles],
    [t.gallery, b.gallery],
    [t.comment, b.comments],
    [t.fund, b.funds],
    [t.fundValue, b.fundValues],
    [t.activity, b.activities],
    [t.setting, b.settings],
  ];
  for (const [table] of pairs) await tx.delete(table);
  for (const [table, rows] of pairs) {
    // Chunked: PostgreSQL caps the parameters of one statement.
    for (let i = 0; i < rows.length; i += 200) await tx.insert(table).values(rows.slice(i, i + 200));
  }
}
