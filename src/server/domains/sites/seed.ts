import type { Db } from '../../db/client';
import { seededRandom } from '../../db/seed/random';
import type { SeedContext } from '../../platform/domain-module';
import { demoPerCity, generateSites } from './generate';
import { createSitesRepo } from './repo';

/**
 * ~3,750 demo sites over all 31 provinces. A random source of its own, so the
 * sites stay the same whatever other domains draw from the shared one.
 */
export async function seedSites(db: Db, context: SeedContext) {
  const repo = createSitesRepo(db);
  if (!(await repo.isEmpty())) return;
  const random = seededRandom(6_000_001);
  await repo.insertMany(generateSites(context.regions, random, demoPerCity(random)));
}
