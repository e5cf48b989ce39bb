import type { z } from 'zod';
import type { xcInfo } from '../../../shared/api/shortlink';
import { HOTLINE } from '../../../shared/constants';
import { isCalendarDate, normaliseName } from '../../../shared/rules';
import { chinaDate } from '../../platform/calendar';
import { InvalidInput, NotFound, Refused, WrongCode } from '../../platform/errors';
import type { Asker, IdentityGuard } from '../../platform/identity-guard';
import { maskCard, maskPartyName } from '../../platform/masking';
import type { SmsSender } from '../../platform/messaging';
import { createMobileProof } from '../../platform/mobile-proof';
import type { Proofs } from '../../platform/proofs';
import { insertWithReferenceNo } from '../../platform/reference-no';
import type { SmsCodes } from '../../platform/sms-codes';
import { BANKS, branchesOf, region } from './banks';
import type { FlightDelayClaimRow, ShortlinkRepo } from './repo';

type ClaimBody = z.output<typeof xcInfo.request>;

const proofOf = (policyNo: string) => `flight:${policyNo}`;

/**
 * Said when the claim comes without the verification it needs: it lapsed (proofs last 30 minutes) or the
 * session was renewed since. A wrong-code answer (RESULT.WRONG_CODE), as the customer's way on is the
 * same, a new SMS code: the claim page takes it as the sign to go back to the verification.
 */
export const VERIFICATION_LAPSED = '身份验证已失效，请重新获取短信验证码完成验证';

export function createShortlinkService(deps: {
  repo: ShortlinkRepo;
  smsCodes: SmsCodes;
  identityGuard: IdentityGuard;
  proofs: Proofs;
  smsSender: SmsSender;
  now?: () => number;
}) {
  const { repo, smsCodes, identityGuard, proofs, smsSender } = deps;
  const now = deps.now ?? Date.now;
  // A retry whose first check used the code and lost its answer, or a policy number mistyped after a
  // right code, is not refused 验证码已失效: the session holds the mobile for its half hour.
  const mobileProof = createMobileProof({ proofs, smsCodes }, 'shortLink', (mobile) => `shortlink-mobile:${mobile}`);

  /** What the customer keeps of a stored claim: its number, when, and where the money goes, masked. */
  const receipt = (claim: FlightDelayClaimRow) => ({
    claimNo: claim.claimNo,
    acknowledgedAt: claim.createdAt.toISOString(),
    bankcardno: maskCard(claim.cardNo),
    bankBranch: claim.branchName,
  });
  /** The stored claim of this flight is this one sent again (its answer was lost on the way). */
  const sameClaim = (claim: FlightDelayClaimRow, body: ClaimBody, branchId: string) =>
    claim.cardNo === body.bankcardno && claim.branchId === branchId && claim.insuredName === body.insuredName;

  return {
    async check(input: { mobile: string; policyNo: string; smsValidCode: string }, asker: Asker) {
      // Locked-out clients do not get to use up SMS codes; a wrong code is the code's miss, not the lookup's.
      await identityGuard.ensureAllowed(asker);
      await mobileProof.prove(asker.uuid, input.mobile, input.smsValidCode);
      const policy = await identityGuard.lookup(asker, async () => {
        const flight = await repo.policy(input.policyNo);
        if (!flight || flight.mobile !== input.mobile)
          throw new NotFound('未查询到该手机号名下的航班延误保单，请核对保单号');
        return flight;
      });
      await proofs.grant(asker.uuid, proofOf(policy.policyNo));
      return {
        policyNo: policy.policyNo,
        riskName: policy.riskName,
        insuredName: maskPartyName(policy.insuredName),
        startDate: policy.startDate,
        endDate: policy.endDate,
      };
    },

    async submit(uuid: string, body: ClaimBody) {
      if (!(await proofs.has(uuid, proofOf(body.policyNo)))) throw new WrongCode(VERIFICATION_LAPSED);
      const policy = await repo.policy(body.policyNo);
      if (!policy) throw new NotFound('未找到该保单');
      // Both sides as the name rule reads them: a record's 阿依古丽•买买提 is the 阿依古丽·买买提 typed.
      if (body.insuredName !== normaliseName(policy.insuredName)) throw new InvalidInput('被保险人姓名与保单不一致');
      if (!isCalendarDate(body.flightdate)) throw new InvalidInput('请选择正确的航班日期');
      if (body.flightdate < policy.startDate || body.flightdate > policy.endDate)
        throw new InvalidInput(`航班日期须在保险期间内（${policy.startDate}至${policy.endDate}）`);
      if (body.flightdate > chinaDate(now())) throw new InvalidInput('航班尚未起飞，请在航班延误发生后再申请');
      const bank = BANKS.find((b) => b.id === body.bankName);
      const city = region(body.bankCity);
      if (!bank) throw new InvalidInput('请选择开户银行');
      if (region(body.bankProvince)?.level !== 'province') throw new InvalidInput('请选择开户省份');
      if (city?.parentCode !== body.bankProvince) throw new InvalidInput('开户城市与省份不一致，请重新选择');
      const branch = branchesOf(bank.id, city.code).find((b) => b.id === body.bankSubName);
      if (!branch) throw new InvalidInput('开户网点与银行或城市不一致，请重新选择');
      const existing = await repo.claimFor(body.policyNo, body.flightnumber, body.flightdate);
      if (existing && sameClaim(existing, body, branch.id)) return receipt(existing);
      if (existing) throw new Refused(`该航班已申请理赔，报案号${existing.claimNo}`);
      const acknowledgedAt = new Date(now());
      const { claimNo, inserted } = await insertWithReferenceNo(
        'FD',
        'flight_delay_claim_pkey',
        async (claimNo) => ({
          claimNo,
          inserted: await repo.insertClaim({
            claimNo,
            // The receipt's time, the same when the claim is sent again (receipt()).
            createdAt: acknowledgedAt,
            policyNo: body.policyNo,
            flightNo: body.flightnumber,
            flightDate: body.flightdate,
            insuredName: body.insuredName,
            bankId: bank.id,
            bankName: bank.name,
            provinceId: body.bankProvince,
            cityId: city.code,
            branchId: branch.id,
            branchName: branch.name,
            cardNo: body.bankcardno,
          }),
        }),
        now(),
      );
      if (!inserted) {
        // A double tap: the other submission stored it first.
        const stored = await repo.claimFor(body.policyNo, body.flightnumber, body.flightdate);
        if (stored && sameClaim(stored, body, branch.id)) return receipt(stored);
        throw new Refused('该航班已申请理赔，请勿重复提交');
      }
      // The acknowledgement the customer keeps: the claim number by SMS to the policy's mobile.
      // The claim is stored either way; a failed send does not undo it.
      await smsSender
        .send(
          policy.mobile,
          `【人保财险】您的航班延误理赔申请已受理，报案号${claimNo}（航班${body.flightnumber}，${body.flightdate}），赔款将转入尾号${body.bankcardno.slice(-4)}的银行卡。咨询请拨打${HOTLINE}。`,
        )
        .catch(() => undefined);
      return {
        claimNo,
        acknowledgedAt: acknowledgedAt.toISOString(),
        bankcardno: maskCard(body.bankcardno),
        bankBranch: branch.name,
      };
    },
  };
}
