import { seedPlatform, syncCodeValues } from '../../domains/platform/seed';
import type { DomainModule } from '../../platform/domain-module';
import type { Db } from '../client';
import { createPeople } from './people';
import { seededRandom } from './random';

/**
 * Reference data on every start; demo data only where a domain's tables are
 * empty. The platform's regions come first: people and sites are placed in them.
 * The random source is seeded, so every machine gets the same demo records.
 */
export async function seedDatabase(db: Db, domains: DomainModule[]) {
  await syncCodeValues(db);
  const regions = await seedPlatform(db);
  const random = seededRandom(20261122);
  const context = { regions, random, people: createPeople(random, regions) };
  for (const domain of domains) await domain.seed?.(db, context);
}
