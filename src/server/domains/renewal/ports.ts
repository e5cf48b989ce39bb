import type { Db } from '../../db/client';
import type { PlateCopy, PolicyToIssue } from '../../platform/ports';
import { createRenewalRepo } from './repo';
import type { renewalPolicy } from './schema';

/** The fields of a policy renewal is looked up and priced on (the demo book's). */
type RenewablePolicy = Omit<PolicyToIssue, 'sourceRef' | 'issuedAt' | 'applicant' | 'insured'> & {
  applicant: Pick<PolicyToIssue['applicant'], 'name' | 'identifyNumber' | 'mobile'>;
  insured: Pick<PolicyToIssue['insured'], 'name' | 'identifyNumber' | 'mobile'>;
};

export const renewalPolicyRow = (p: RenewablePolicy, claimCount = 0): typeof renewalPolicy.$inferInsert => ({
  policyNo: p.policyNo,
  kind: p.kind,
  riskCode: p.riskCode,
  riskName: p.riskName,
  applicantName: p.applicant.name,
  applicantIdNumber: p.applicant.identifyNumber,
  applicantMobile: p.applicant.mobile,
  insuredName: p.insured.name,
  insuredIdNumber: p.insured.identifyNumber,
  insuredMobile: p.insured.mobile,
  cityCode: p.cityCode,
  comCode: p.comCode,
  licenseNo: p.vehicle?.licenseNo ?? null,
  vin: p.vehicle?.vin ?? null,
  engineNo: p.vehicle?.engineNo ?? null,
  brandModel: p.vehicle?.brandModel ?? null,
  isNewCar: p.vehicle?.isNewCar ?? false,
  startDate: p.startDate,
  endDate: p.endDate,
  premium: p.premium,
  sumInsured: p.sumInsured,
  claimCount,
});

/** A new car's plate added by endorsement: how its owner looks the car up to renew it (续保 by plate). */
export function createRenewablePlates(db: Db): PlateCopy {
  const repo = createRenewalRepo(db);
  return {
    async plateAdded(input) {
      await repo.addPlate(input.policyNos, input.licenseNo);
    },
  };
}
