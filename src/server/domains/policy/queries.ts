import type { ParsedRequestOf } from '../../../shared/api/endpoint';
import type { policy } from '../../../shared/api/policy';
import { sameIdNumber, samePartyName } from '../../../shared/rules';
import type { Match } from './access';
import type { PolicyHead, PolicyRepo } from './repo';

type CarQuery = ParsedRequestOf<typeof policy.queryEyoungInfo>;
type NonCarQuery = ParsedRequestOf<typeof policy.policyRelegation>;
type SpecialQuery = ParsedRequestOf<typeof policy.policyQueryRelegation2>;

// Names as partyNameKey reads them: a company's （） typed as (), a Latin name in another case.
const sameName = samePartyName;
/** A new car not registered yet: insured before registration, and no plate added since. */
const unregistered = (r: PolicyHead) => r.isNewCar && !r.licenseNo;

// Every ID number is compared with `sameIdNumber`: a record keeps the number as it was written (a Hong
// Kong card as K391705(3) or K3917053) and the query's number comes cleaned by the contract, so both are
// read cleaned, as the warranty query and the claims lookup read them.
function byIdentity(row: PolicyHead, id: string): Match {
  return {
    policyNo: row.policyNo,
    row,
    proven: { applicant: sameIdNumber(row.applicantIdNo, id), insured: sameIdNumber(row.insuredIdNo, id) },
  };
}

/**
 * The lookups behind each query form. Each returns only policies where the
 * identifying number and the person both match; the caller turns an empty
 * answer into one "no policy found", whichever part was wrong.
 */
export function createQueries(repo: PolicyRepo) {
  /** The vehicle's other policies that the same person holds: compulsory and commercial together. */
  async function sameVehicle(row: PolicyHead, keep: (r: PolicyHead) => boolean): Promise<PolicyHead[]> {
    if (!row.vin) return [row];
    const all = await repo.byVin(row.vin);
    return all.filter((r) => r.policyNo === row.policyNo || keep(r));
  }

  return {
    async car(q: CarQuery): Promise<Match[]> {
      switch (q.carPolicyQuery) {
        case 'license':
          return (await repo.byPlateAndPerson(q.licenseNo, q.identifyNumber)).map((r) =>
            byIdentity(r, q.identifyNumber),
          );
        case 'mobile':
          return (await repo.byPlateAndMobile(q.licenseNo, q.mobile)).map((r) => ({
            policyNo: r.policyNo,
            row: r,
            proven: { applicant: r.applicantMobile === q.mobile, insured: r.insuredMobile === q.mobile },
          }));
        case 'policyNo': {
          const row = await repo.head(q.policyNo);
          const held = (r: PolicyHead) =>
            sameIdNumber(r.applicantIdNo, q.identifyNumber) || sameIdNumber(r.insuredIdNo, q.identifyNumber);
          if (row?.kind !== 'car' || !held(row)) return [];
          return (await sameVehicle(row, held)).map((r) => byIdentity(r, q.identifyNumber));
        }
        case 'newCar': {
          // The frame number proves the car, not a person: parties stay masked. Only for a new
          // car still without a plate (the frame number is printed on far more than the policy);
          // once registered, the customer queries by plate with an ID number or mobile.
          const row = await repo.head(q.policyNo);
          if (row?.kind !== 'car' || !unregistered(row) || row.frameNo !== q.frameNo) return [];
          return (await sameVehicle(row, unregistered)).map((r) => ({
            policyNo: r.policyNo,
            row: r,
            proven: { applicant: false, insured: false },
          }));
        }
      }
    },

    async nonCar(q: NonCarQuery): Promise<Match[]> {
      const rows = q.policyNo
        ? [await repo.head(q.policyNo)].filter((r): r is PolicyHead => Boolean(r))
        : await repo.byVisaSerial(q.visaserialNo as string);
      const asApplicant = q.personType === '0';
      return rows
        .filter((r) => r.kind === 'noncar')
        .filter((r) =>
          asApplicant
            ? sameIdNumber(r.applicantIdNo, q.identifyNumber) && sameName(r.applicantName, q.insuredName)
            : sameIdNumber(r.insuredIdNo, q.identifyNumber) && sameName(r.insuredName, q.insuredName),
        )
        .map((r) => ({
          policyNo: r.policyNo,
          row: r,
          proven: {
            applicant: asApplicant || sameIdNumber(r.applicantIdNo, q.identifyNumber),
            insured: !asApplicant || sameIdNumber(r.insuredIdNo, q.identifyNumber),
          },
        }));
    },

    async special(q: SpecialQuery): Promise<Match[]> {
      if (q.policyType === 'student') {
        const row = await repo.head(q.policyNo);
        const ok =
          row?.queryType === 'student' &&
          sameIdNumber(row.insuredIdNo, q.studentIdentifyNumber) &&
          sameName(row.insuredName, q.studentName) &&
          (row.school ?? '').includes(q.school.trim());
        return ok && row ? [{ policyNo: row.policyNo, row, proven: { applicant: false, insured: true } }] : [];
      }
      const rows = await repo.byLoanContract(q.loanContractNo);
      return rows
        .filter((r) => sameIdNumber(r.insuredIdNo, q.identifyNumber) && sameName(r.insuredName, q.insuredName))
        .map((r) => byIdentity(r, q.identifyNumber));
    },
  };
}
