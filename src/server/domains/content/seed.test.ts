import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBook } from '../../db/seed/book';
import { createPeople } from '../../db/seed/people';
import { seededRandom } from '../../db/seed/random';
import { loadRegions } from '../../db/seed/regions-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createContentRepo } from './repo';
import * as s from './schema';
import { seedContent } from './seed';

/**
 * The test database may come from a cached, already seeded template, so the
 * test calls seedContent itself rather than trusting what the start did.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const regions = loadRegions();
const context = () => {
  const random = seededRandom(20261122);
  return { regions, random, people: createPeople(random, regions) };
};
const book = demoBook(regions);
const candidates = () => createContentRepo(t.database.db).renewalCandidates(book.map((p) => p.policyNo));

describe('seedContent renewal candidates', () => {
  it('copies every policy of the book, also those ending after DEMO_TODAY+90', async () => {
    await seedContent(t.database.db, context());
    const rows = await candidates();
    expect(rows.map((r) => r.policyNo).sort()).toEqual(book.map((p) => p.policyNo).sort());
    const latest = book
      .map((p) => p.endDate)
      .sort()
      .at(-1);
    expect(rows.some((r) => r.endDate === latest)).toBe(true);
  });

  it('runs again without duplicates and brings in candidates missing from a non-empty table', async () => {
    const db = t.database.db;
    // A table that already has rows but lacks some (an older seed): the next start fills it.
    const [first, second] = book;
    await db.delete(s.renewalCandidate).where(inArray(s.renewalCandidate.policyNo, [first.policyNo]));
    await db
      .update(s.renewalCandidate)
      .set({ endDate: '2000-01-01' })
      .where(inArray(s.renewalCandidate.policyNo, [second.policyNo]));
    await seedContent(db, context());
    await seedContent(db, context());
    const rows = await candidates();
    expect(rows).toHaveLength(book.length);
    expect(new Set(rows.map((r) => r.policyNo)).size).toBe(book.length);
    expect(rows.find((r) => r.policyNo === first.policyNo)?.endDate).toBe(first.endDate);
    expect(rows.find((r) => r.policyNo === second.policyNo)?.endDate).toBe(second.endDate);
  });
});
