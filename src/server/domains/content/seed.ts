import type { Db } from '../../db/client';
import { DEMO_TODAY, demoBook } from '../../db/seed/book';
import { addDays } from '../../platform/calendar';
import type { SeedContext } from '../../platform/domain-module';
import { maskPlate } from '../../platform/masking';
import { importContent } from './import';
import { createContentRepo } from './repo';

/**
 * On every start: import the content files when they changed (a broken file
 * stops the start with a message naming file and field, and the tables keep
 * what they had). Once: the renewal candidates from the shared demo book.
 */
export async function seedContent(db: Db, { regions }: SeedContext) {
  await importContent(db);
  const repo = createContentRepo(db);
  if (!(await repo.renewalCandidatesEmpty())) return;
  const horizon = addDays(DEMO_TODAY, 90);
  await repo.insertRenewalCandidates(
    demoBook(regions)
      .filter((p) => p.endDate <= horizon)
      .map((p) => ({
        policyNo: p.policyNo,
        riskName: p.riskName,
        subject: p.vehicle ? maskPlate(p.vehicle.licenseNo) || `新车（车架号后六位${p.vehicle.frameNo}）` : p.riskName,
        endDate: p.endDate,
      })),
  );
}
