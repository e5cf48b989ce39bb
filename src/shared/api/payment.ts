import { z } from 'zod';
import { checkIdDocument, field, idNumberField, idTypeField } from '../rules/fields';
import { endpoint } from './endpoint';

/**
 * Order payment (spec sections 3 and 7). An order is an underwritten proposal
 * waiting for its premium; paying it issues the policy.
 *
 * States: unpaid → paying → paid | failed | expired. `failed` may be paid
 * again (the customer cancelled at the cashier or the bank refused);
 * `expired` is final: after the last pay date the quotation is void and the
 * proposal must be made again. Every transition is stored with its reason.
 */
export const ORDER_STATUSES = ['unpaid', 'paying', 'paid', 'failed', 'expired'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  unpaid: '待支付',
  paying: '支付中',
  paid: '已支付',
  failed: '支付失败',
  expired: '已过期',
};

/**
 * The words for an expired order whose payment may still be notified (`paymentMayLand`): every page that
 * shows the order's state (the list, the order, the cashier's return) says this instead of 已过期, which
 * would tell a customer who paid before the deadline that the order ran out.
 */
export const MAY_LAND_STATUS_TEXT = '支付结果确认中';

/**
 * The order payment request code (spec section 7: "a fixed value not
 * reproduced here"). Ours: the client sends it in head.requestCode of the
 * payment call; the server compares it with ORDER_PAY_REQUEST_CODE of its
 * configuration (this value by default) and refuses anything else.
 */
export const ORDER_PAY_REQUEST_CODE = 'PAY0001';
export const ORDER_PAY_REQUEST_TYPE = 'orderPay';

/**
 * The vehicle and vessel tax collected with a compulsory motor part (DZA): a
 * flat 360 yuan for a small car here. An order carries it in shipSumPremium
 * and in its sumPremium; a renewal quote shows it too, so that the total the
 * customer is quoted is the total the order then asks.
 */
export const VEHICLE_TAX = '360.00';

const orderId = z
  .string({ error: '请选择订单' })
  .trim()
  .regex(/^[A-Z0-9]{8,32}$/, '订单号格式不正确');

/**
 * One payment record with every field of spec section 3. Personal data is
 * masked: the customer typed it to find the order and recognises it.
 * Dates are YYYY-MM-DD, hours 0–24, premiums yuan with two decimals.
 * Codes: othFlag 0 none / 1 ship tax collected; underwriteFlag 1 underwritten;
 * agentStatus 0 direct / 1 through an agent; onlineFlag 1 payable online;
 * subStatus the state name; flag 1 car / 2 non-car; validStatus 1 payable /
 * 0 void (expired); payStatus 0 unpaid / 1 paying / 2 paid / 3 failed /
 * 4 expired; systemType car or noncar.
 */
