import type { Db } from '../../db/client';
import { gramsOf } from './grams';
import { HOT_PER_CATEGORY, KB_CATEGORIES } from './kb';
import { createServiceRepo, type KbWanted } from './repo';

/** The knowledge base as kb*.ts has it now. */
export function wantedKb(): KbWanted[] {
  return KB_CATEGORIES.flatMap((c) =>
    c.items.map(([question, answer], i) => ({
      category: c.code,
      question,
      answer,
      hot: i < HOT_PER_CATEGORY,
      grams: gramsOf(question),
    })),
  );
}

/**
 * The assistant's knowledge base, indexed by grams, brought in line with kb*.ts on every start:
 * written once into an empty database, it kept its first answers for good, so a corrected answer
 * never reached a database that already had one. Reference data, like the code tables: a start
 * with nothing changed writes nothing.
 */
export async function seedService(db: Db) {
  await syncKb(db);
}

/** What the sync wrote: nothing on a start where kb*.ts did not change. */
export function syncKb(db: Db, wanted: KbWanted[] = wantedKb()) {
  return createServiceRepo(db).kbSync(wanted);
}
