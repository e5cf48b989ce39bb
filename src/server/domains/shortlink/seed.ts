import type { Db } from '../../db/client';
import { demoBook } from '../../db/seed/book';
import type { SeedContext } from '../../platform/domain-module';
import { createShortlinkRepo } from './repo';

/** The book's flight-delay policies (risk ZFD): the short link was sent to the applicant's mobile. */
export async function seedShortlink(db: Db, { regions }: SeedContext) {
  const repo = createShortlinkRepo(db);
  if (!(await repo.policiesEmpty())) return;
  await repo.insertPolicies(
    demoBook(regions)
      .filter((p) => p.riskCode === 'ZFD')
      .map((p) => ({
        policyNo: p.policyNo,
        riskName: p.riskName,
        insuredName: p.insured.name,
        insuredIdNumber: p.insured.identifyNumber,
        mobile: p.applicant.mobile,
        startDate: p.startDate,
        endDate: p.endDate,
      })),
  );
}
