import type { Db } from '../../db/client';
import type { PlateCopy, PolicyCopy, PolicyToIssue } from '../../platform/ports';
import { createClaimsRepo } from './repo';

/** The fields of a policy claims are looked up on: a policy issued here, or one of the demo book. */
type ClaimablePolicy = Pick<PolicyToIssue, 'policyNo' | 'kind' | 'riskName'> & {
  insured: Pick<PolicyToIssue['insured'], 'name' | 'identifyNumber'>;
  vehicle: Pick<NonNullable<PolicyToIssue['vehicle']>, 'licenseNo'> | null;
};

export const claimablePolicyRow = (p: ClaimablePolicy) => ({
  policyNo: p.policyNo,
  kind: p.kind,
  riskName: p.riskName,
  insuredName: p.insured.name,
  insuredIdNumber: p.insured.identifyNumber,
  licenseNo: p.vehicle?.licenseNo ?? null,
});

/**
 * A policy the portal issued becomes one claims can be looked up on: until a
 * claim is reported, its query answers 该保单暂无理赔记录 rather than telling the
 * customer the policy does not exist (and counting a miss against them).
 */
export function createClaimablePolicies(db: Db): PolicyCopy {
  const repo = createClaimsRepo(db);
  return {
    async keep(p) {
      await repo.insertPolicies([claimablePolicyRow(p)]);
    },
  };
}

/** A new car's plate added by endorsement: the claim pages show the car by it. */
export function createClaimablePlates(db: Db): PlateCopy {
  const repo = createClaimsRepo(db);
  return {
    async plateAdded(input) {
      await repo.addPlate(input.policyNos, input.licenseNo);
    },
  };
}
