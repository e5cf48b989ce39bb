import type { Db } from '../../db/client';
import { gramsOf } from './grams';
import { HOT_PER_CATEGORY, KB_CATEGORIES } from './kb';
import { createServiceRepo } from './repo';

/** The assistant's knowledge base, indexed by grams, written once into an empty database. */
export async function seedService(db: Db) {
  const repo = createServiceRepo(db);
  if (!(await repo.kbIsEmpty())) return;
  await repo.kbInsert(
    KB_CATEGORIES.flatMap((c) =>
      c.items.map(([question, answer], i) => ({
        category: c.code,
        question,
        answer,
        hot: i < HOT_PER_CATEGORY,
        grams: gramsOf(question),
      })),
    ),
  );
}
