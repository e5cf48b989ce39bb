import { z } from 'zod';
import { DEFAULT_CITY_CODE, TEXT_LIMITS } from '../constants';
import { isMobile, normaliseMobile, RULES } from '../rules';
import { field, fieldOf, optionalSmsCode } from '../rules/fields';
import { endpoint } from './endpoint';

const cityCode = z.string().regex(/^\d{8}$/, '请选择所在城市');
const id = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[A-Z0-9_-]{1,32}$/, message);

export const discountItem = z.object({ name: z.string(), amount: z.string(), condition: z.string() });

/**
 * Car-purchase discount activities for a city (default Beijing 11000000),
 * national ones included, with how many people joined each.
 */
export const getHotGroupActivity = endpoint({
  path: '/kej/waround/api/activity/CarDiscount/getHotGroupActivity',
  summary: '购车优惠热门活动',
  request: z.object({ cityCode: cityCode.default(DEFAULT_CITY_CODE) }),
  response: z.object({
    cityCode: z.string(),
    activities: z.array(
      z.object({
        activityId: z.string(),
        title: z.string(),
        brand: z.string(),
        intro: z.string(),
        endsAt: z.string(),
        joined: z.number(),
        discounts: z.array(discountItem),
      }),
    ),
  }),
});

/**
 * Joins a car-purchase discount activity: applicant, mobile proven by an SMS
 * code (purpose activity), optionally the mobile of whoever shared it. One
 * entry per mobile per activity: joining again answers the first entry.
 */
export const carDiscount = endpoint({
  path: '/kej/waround/api/carDiscount/carDiscount',
  summary: '报名购车优惠活动',
  request: z
    .object({
      activityId: id('请选择优惠活动'),
      applicant: fieldOf(RULES.isName, TEXT_LIMITS.complaintName),
      mobile: field.mobile,
      smsValidCode: field.smsCode,
      sharePhone: z
        .string()
        .trim()
        .overwrite(normaliseMobile)
        .refine((v) => v === '' || isMobile(v), { error: '请输入正确的分享人手机号' })
        .optional()
        .default(''),
      cityCode: cityCode.default(DEFAULT_CITY_CODE),
    })
    .refine((v) => v.sharePhone !== v.mobile, { error: '分享人手机号不能是本人手机号', path: ['sharePhone'] }),
  response: z.object({
    ackNo: z.string(),
    duplicate: z.boolean(),
    title: z.string(),
    discounts: z.array(discountItem),
  }),
});

export const coupon = z.object({
  couponNo: z.string(),
  title: z.string(),
  amount: z.string(),
  /**
   * Premium from which the coupon applies ('0.00' for none): the order's total less the
   * vehicle tax it collects (payment's couponFit), so the pages say 保费满, not 订单满.
   */
  threshold: z.string(),
  expiresAt: z.string(),
  status: z.enum(['unused', 'used', 'expired']),
});
export type Coupon = z.infer<typeof coupon>;

/**
 * Where a red-envelope campaign stands: not started yet (its startsAt is still to come), open, every
 * coupon claimed, or ended. The page says which: one not started is never shown as ended.
 */
export const campaignState = z.enum(['notStarted', 'open', 'soldOut', 'ended']);

/**
 * The red-envelope campaign running now (else the latest to end, which may be one still to start) and
 * how many coupons are left. `open` is `state === 'open'`.
 */
export const couponCampaign = endpoint({
  path: '/kej/waround/api/redEnvelope/campaign',
  summary: '红包活动信息',
  request: z.object({}),
  response: z.object({
    open: z.boolean(),
    state: campaignState,
    campaignId: z.string(),
    title: z.string(),
    amount: z.string(),
    threshold: z.string(),
    validDays: z.number(),
    left: z.number(),
    startsAt: z.string(),
    endsAt: z.string(),
  }),
});

/**
 * Claims one coupon with a verified mobile (SMS code, purpose activity): one
 * per mobile per campaign, from a limited pool that concurrent claims can never
 * over-draw. Claiming again answers the coupon already held. The session may
 * then list the mobile's coupons. The SMS that confirms it names the coupon's
 * spending threshold (保费满X元可用, or 无门槛) as the coupon card does.
 * Before the campaign starts or after it ends: SERVICE_OFF, saying which.
 */
export const claimCoupon = endpoint({
  path: '/kej/waround/api/redEnvelope/claim',
  summary: '领取红包券',
  request: z.object({ campaignId: id('活动编号不正确'), mobile: field.mobile, smsValidCode: field.smsCode }),
  response: z.object({ coupon, duplicate: z.boolean() }),
});

/**
 * The coupons of a mobile, newest first. Only for a session that proved the
 * mobile (a claim, or an SMS code given here).
 */
export const myCoupons = endpoint({
  path: '/kej/waround/api/redEnvelope/myCoupons',
  summary: '我的红包券',
  request: z.object({
    mobile: field.mobile,
    smsValidCode: optionalSmsCode,
  }),
  response: z.object({ coupons: z.array(coupon) }),
});

export const promo = { getHotGroupActivity, carDiscount, couponCampaign, claimCoupon, myCoupons };
