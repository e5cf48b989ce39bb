import { CLAIM_STATUS_NAMES, type ClaimDetail, type ClaimStatus, type ClaimSummary } from '../../../shared/api/claims';
import { HOTLINE } from '../../../shared/constants';
import { sameIdNumber, samePartyName } from '../../../shared/rules';
import type { Db } from '../../db/client';
import { InvalidInput, NotFound, Refused } from '../../platform/errors';
import type { Asker, IdentityGuard } from '../../platform/identity-guard';
import { maskName, maskPartyName, maskPlate } from '../../platform/masking';
import type { Proofs } from '../../platform/proofs';
import { canMove, stepNote } from './lifecycle';
import { type ClaimRow, createClaimsRepo, type PartyRow } from './repo';

/** Shown for a claim the session has not proven, and for one that does not exist: the two look the same. */
const NOT_PROVEN = '请先输入保单号和证件号码查询理赔信息';
const NO_POLICY = '未查询到相关保单信息，请核对保单号和证件信息';
const NO_CLAIM = '该保单暂无理赔记录';

export const proofSubject = (policyNo: string) => `claims:${policyNo}`;

/** A time as the customer reads it: ISO with the China offset. */
export function chinaTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

function summary(row: ClaimRow): ClaimSummary {
  const status = row.status as ClaimStatus;
  return {
    registNo: row.registNo,
    policyNo: row.policyNo,
    riskName: row.riskName,
    status,
    statusName: CLAIM_STATUS_NAMES[status],
    reportTime: chinaTime(row.reportTime),
    accidentTime: chinaTime(row.accidentTime),
    accidentPlace: row.accidentPlace,
    // A car's insured may be a company (北京顺达汽车租赁有限公司 → 北京******有限公司).
    insuredName: maskPartyName(row.insuredName),
    licenseNo: row.licenseNo ? maskPlate(row.licenseNo) : null,
    estimatedAmount: row.estimatedAmount,
    paidAmount: row.paidAmount,
  };
}

const party = (p: PartyRow) => ({
  role: p.role,
  licenseNo: p.licenseNo ? maskPlate(p.licenseNo) : null,
  description: p.description,
  // A third party may be a company, the owner of a wall or a parking lot: masked as one.
  ownerName: maskPartyName(p.ownerName),
  lossAmount: p.lossAmount,
});

export interface Advance {
  to: ClaimStatus;
  at: Date;
  office: string;
  /** The amount this step fixes: estimated (reported), assessed (assessed), paid (adjusted and paid). */
  amount?: string;
  cardTail?: string;
}

