import type { Db } from '../../db/client';
import { demoBook } from '../../db/seed/book';
import type { SeedContext } from '../../platform/domain-module';
import { motorPolicyRow } from './ports';
import { createNewcarRepo } from './repo';

/** Every motor policy of the shared demo book: the new cars to correct, and the plates already in use. */
export async function seedNewcar(db: Db, { regions }: SeedContext) {
  const repo = createNewcarRepo(db);
  if (!(await repo.policiesEmpty())) return;
  await repo.insertPolicies(
    demoBook(regions).flatMap(({ vehicle, ...p }) => (vehicle ? [motorPolicyRow({ ...p, vehicle })] : [])),
  );
}
