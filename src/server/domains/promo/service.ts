import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Coupon, campaignState, carDiscount } from '../../../shared/api/promo';
import { HOTLINE } from '../../../shared/constants';
import { couponCondition, moneyText } from '../../../shared/rules/money';
import { chinaDate } from '../../platform/calendar';
import { isUniqueViolation } from '../../platform/db-errors';
import { NotFound, Refused, ServiceOff } from '../../platform/errors';
import type { SmsSender } from '../../platform/messaging';
import { createMobileProof } from '../../platform/mobile-proof';
import type { Proofs } from '../../platform/proofs';
import { insertWithReferenceNo } from '../../platform/reference-no';
import type { SmsCodes } from '../../platform/sms-codes';
import { type CouponRow, PoolEmpty, type PromoRepo } from './repo';
import { couponExpiresAt } from './validity';

type CarEntryForm = z.output<typeof carDiscount.request>;

/** Said to 查看已领取的红包券 from a session that has not proven the mobile, with no code given. */
export const MY_COUPONS_NEEDS_CODE = '请先获取并输入短信验证码，验证手机号后查看红包券';

/**
 * A coupon is usable through the Beijing day it expires, as the order payment
 * takes it (wallet.ts validTo): it shows expired only once that day is over.
 */
export function couponOf(row: CouponRow, title: string, now: Date): Coupon {
  const expired = chinaDate(row.expiresAt.getTime()) < chinaDate(now.getTime());
  return {
    couponNo: row.couponNo,
    title: row.title ?? title,
    amount: row.amount,
    threshold: row.threshold,
    expiresAt: row.expiresAt.toISOString(),
    status: row.usedAt ? 'used' : expired ? 'expired' : 'unused',
  };
}

type CampaignRow = NonNullable<Awaited<ReturnType<PromoRepo['campaign']>>>;

/** Where a campaign stands at `at`: a campaign whose start is still to come is not started, never ended. */
export function stateOf(c: CampaignRow, at: Date): z.infer<typeof campaignState> {
  if (at < c.startsAt) return 'notStarted';
  if (at > c.endsAt) return 'ended';
  return c.claimed < c.total ? 'open' : 'soldOut';
}

