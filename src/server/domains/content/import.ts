import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
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
 * half an import.
 */
export async function importContent(db: Db, dir = CONTENT_DIR): Promise<ImportOutcome> {
  const tree = readContentTree(dir);
  const files = tree.texts.size + tree.images.size;
  const last = await db.select().from(t.importLog).where(eq(t.importLog.id, 1));
  if (last[0]?.hash === tree.hash) return { changed: false, files, hash: tree.hash };
  const bundle = parseContent(tree);
  await db.transaction(async (tx) => {
    await replaceAll(tx as unknown as Db, bundle);
    await tx
      .insert(t.importLog)
      .values({ id: 1, hash: tree.hash, files, importedAt: new Date() })
      .onConflictDoUpdate({ target: t.importLog.id, set: { hash: tree.hash, files, importedAt: new Date() } });
  });
  return { changed: true, files, hash: tree.hash };
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
