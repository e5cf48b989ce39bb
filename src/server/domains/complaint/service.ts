import type { z } from 'zod';
import {
  ACK_SMS_PER_MOBILE_DAY,
  type FormalComplaint,
  type QuickComplaint,
  type returnInsuranceClaim,
} from '../../../shared/api/complaint';
import { COMPLAINANT_SEXES, COURIERS, nameOf } from '../../../shared/codes';
import { callBackAt, callBackText } from '../../../shared/codes/callback-times';
import { HOTLINE } from '../../../shared/constants';
import { chinaDate } from '../../platform/calendar';
import { NotFound, Refused, TooMany } from '../../platform/errors';
import type { Asker, IdentityGuard } from '../../platform/identity-guard';
import type { Limit, Limiter } from '../../platform/limits';
import { maskMobile, maskName, maskPartyName } from '../../platform/masking';
import type { OrgDirectory } from '../../platform/ports';
import type { SmsCodes } from '../../platform/sms-codes';
import { offeredPlace, organisationOf, QUICK_CITY_NOT_OFFERED } from './organisation';
import type { ComplaintRepo } from './repo';
import type { Checks, Submissions } from './submission';

type ReturnClaim = z.output<typeof returnInsuranceClaim.request>;

/**
 * The form has no SMS code: whoever types a mobile proves nothing about it (submitComplaint's contract).
 * The client's limit refuses; the mobile's only stops its acknowledgement SMS, never its complaints.
 */
export const COMPLAINT_LIMITS = {
  /**
   * Acknowledgement SMS per mobile and Beijing date (dayOf), so the count starts again at midnight. Past it
   * the complaint is stored and answered all the same (ackChannel 'none'): a refusal here let a stranger who
   * typed a customer's mobile five times stop the customer complaining for the day. The window only has
   * to outlive its date, which a day from the date's first hit always does. Its message is never shown.
   */
  ackSmsPerMobileDay: {
    name: 'complaint-mobile-day',
    max: ACK_SMS_PER_MOBILE_DAY,
    windowSeconds: 86400,
    message: '该手机号今日受理短信已达上限',
  },
  /** What stops one sender filling the complaint desk, whatever mobiles it types. */
  perClientHour: { name: 'complaint-client-hour', max: 20, windowSeconds: 3600, message: '提交过于频繁，请稍后再试' },
} as const;

/** The subject of the per-mobile day's acknowledgement SMS: the mobile on today's date in Beijing. */
const dayOf = (mobile: string) => `${mobile}:${chinaDate()}`;

export interface Caller extends Asker {
  requestId: string;
}

