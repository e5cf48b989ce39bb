import type { Db } from '../../db/client';
import { demoBook } from '../../db/seed/book';
import type { SeedContext } from '../../platform/domain-module';
import { createNewcarRepo } from './repo';

/** Every motor policy of the shared demo book: the new cars to correct, and the plates already in use. */
export async function seedNewcar(db: Db, { regions }: SeedContext) {
  const repo = createNewcarRepo(db);
  if (!(await repo.policiesEmpty())) return;
  await repo.insertPolicies(
    demoBook(regions).flatMap((p) =>
      p.vehicle
        ? [
            {
              policyNo: p.policyNo,
              riskName: p.riskName,
              insuredName: p.insured.name,
              insuredIdNumber: p.insured.identifyNumber,
              vin: p.vehicle.vin,
              brandModel: p.vehicle.brandModel,
              licenseNo: p.vehicle.licenseNo,
              startDate: p.startDate,
              endDate: p.endDate,
            },
          ]
        : [],
    ),
  );
}