export function createPromoService(deps: {
  repo: PromoRepo;
  smsCodes: Pick<SmsCodes, 'verify'>;
  smsSender: SmsSender;
  proofs: Pick<Proofs, 'grant' | 'has'>;
  now?: () => Date;
}) {
  const { repo, smsCodes, smsSender, proofs } = deps;
  const now = deps.now ?? (() => new Date());
  // The mobile's proof (platform/mobile-proof.ts), one for the activity's SMS code
  // whichever promotion asked for it: a claimed coupon, a car activity entry and
  // the wallet are the same mobile's.
  const mobileProof = createMobileProof({ proofs, smsCodes }, 'activity', (mobile) => `promo:${mobile}`);

  async function titles() {
    return new Map((await repo.campaignTitles()).map((c) => [c.id, c.title]));
  }

  return {
    async hotActivities(cityCode: string) {
      const rows = await repo.activitiesFor(cityCode, now());
      const joined = await repo.joinedCounts(rows.map((r) => r.id));
      return {
        cityCode,
        activities: rows.map((r) => ({
          activityId: r.id,
          title: r.title,
          brand: r.brand,
          intro: r.intro,
          endsAt: r.endsAt.toISOString(),
          joined: joined.get(r.id) ?? 0,
          discounts: r.discounts,
        })),
      };
    },

    async joinCarActivity(form: CarEntryForm, uuid: string) {
      const activity = await repo.activity(form.activityId);
      if (!activity) throw new NotFound('未找到该优惠活动');
      const at = now();
      if (at < activity.startsAt || at > activity.endsAt) throw new ServiceOff('该优惠活动不在进行中');
      if (activity.cityCode && activity.cityCode !== form.cityCode) throw new Refused('该优惠活动不适用于所选城市');
      const answer = (ackNo: string, duplicate: boolean) => ({
        ackNo,
        duplicate,
        title: activity.title,
        discounts: activity.discounts,
      });
      // Proof first: a stored entry's number, and that the mobile joined at all, are its owner's to see.
      await mobileProof.prove(uuid, form.mobile, form.smsValidCode);
      const before = await repo.entry(activity.id, form.mobile);
      if (before) return answer(before.ackNo, true);
      try {
        const entry = await insertWithReferenceNo('GC', 'promo_car_entry_ack_no_unique', (ackNo) =>
          repo.insertEntry({
            ackNo,
            activityId: activity.id,
            applicant: form.applicant,
            mobile: form.mobile,
            sharePhone: form.sharePhone,
            cityCode: form.cityCode,
            sessionUuid: uuid,
          }),
        );
        const ackNo = entry?.ackNo ?? '';
        await smsSender
          .send(
            form.mobile,
            `【人保财险】您已成功报名“${activity.title}”，报名编号${ackNo}。购车后凭手机号即可享受活动优惠，咨询请拨打${HOTLINE}。`,
          )
          .catch(() => undefined);
        return answer(ackNo, false);
      } catch (err) {
        const winner = isUniqueViolation(err) ? await repo.entry(activity.id, form.mobile) : undefined;
        if (!winner) throw err;
        return answer(winner.ackNo, true);
      }
    },

    async campaign() {
      const c = await repo.currentCampaign(now());
      if (!c) throw new NotFound('暂无红包活动');
      const state = stateOf(c, now());
      return {
        open: state === 'open',
        state,
        campaignId: c.id,
        title: c.title,
        amount: c.amount,
        threshold: c.threshold,
        validDays: c.validDays,
        left: c.total - c.claimed,
        startsAt: c.startsAt.toISOString(),
        endsAt: c.endsAt.toISOString(),
      };
    },

    async claim(form: { campaignId: string; mobile: string; smsValidCode: string }, uuid: string) {
      const c = await repo.campaign(form.campaignId);
      if (!c) throw new NotFound('未找到该红包活动');
      const at = now();
      const state = stateOf(c, at);
      if (state === 'notStarted') throw new ServiceOff('红包活动尚未开始，敬请关注');
      if (state === 'ended') throw new ServiceOff('红包活动已结束，感谢您的关注');
      // A session that already proved the mobile spends no second code: a retry
      // of a claim whose answer was lost finds its code used and still gets the coupon.
      const prove = () => mobileProof.prove(uuid, form.mobile, form.smsValidCode);
      const held = await repo.coupon(c.id, form.mobile);
      if (held) {
        // Showing the coupon again needs the same proof as claiming it.
        await prove();
        return { coupon: couponOf(held, c.title, at), duplicate: true };
      }
      if (c.claimed >= c.total) throw new Refused('红包已被领完，感谢您的关注');
      await prove();
      try {
        const row = await repo.claim({
          couponNo: `RE${randomBytes(6).toString('hex').toUpperCase()}`,
          campaignId: c.id,
          mobile: form.mobile,
          amount: c.amount,
          threshold: c.threshold,
          expiresAt: couponExpiresAt(at, c.validDays),
        });
        await smsSender
          .send(
            form.mobile,
            // The threshold as the coupon card writes it: a customer who read only the SMS expected it on any order.
            `【人保财险】您已领取${c.title}${moneyText(c.amount)}元红包券，券号${row.couponNo}，${couponCondition(c.threshold)}，${c.validDays}天内支付订单时使用。`,
          )
          .catch(() => undefined);
        return { coupon: couponOf(row, c.title, at), duplicate: false };
      } catch (err) {
        if (err instanceof PoolEmpty) throw new Refused('红包已被领完，感谢您的关注');
        const winner = isUniqueViolation(err) ? await repo.coupon(c.id, form.mobile) : undefined;
        if (!winner) throw err;
        return { coupon: couponOf(winner, c.title, at), duplicate: true };
      }
    },

    async myCoupons(mobile: string, smsValidCode: string, uuid: string) {
      // The session's proof first, as a claim takes it: the code still in the page after a claim is spent,
      // and checked again it refused 验证码已失效 the mobile this very session had just proven.
      if (smsValidCode) await mobileProof.prove(uuid, mobile, smsValidCode);
      else if (!(await proofs.has(uuid, mobileProof.subject(mobile)))) throw new Refused(MY_COUPONS_NEEDS_CODE);
      const names = await titles();
      const at = now();
      return {
        coupons: (await repo.couponsOf(mobile)).map((r) => couponOf(r, names.get(r.campaignId) ?? '红包券', at)),
      };
    },
  };
}
export type PromoService = ReturnType<typeof createPromoService>;
