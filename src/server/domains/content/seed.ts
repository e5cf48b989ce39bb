import type { Db } from '../../db/client';
import { demoBook } from '../../db/seed/book';
import type { SeedContext } from '../../platform/domain-module';
import { maskPlate } from '../../platform/masking';
import { importContent } from './import';
import { createContentRepo } from './repo';

/**
 * On every start: import the content files when they changed (a broken file
 * stops the start with a message naming file and field, and the tables keep
 * what they had). Also on every start: the renewal candidates from the shared
 * demo book — every policy, whatever its end date (the renewal window decides
 * what is due on the day it is asked, so a fixed horizon at seed time would
 * leave later renewals out for good), upserted by policy number so running it
 * again adds the new ones and never duplicates.
 */
export async function seedContent(db: Db, { regions }: SeedContext) {
  await importContent(db);
  const repo = createContentRepo(db);
  await repo.upsertRenewalCandidates(
    demoBook(regions).map((p) => ({
      policyNo: p.policyNo,
      riskName: p.riskName,
      subject: p.vehicle ? maskPlate(p.vehicle.licenseNo) || `新车（车架号后六位${p.vehicle.frameNo}）` : p.riskName,
      endDate: p.endDate,
    })),
  );
}
