import type { Db } from '../../db/client';
import type { PolicyCopy, PolicyToIssue } from '../../platform/ports';
import { createNewcarRepo, type VehiclePolicyRow } from './repo';

/** The fields of a motor policy the endorsement desk keeps: a policy issued here, or one of the demo book. */
type MotorPolicy = Pick<PolicyToIssue, 'policyNo' | 'riskName' | 'startDate' | 'endDate'> & {
  insured: Pick<PolicyToIssue['insured'], 'name' | 'identifyNumber'>;
  vehicle: Pick<NonNullable<PolicyToIssue['vehicle']>, 'vin' | 'brandModel' | 'licenseNo'>;
};

export const motorPolicyRow = (p: MotorPolicy): VehiclePolicyRow => ({
  policyNo: p.policyNo,
  riskName: p.riskName,
  insuredName: p.insured.name,
  insuredIdNumber: p.insured.identifyNumber,
  vin: p.vehicle.vin,
  brandModel: p.vehicle.brandModel,
  licenseNo: p.vehicle.licenseNo,
  startDate: p.startDate,
  endDate: p.endDate,
});

/**
 * A motor policy the portal issued joins the endorsement desk's book: a new car
 * bought without a plate can then have one added (its policy page sends the
 * customer to 新车补录车牌), and a plate it was bought with counts as in use.
 * A non-motor policy has no vehicle and is not kept.
 */
export function createMotorPolicies(db: Db): PolicyCopy {
  const repo = createNewcarRepo(db);
  return {
    async keep(p) {
      const { vehicle } = p;
      if (vehicle) await repo.insertPolicies([motorPolicyRow({ ...p, vehicle })]);
    },
  };
}
