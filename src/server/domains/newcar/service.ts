import { randomInt } from 'node:crypto';
import { ENDORSEMENT_STATUS_NAMES, type EndorsementStatus, type NewCarPolicy } from '../../../shared/api/newcar';
import { HOTLINE } from '../../../shared/constants';
import { carPartName, sameIdNumber } from '../../../shared/rules';
import type { Db } from '../../db/client';
import { chinaDate } from '../../platform/calendar';
import { DomainError, NotFound, Refused } from '../../platform/errors';
import type { Asker, IdentityGuard } from '../../platform/identity-guard';
import type { ImageCodes } from '../../platform/image-codes';
import { maskPartyName, maskPlate, maskVin } from '../../platform/masking';
import type { Ports } from '../../platform/ports';
import type { Proofs } from '../../platform/proofs';
import { createNewcarRepo, type EndorsementRow, type VehiclePolicyRow } from './repo';

const proofSubject = (policyNo: string) => `newcar:${policyNo}`;
const chinaTime = (d: Date) => `${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

const NOTES: Record<EndorsementStatus, string> = {
  applied: '您的车牌号补录申请已提交。',
  approved: '批改申请已自动核批通过。',
  effective: '批改已生效，保单车牌号已更新。',
  rejected: '批改申请未通过。',
};

export function policyView(p: VehiclePolicyRow): NewCarPolicy {
  return {
    policyNo: p.policyNo,
    riskName: p.riskName,
    insuredName: maskPartyName(p.insuredName),
    vin: maskVin(p.vin),
    brandModel: p.brandModel,
    startDate: p.startDate,
    endDate: p.endDate,
  };
}

/**
 * An approved endorsement the policy does not carry yet. Nothing retries by
 * itself: the customer's next query of the policy, or a resubmission, does.
 */
const NOT_YET_UPDATED =
  '批改已核批通过，但保单车牌号暂未更新。请稍后重新查询本保单或重新提交同一车牌号，届时将再次更新保单。';

/**
 * A plate on the policy already. This desk adds a missing plate; a wrong one is corrected by an endorsement the
 * call centre takes (it checks the registration certificate), so the refusal says where, not only 无需补录.
 */
const registered = (licenseNo: string) =>
  new Refused(`该保单已登记车牌号${maskPlate(licenseNo)}，无需补录；如车牌号有误，请拨打${HOTLINE}申请批改`);

/**
 * The part of the car a plate can go on. A car's compulsory (交强险) and
 * commercial (商业险) parts are often bought apart and end on different days:
 * when the part the customer looked up has lapsed, the car's part still in
 * force for the same insured takes the plate, and `note` says so (the lapsed
 * part is a contract ended and is not endorsed). Otherwise the part looked up,
 * for ensureCorrectable to judge.
 */
async function partInForce(
  repo: ReturnType<typeof createNewcarRepo>,
  queried: VehiclePolicyRow,
  today: string,
): Promise<{ policy: VehiclePolicyRow; note?: string }> {
  if (queried.endDate >= today) return { policy: queried };
  const running = (await repo.carPolicies(queried.policyNo)).find(
    (p) => p.endDate >= today && sameIdNumber(p.insuredIdNumber, queried.insuredIdNumber),
  );
  if (!running) return { policy: queried };
  const lapsed = carPartName(queried.policyNo);
  const note =
    `该车${lapsed}保单${queried.policyNo}已于${queried.endDate}到期，不能补录车牌号；` +
    `本次为仍在保险期间的${carPartName(running.policyNo)}保单${running.policyNo}补录车牌号。` +
    (lapsed === '交强险' ? '机动车上道路行驶须投保交强险，请尽快重新投保。' : '');
  return { policy: running, note };
}

/** Refuses a policy that cannot take a plate: out of force, or registered already. */
function ensureCorrectable(p: VehiclePolicyRow, today: string) {
  if (p.endDate < today) throw new Refused('该保单已过保险期间，不能补录车牌号');
  if (p.licenseNo) throw registered(p.licenseNo);
}

export function createNewcarService(deps: {
  db: Db;
  identityGuard: IdentityGuard;
  imageCodes: ImageCodes;
  proofs: Proofs;
  ports: Ports;
}) {
  const { db, identityGuard, imageCodes, proofs } = deps;
  const repo = createNewcarRepo(db);

  async function answer(e: EndorsementRow, policyUpdated: boolean, message: string) {
    const events = await repo.events(e.endorsementNo);
    // The policy system puts the plate on every policy of the car (by VIN) in force that day: name them all.
    const updatedPolicyNos = policyUpdated
      ? await repo.carPolicyNos(e.policyNo, chinaDate((e.effectiveAt ?? e.appliedAt).getTime()))
      : [];
    return {
      endorsementNo: e.endorsementNo,
      policyNo: e.policyNo,
      licenseBefore: e.licenseBefore,
      licenseAfter: e.licenseAfter,
      status: e.status,
      statusName: ENDORSEMENT_STATUS_NAMES[e.status],
      policyUpdated,
      updatedPolicyNos,
      message,
      history: events.map((ev) => ({
        status: ev.status,
        statusName: ENDORSEMENT_STATUS_NAMES[ev.status],
        at: chinaTime(ev.at),
        note: ev.note,
      })),
    };
  }

  /**
   * Hands an approved endorsement to the policy system (the policy domain's
   * port). Its own refusal rejects the endorsement and frees the plate; an
   * outage leaves it approved for a resubmission or the next query to retry.
   */
  async function takeEffect(e: EndorsementRow, forSession?: string) {
    const endorser = deps.ports.policyEndorser;
    if (!endorser) return answer(e, false, NOT_YET_UPDATED);
    const effectiveAt = new Date();
    try {
      await endorser.addLicensePlate({
        policyNo: e.policyNo,
        licenseNo: e.licenseAfter,
        endorsementNo: e.endorsementNo,
        effectiveAt,
        // So the success page's link to the policy's endorsement details opens without a second query.
        forSession,
      });
    } catch (err) {
      if (!(err instanceof DomainError)) return answer(e, false, NOT_YET_UPDATED);
      await db.transaction(async (tx) => {
        const t = createNewcarRepo(tx as unknown as Db);
        await t.setStatus(e.endorsementNo, 'rejected');
        await t.restoreCarPlate(e.policyNo, e.licenseAfter, e.licenseBefore);
        await t.addEvent({
          endorsementNo: e.endorsementNo,
          status: 'rejected',
          at: new Date(),
          note: `${NOTES.rejected}${err.message}`,
        });
      });
      throw new Refused(err.message);
    }
    try {
      // The copies that look the car up by its plate (renewal by plate, the claim pages), before the
      // endorsement reads effective: a failure leaves it approved, and its retry tells them again.
      // Every policy of the car in force that day carries it, as the policy system did (by VIN).
      const policyNos = await repo.carPolicyNos(e.policyNo, chinaDate(effectiveAt.getTime()));
      for (const copy of [deps.ports.renewablePlates, deps.ports.claimablePlates])
        await copy?.plateAdded({ policyNos, licenseNo: e.licenseAfter });
    } catch {
      return answer(e, false, NOT_YET_UPDATED);
    }
    await db.transaction(async (tx) => {
      const t = createNewcarRepo(tx as unknown as Db);
      // A simultaneous resubmission may have finished it already; it takes effect once in the history.
      if (await t.markEffective(e.endorsementNo, effectiveAt))
        await t.addEvent({
          endorsementNo: e.endorsementNo,
          status: 'effective',
          at: effectiveAt,
          note: NOTES.effective,
        });
    });
    return answer({ ...e, status: 'effective', effectiveAt }, true, '车牌号补录成功，批改已生效。');
  }

  return {
    async find(asker: Asker, input: { policyNo: string; insuredIdentifyNo: string; code: string; prePic: string }) {
      await imageCodes.check(asker.uuid, input.code, input.prePic);
      const queried = await identityGuard.lookup(asker, async () => {
        const p = await repo.policy(input.policyNo);
        if (!p || !sameIdNumber(p.insuredIdNumber, input.insuredIdentifyNo))
          throw new NotFound('未查询到相关保单信息，请核对保单号和被保险人证件号码');
        return p;
      });
      const today = chinaDate();
      const { policy, note } = await partInForce(repo, queried, today);
      await proofs.grant(asker.uuid, proofSubject(policy.policyNo));
      const live = await repo.liveEndorsementOfCar(policy.vin);
      // Left approved while the policy system was down: the customer's return finishes it
      // (the policy domain's read proof only for the policy this session proved).
      if (live?.status === 'approved') {
        const done = await takeEffect(live, live.policyNo === policy.policyNo ? asker.uuid : undefined);
        if (!done.policyUpdated)
          throw new Refused(
            `该保单车牌号${maskPlate(live.licenseAfter)}的补录申请已核批，保单暂未更新，请稍后重新查询`,
          );
      }
      ensureCorrectable(policy, today);
      // The car is the unit: its other policy took a plate (a row written before
      // plates covered the whole car may not show it yet).
      if (live) throw registered(live.licenseAfter);
      return note ? { ...policyView(policy), note } : policyView(policy);
    },

    async correct(uuid: string, input: { policyNo: string; licenseNo: string }) {
      if (!(await proofs.has(uuid, proofSubject(input.policyNo)))) throw new Refused('请先查询保单后再补录车牌号');
      const today = chinaDate();
      const now = new Date();
      // Under the car's row locks (both its policies), so a double tap waits for the first
      // submission and then finds its endorsement, and the car's other policy then finds it registered.
      const { existing, created } = await db.transaction(async (tx) => {
        const t = createNewcarRepo(tx as unknown as Db);
        const policy = (await t.carOfPolicyForUpdate(input.policyNo)).find((p) => p.policyNo === input.policyNo);
        if (!policy) throw new NotFound('未查询到相关保单信息');
        // One plate per car: a live endorsement of this policy is answered again; one of its other policy refuses.
        const live = await t.liveEndorsementOfCar(policy.vin);
        if (live?.policyNo === input.policyNo) return { existing: live, created: undefined };
        ensureCorrectable(policy, today);
        if (live) throw registered(live.licenseAfter);
        // Taken last, after the car's rows: a submission holding a plate never waits for a car.
        await t.lockPlate(input.licenseNo);
        if ((await t.plateInUse(input.licenseNo, policy.vin, today)).length > 0)
          throw new Refused(`该车牌号已登记在其他有效保单上，请核对车牌号；如有疑问请拨打${HOTLINE}`);
        const endorsementNo = `E${input.policyNo.slice(1, 4)}${today.slice(0, 4)}${input.policyNo.slice(8, 12)}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
        const row: EndorsementRow = {
          endorsementNo,
          policyNo: input.policyNo,
          licenseBefore: policy.licenseNo,
          licenseAfter: input.licenseNo,
          status: 'approved',
          appliedAt: now,
          effectiveAt: null,
        };
        await t.insertEndorsement(row);
        await t.setCarPlate(policy.vin, input.licenseNo, today);
        await t.addEvent({ endorsementNo, status: 'applied', at: now, note: NOTES.applied });
        await t.addEvent({ endorsementNo, status: 'approved', at: now, note: NOTES.approved });
        return { existing: undefined, created: row };
      });
      if (created) return takeEffect(created, uuid);
      if (existing.licenseAfter !== input.licenseNo)
        throw new Refused(
          `该保单已申请补录车牌号${maskPlate(existing.licenseAfter)}，不能重复申请；如车牌号有误，请拨打${HOTLINE}申请批改`,
        );
      // The same request again: answer what was done, finishing it if the policy was not yet updated.
      if (existing.status === 'effective') return answer(existing, true, '车牌号补录成功，批改已生效。');
      return takeEffect(existing, uuid);
    },
  };
}
export type NewcarService = ReturnType<typeof createNewcarService>;