export const paymentRecord = z.object({
  orderId: z.string(),
  proposalNo: z.string(),
  riskCode: z.string(),
  riskName: z.string(),
  insuredName: z.string(),
  identifyNumber: z.string(),
  comCode: z.string(),
  proposalNoBi: z.string(),
  proposalNoCi: z.string(),
  inputTime: z.string(),
  insuredMobile: z.string(),
  startDate: z.string(),
  startHour: z.number(),
  endDate: z.string(),
  biStartDate: z.string(),
  biStartHour: z.number(),
  biSumPremium: z.string(),
  ciStartDate: z.string(),
  ciStartHour: z.number(),
  ciSumPremium: z.string(),
  shipSumPremium: z.string(),
  othFlag: z.string(),
  underwriteFlag: z.string(),
  agentStatus: z.string(),
  onlineFlag: z.string(),
  subStatus: orderStatus,
  flag: z.string(),
  lastPayDate: z.string(),
  validStatus: z.string(),
  payStatus: z.string(),
  sumPremium: z.string(),
  systemType: z.enum(['car', 'noncar']),
  licenseNo: z.string(),
  statusText: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/**
 * Where an order came from: `renewal`, made at /renewal-hint for a policy about to end, or
 * `proposal`, any other underwritten proposal. An expired order is void and its pages (the order,
 * and the cashier's return) say what to do next by it: a renewal is asked again at /renewal-hint (a
 * part still running renews there; a lapsed one is told to insure anew), another proposal is made
 * again (95518, a branch, or the product centre for non-car cover).
 */
export const orderOrigin = z.enum(['renewal', 'proposal']);
export type OrderOrigin = z.infer<typeof orderOrigin>;

/**
 * Finds the orders awaiting payment of one payer. Non-car: name, ID number
 * and mobile proven by an SMS code (purpose `payment`). Car: plate, ID number
 * and the applicant's mobile, all three matching one order. A new car is
 * insured before it is registered, so its order has no plate: it is found by
 * the last six characters of its frame number (VIN) instead, with the same ID
 * number and mobile (the spec names the plate only; the frame number is what
 * the delivery and new-car policy queries already take). One of plate or frame
 * number, not both. A car's applicant may be a company (统一社会信用代码) or a
 * person without a resident ID: the car payer gives the ID type beside the
 * number (idType code list, the resident ID when left out) and the number is
 * checked by that type's rule; the cleaned number alone finds the orders (their
 * parties' types are kept for the policies, not matched: neighbouring types
 * share a number's shape). Every lookup is
 * guarded against guessing (identity lockout); a find proves the session for
 * the orders found, so their detail and payment calls are allowed.
 * Paid orders of the last year are listed too, so the customer sees the outcome.
 */
export const groupGet = endpoint({
  path: '/kej/waround/api/orderPayment/groupGet',
  summary: '查询待支付订单',
  request: z.discriminatedUnion(
    'payerType',
    [
      z.object({
        payerType: z.literal('noncar'),
        identifyname: field.name,
        identifynumber: field.identifyNumber,
        identifymobile: field.mobile,
        smsValidCode: field.smsCode,
      }),
      z
        .object({
          payerType: z.literal('car'),
          licenseNo: field.licenseNo.optional(),
          frameNo: field.sixFrame.optional(),
          /** The applicant's ID type (idType code list); the resident ID when left out. */
          identifyType: idTypeField,
          identifyNumber: idNumberField,
          applyMobile: field.mobile,
        })
        .refine((b) => b.licenseNo !== undefined || b.frameNo !== undefined, {
          error: '请输入车牌号码，新车未上牌请输入车架号后6位',
          abort: true,
        })
        .refine((b) => b.licenseNo === undefined || b.frameNo === undefined, {
          error: '车牌号码和车架号后6位只需填写一项',
        })
        .superRefine(checkIdDocument('identifyType', 'identifyNumber')),
    ],
    { error: '请选择车险或非车险订单' },
  ),
  response: z.object({
    /** The payer list: each person who owes a premium among the orders found. */
    payerList: z.array(z.object({ name: z.string(), identifyNumber: z.string() })),
    list: z.array(paymentRecord),
  }),
});

const transition = z.object({
  from: z.string(),
  to: orderStatus,
  reason: z.string(),
  at: z.string(),
});

const coupon = z.object({
  couponCode: z.string(),
  name: z.string(),
  amount: z.string(),
  minPremium: z.string(),
  validTo: z.string(),
  /** usable now, or why not. */
  usable: z.boolean(),
  reason: z.string(),
});

/**
 * One order with its state history, the red-envelope coupons its payer may
 * apply (a coupon is applied once, to one order) and the amount due.
 * Coupons come from two books: those given to the applicant's ID number, and
 * the campaign coupons the applicant's mobile claimed at /redEnvelope-coupon
 * (a coupon of another mobile is never offered). A coupon is held while its
 * order is being paid, spent when the payment succeeds and given back when it
 * fails, is cancelled or the order expires.
 * Allowed to a session that found the order with groupGet.
 */
export const queryOrderCenter = endpoint({
  path: '/kej/whome/api/queryOrderCenter',
  summary: '订单详情',
  request: z.object({ orderId }),
  response: z.object({
    order: paymentRecord,
    origin: orderOrigin,
    history: z.array(transition),
    coupons: z.array(coupon),
    appliedCoupon: coupon.nullable(),
    payAmount: z.string(),
    paidAt: z.string().nullable(),
    paymentMayLand: z.boolean(),
    lateRefund: z.string().nullable(),
    duplicateRefund: z.string().nullable(),
  }),
});

/**
 * The policies an order became ("relegation": the order's related policies).
 * `issueStatus` pending means paid and the policy is being written; the page
 * asks again. Issued policies can then be found with the policy query.
 * An order that ran out while the customer was at the cashier is answered
 * `expired` with what its page needs to say the way on, as the order's own
 * page does: its origin, kind, last pay date and compulsory part.
 * `paymentMayLand`: the order is expired, but a trade of it was closed by us
 * (lazy expiry, or replaced) with no word from the gateway, within a day of the
 * deadline: money taken before the deadline may still be notified and make the
 * order paid (payment/notify.ts), so the page keeps asking and does not say 已过期
 * (statusText is then MAY_LAND_STATUS_TEXT, here, in the order's detail and in groupGet's list).
 * `lateRefund`: the yuan the gateway took on this expired order after its deadline (trades that
 * succeeded on an order that never became paid); notify.ts records them to go back the way they
 * came (`late-refund`). Null when there is none, and on any order that is not expired.
 * `duplicateRefund`: the yuan the gateway took on this paid order besides the trade that paid it (the
 * customer paid twice, from two cashier tabs); notify.ts records it to go back the way it came
 * (`refund-due`). Null when the order was paid once, and on any order that is not paid.
 * A field of its own, not `lateRefund` answered for paid orders too: each says why the money goes
 * back (the order expired, or it was paid already) and the pages word it so, and a page loaded
 * before this field existed keeps telling an expired order's late payment only, never a paid order's
 * second payment as 在最晚缴费日期之后完成. At most one of the two is set (an order is expired or paid).
 * The order's detail answers all three too.
 */
export const orderRelegation = endpoint({
  path: '/kej/whome/api/order/orderRelegation',
  summary: '订单关联保单',
  request: z.object({ orderId }),
  response: z.object({
    orderId: z.string(),
    status: orderStatus,
    statusText: z.string(),
    origin: orderOrigin,
    ...paymentRecord.pick({ systemType: true, lastPayDate: true, proposalNoCi: true }).shape,
    issueStatus: z.enum(['none', 'pending', 'issued']),
    policies: z.array(z.object({ policyNo: z.string(), riskName: z.string(), premium: z.string() })),
    paymentMayLand: z.boolean(),
    lateRefund: z.string().nullable(),
    duplicateRefund: z.string().nullable(),
  }),
});

/**
 * The payment host (spec: an external property host's
 * /wapi/wcar/api/newGetPaymentInfo). Our server plays that host: it opens a
 * trade with the configured gateway (the sandbox cashier in development) for
 * the amount due after an optional red-envelope coupon, and answers the
 * cashier address. Carries the order payment request code in the head.
 * Starting again while a trade is open, for the same amount and coupon,
 * answers the same trade. With another coupon (so another amount) the open
 * trade is closed in our books and a new one opened; the gateway may still
 * take money on the old one (an older cashier tab), and that payment is not
 * lost: it pays the order at that trade's amount and coupon if the order is
 * still unpaid, or is recorded for refund (`refund-due`, an order event) if
 * another trade paid it first (payment/notify.ts).
 */
export const newGetPaymentInfo = endpoint({
  path: '/wapi/wcar/api/newGetPaymentInfo',
  summary: '发起支付（支付主机）',
  requestCode: ORDER_PAY_REQUEST_CODE,
  requestType: ORDER_PAY_REQUEST_TYPE,
  request: z.object({
    orderId,
    couponCode: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{6,20}$/, '红包券码格式不正确')
      .optional(),
  }),
  response: z.object({
    tradeNo: z.string(),
    payUrl: z.string(),
    payAmount: z.string(),
    expiresAt: z.string(),
  }),
});

export const payment = { groupGet, queryOrderCenter, orderRelegation, newGetPaymentInfo };