export function createClaimsService(deps: { db: Db; identityGuard: IdentityGuard; proofs: Proofs }) {
  const { db, identityGuard, proofs } = deps;
  const repo = createClaimsRepo(db);

  /** Proves the asker for a policy of the given kind, or counts a miss towards the lockout. */
  async function prove(
    asker: Asker,
    kind: 'car' | 'noncar',
    policyNo: string,
    identifyNumber: string,
    insuredName?: string,
  ) {
    await identityGuard.lookup(asker, async () => {
      const policy = await repo.policy(policyNo);
      const matches =
        policy &&
        policy.kind === kind &&
        sameIdNumber(policy.insuredIdNumber, identifyNumber) &&
        (insuredName === undefined || samePartyName(policy.insuredName, insuredName));
      if (!matches) throw new NotFound(NO_POLICY);
    });
    await proofs.grant(asker.uuid, proofSubject(policyNo));
  }

  async function detail(uuid: string, kind: 'car' | 'noncar', registNo: string): Promise<ClaimDetail> {
    const row = await repo.claim(registNo);
    if (!row || row.kind !== kind || !(await proofs.has(uuid, proofSubject(row.policyNo))))
      throw new Refused(NOT_PROVEN);
    const [steps, parties] = await Promise.all([repo.steps(registNo), repo.parties(registNo)]);
    return {
      ...summary(row),
      accidentDesc: row.accidentDesc,
      assessedAmount: row.assessedAmount,
      handler: { name: maskName(row.handlerName), office: row.handlerOffice, phone: row.handlerPhone },
      hotline: HOTLINE,
      steps: steps.map((s) => {
        const status = s.status as ClaimStatus;
        return { status, statusName: CLAIM_STATUS_NAMES[status], at: chinaTime(s.at), office: s.office, note: s.note };
      }),
      parties: parties.map(party),
    };
  }

  return {
    async carClaims(asker: Asker, input: { policyNo: string; identifyNumber: string }) {
      await prove(asker, 'car', input.policyNo, input.identifyNumber);
      const rows = await repo.claimsOfPolicy(input.policyNo, 'car');
      if (rows.length === 0) throw new NotFound(NO_CLAIM);
      return rows.map(summary);
    },

    async noCarClaims(
      asker: Asker,
      input: { policyNo: string; insuredName: string; identifyNumber: string; registNo?: string },
    ) {
      await prove(asker, 'noncar', input.policyNo, input.identifyNumber, input.insuredName);
      const rows = (await repo.claimsOfPolicy(input.policyNo, 'noncar')).filter(
        (r) => !input.registNo || r.registNo === input.registNo,
      );
      if (rows.length === 0) throw new NotFound(input.registNo ? '未查询到该报案号的理赔记录' : NO_CLAIM);
      return rows.map(summary);
    },

    carClaim: (uuid: string, registNo: string) => detail(uuid, 'car', registNo),
    noCarClaim: (uuid: string, registNo: string) => detail(uuid, 'noncar', registNo),

    /** Registers a reported claim with its parties and first step, in one transaction. */
    async register(
      row: Omit<ClaimRow, 'status' | 'assessedAmount' | 'paidAmount'>,
      parties: Omit<PartyRow, 'id' | 'registNo'>[],
    ) {
      await db.transaction(async (tx) => {
        const txRepo = createClaimsRepo(tx as unknown as Db);
        await txRepo.insertClaim({ ...row, status: 'reported', assessedAmount: null, paidAmount: null });
        await txRepo.insertParties(parties.map((p) => ({ ...p, registNo: row.registNo })));
        await txRepo.insertStep({
          registNo: row.registNo,
          status: 'reported',
          at: row.reportTime,
          office: row.handlerOffice,
          note: stepNote(row.kind, 'reported', {}),
        });
      });
    },

    /**
     * Moves a claim one step and records the step, in one transaction. The
     * claims system calls it as the claim is handled; the demo seed walks
     * claims through it, so demo claims obey the same rules.
     */
    async advance(registNo: string, step: Advance) {
      await db.transaction(async (tx) => {
        const txRepo = createClaimsRepo(tx as unknown as Db);
        const row = await txRepo.claimForUpdate(registNo);
        if (!row) throw new NotFound('未找到该案件');
        if (!canMove(row.status as ClaimStatus, step.to))
          throw new InvalidInput(
            `案件状态为${CLAIM_STATUS_NAMES[row.status as ClaimStatus]}，不能变更为${CLAIM_STATUS_NAMES[step.to]}`,
          );
        if (step.at < row.reportTime) throw new InvalidInput('处理时间不能早于报案时间');
        const patch: Partial<ClaimRow> = { status: step.to };
        if (step.to === 'assessed') patch.assessedAmount = step.amount ?? null;
        if (step.to === 'paid') patch.paidAmount = step.amount ?? row.paidAmount;
        await txRepo.updateClaim(registNo, patch);
        await txRepo.insertStep({
          registNo,
          status: step.to,
          at: step.at,
          office: step.office,
          note: stepNote(row.kind, step.to, { amount: step.amount, cardTail: step.cardTail }),
        });
      });
    },
  };
}
export type ClaimsService = ReturnType<typeof createClaimsService>;
