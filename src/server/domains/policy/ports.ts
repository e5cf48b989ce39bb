import { provinceCodeOf } from '../../../shared/region-path';
import type { Db } from '../../db/client';
import { regionName } from '../../db/seed/regions-data';
import { InvalidInput } from '../../platform/errors';
import type { PolicyEndorser, PolicyIssuer, PolicyPlates } from '../../platform/ports';
import type { Access } from './access';
import { branchName, toRecord } from './records';
import { createPolicyRepo } from './repo';

/** The branch office's name from the city code, as the seed names them. */
export function comNameOf(cityCode: string): string {
  return branchName(regionName(cityCode) ?? regionName(provinceCodeOf(cityCode)));
}

/**
 * A paid order becomes a policy the customer can find, read and download.
 * Idempotent: the same source (order id) or the same policy number issues once.
 */
export function createPolicyIssuer(db: Db): PolicyIssuer {
  const repo = createPolicyRepo(db);
  return {
    async issue(p) {
      const existing = await repo.findBySource(p.sourceRef);
      if (existing) return { policyNo: existing.policyNo };
      if (p.startDate > p.endDate) throw new InvalidInput('保险止期早于起期');
      const written = await repo.insertIfAbsent(toRecord(p, comNameOf(p.cityCode)));
      if (!written) {
        const same = await repo.get(p.policyNo);
        if (same?.sourceRef !== p.sourceRef) throw new InvalidInput('保单号已被使用');
      }
      return { policyNo: p.policyNo };
    },
  };
}

/**
 * An approved plate endorsement on a new-car policy: recorded once, plate
 * updated on that car's policies. The endorsing session proved the policy
 * number and the insured's ID number, as a policy query does, so it may then
 * read the policy and its endorsement details without asking again.
 */
export function createPolicyEndorser(db: Db, access?: Pick<Access, 'grant'>): PolicyEndorser {
  const repo = createPolicyRepo(db);
  return {
    async addLicensePlate(input) {
      const found = await repo.addPlate(input);
      if (!found) throw new InvalidInput('未找到需要批改的保单');
      if (input.forSession && access)
        await access.grant(input.forSession, [
          { policyNo: input.policyNo, proven: { applicant: false, insured: true } },
        ]);
    },
  };
}

/** The plates policies carry now, for domains that keep an older copy (delivery). */
export function createPolicyPlates(db: Db): PolicyPlates {
  const repo = createPolicyRepo(db);
  return {
    async platesOf(policyNos) {
      const rows = await repo.platesOf(policyNos);
      return new Map(rows.map((r) => [r.policyNo, r.licenseNo]));
    },
  };
}