export function createComplaintService(deps: {
  repo: ComplaintRepo;
  submissions: Submissions;
  limiter: Limiter;
  smsCodes: SmsCodes;
  identityGuard: IdentityGuard;
  /**
   * The platform's regions and branch offices, against which a complaint's city (quick and formal) and a
   * formal complaint's 承保机构 are checked.
   */
  orgs: OrgDirectory;
}) {
  const { repo, submissions, limiter, smsCodes, identityGuard, orgs } = deps;

  /**
   * The limits of a quick or formal complaint, counted once each, and their undo. The client's refuses; past
   * the mobile's, the complaint goes on without its acknowledgement SMS (COMPLAINT_LIMITS).
   */
  const limits = (mobile: string, caller: Caller): Checks => {
    const hits: [Limit, string][] = [];
    const hit = async (limit: Limit, subject: string) => {
      hits.push([limit, subject]); // counted even when it refuses
      await limiter.hit(limit, subject);
    };
    const giveBack = async () => {
      for (const [limit, subject] of hits.splice(0)) await limiter.giveBack(limit, subject);
    };
    let smsLeft = true;
    return {
      async beforeStore() {
        await hit(COMPLAINT_LIMITS.perClientHour, caller.clientAddress);
        try {
          await hit(COMPLAINT_LIMITS.ackSmsPerMobileDay, dayOf(mobile));
        } catch (refusal) {
          if (!(refusal instanceof TooMany)) {
            // The counter's store failed: the client keeps its hourly slot for a complaint not taken.
            await giveBack();
            throw refusal;
          }
          smsLeft = false;
        }
      },
      acknowledge: () => smsLeft,
      giveBack,
    };
  };

  const storedCallBackAt = async (ackNo: string) => {
    const payload = (await repo.byAckNo(ackNo))?.payload as { callBackAt?: unknown } | undefined;
    return typeof payload?.callBackAt === 'string' ? payload.callBackAt : null;
  };

  return {
    async quick(form: QuickComplaint, caller: Caller) {
      // Before any limit is counted, as the formal complaint's city: a city the picker does not offer is the
      // form's mistake, fixed there (organisation.ts).
      await offeredPlace(orgs, form.cityCode, QUICK_CITY_NOT_OFFERED);
      // The hour with its day, fixed now: stored, answered and written in the SMS as one timestamp.
      const at = callBackAt(form.callBackTime, Date.now());
      const when = at ? `在${callBackText(at)}之间` : '尽快';
      const ack = await submissions.submit(
        {
          kind: 'quick',
          requestId: caller.requestId,
          sessionUuid: caller.uuid,
          name: form.name,
          mobile: form.phoneNumber,
          email: form.email,
          payload: at ? { ...form, callBackAt: at } : form,
          // The form alone says whether it repeats one: the same complaint sent again as an hour begins
          // is a retry, though its call-back day would now be the next.
          sameContent: form,
          ack: {
            channel: 'sms',
            recipient: form.phoneNumber,
            text: (ackNo) =>
              `【人保财险】您的投诉已受理，受理编号${ackNo}。我们将${when}致电您，请保持电话畅通。如需帮助请拨打${HOTLINE}。`,
          },
        },
        limits(form.phoneNumber, caller),
      );
      // A retry answers the call-back time its first record stored (the rare path: one more read).
      const stored = ack.duplicate ? await storedCallBackAt(ack.ackNo) : at;
      return stored ? { ...ack, callBackAt: stored } : ack;
    },

    async formal(form: FormalComplaint, caller: Caller) {
      // Before any limit is counted: a branch that is not offered is the form's mistake, fixed there.
      const { organizationName } = await organisationOf(orgs, form);
      const title = nameOf(COMPLAINANT_SEXES, form.sex) ?? '';
      return submissions.submit(
        {
          kind: 'formal',
          requestId: caller.requestId,
          sessionUuid: caller.uuid,
          name: form.complainantName,
          mobile: form.phoneNumber,
          email: '',
          // The ID numbers come cleaned by the contract (normaliseIdNumber): upper-case, no spaces.
          // The branch's name is the platform table's (organisation.ts).
          payload: { ...form, organizationName },
          ack: {
            channel: 'sms',
            recipient: form.phoneNumber,
            text: (ackNo) =>
              `【人保财险】尊敬的${maskName(form.complainantName)}${title}，您的投诉已受理，受理编号${ackNo}。我们将在2个工作日内与您联系，处理结果将以短信告知。客服热线${HOTLINE}。`,
          },
        },
        limits(form.phoneNumber, caller),
      );
    },

    /** The return-shipping policy of a shopping order, masked. Misses count towards the lockout. */
    async checkOrder(orderNo: string, asker: Asker) {
      const policy = await identityGuard.lookup(asker, async () => {
        const ofOrder = await repo.returnPolicy(orderNo);
        if (!ofOrder) throw new NotFound('未查询到该订单的退货运费险保单，请核对订单号');
        return ofOrder;
      });
      const appeal = await repo.returnAppeal(orderNo);
      return {
        policyNo: policy.policyNo,
        insuredName: maskPartyName(policy.insuredName),
        mobile: maskMobile(policy.insuredMobile),
        platform: policy.platform,
        sumInsured: policy.sumInsured,
        openAppealNo: appeal?.ackNo ?? null,
      };
    },

    async returnClaim(form: ReturnClaim, caller: Caller) {
      const policy = await identityGuard.lookup(caller, async () => {
        const ofOrder = await repo.returnPolicy(form.insuranceOrderId);
        if (!ofOrder) throw new NotFound('未查询到该订单的退货运费险保单，请核对订单号');
        if (ofOrder.insuredMobile !== form.phoneNumber) throw new Refused('手机号与投保时预留的手机号不一致');
        return ofOrder;
      });
      const { smsValidCode, ...payload } = form;
      const courier = nameOf(COURIERS, form.zlist) ?? form.zlist;
      return submissions.submit(
        {
          kind: 'return',
          requestId: caller.requestId,
          sessionUuid: caller.uuid,
          name: policy.insuredName,
          mobile: form.phoneNumber,
          email: form.email,
          orderNo: form.insuranceOrderId,
          payload: { ...payload, policyNo: policy.policyNo },
          ack: {
            channel: 'email',
            recipient: form.email,
            subject: '退货运费险理赔申诉受理通知',
            text: (ackNo) =>
              [
                `尊敬的${maskPartyName(policy.insuredName)}：`,
                `您的退货运费险理赔申诉已受理，受理编号${ackNo}。`,
                `保单号：${policy.policyNo}`,
                `购物平台订单号：${form.insuranceOrderId}`,
                `退货快递：${courier} ${form.deliveryId}`,
                `我们将在3个工作日内核实退货物流并告知处理结果。如有疑问请拨打${HOTLINE}。`,
                '中国人民财产保险股份有限公司',
              ].join('\n'),
          },
        },
        {
          // A retry of a stored appeal is refused here (its order has the appeal) and
          // answered with its record by submit(), before its used code is checked.
          async beforeStore() {
            const open = await repo.returnAppeal(form.insuranceOrderId);
            if (open) throw new Refused(`该订单已提交过申诉，受理编号${open.ackNo}`);
            await smsCodes.verify(form.phoneNumber, 'returnClaim', smsValidCode);
          },
        },
      );
    },
  };
}
export type ComplaintService = ReturnType<typeof createComplaintService>;
