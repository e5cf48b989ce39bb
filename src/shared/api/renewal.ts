import { z } from 'zod';
import { checkIdDocument, field, idNumberField, idTypeCodeField, idTypeField } from '../rules/fields';
import { endpoint } from './endpoint';

/**
 * Where a policy stands for renewal:
 * - `notYet`: the window has not opened (`opensOn`), page /renewal-time;
 * - `open`: renewable now, with a quote, page /renewal-hint;
 * - `ordered`: a renewal order waits for payment (`orderId`);
 * - `renewed`: the renewal order is paid (`newPolicyNos`), page /renewal-win;
 * - `lapsed`: the policy has already expired: a new proposal is needed, page /renewal-error.
 */
export const renewalState = z.enum(['notYet', 'open', 'ordered', 'renewed', 'lapsed']);
export type RenewalState = z.infer<typeof renewalState>;

const quotePart = z.object({
  policyNo: z.string(),
  riskCode: z.string(),
  riskName: z.string(),
  lastPremium: z.string(),
  /** What the factor multiplies: last year's premium, or for the compulsory part its base premium (950). */
  basePremium: z.string(),
  factor: z.string(),
  newPremium: z.string(),
  /** This part's own cover ends (a car's compulsory and commercial parts may end on different days). */
  endDate: z.string(),
  /** Its new cover starts the next day, 零时: each part after its own end, as the order makes it. */
  startDate: z.string(),
});

/**
 * One-click renewal: where a policy stands and its quote (the renewal pages;
 * the home page's window, /kej/whome/api/home/oneClickRenewalWindow, belongs
 * to the content domain and links here with the same window rule).
 * A car is found by plate and the insured's ID number (all its policies,
 * compulsory and commercial, renew together); a new car without a plate or a
 * non-car policy by policy number and ID number. The insured may be a company
 * (统一社会信用代码) or a person without a resident ID, so the ID type goes
 * beside the number (idType code list; left out, the resident ID, as old
 * callers send nothing) and picks the number's rule; the policy matches on the
 * cleaned number alone (renewal records keep no type). The window opens
 * RENEWAL_WINDOW_DAYS (configuration, 90 by default) before expiry.
 *
 * Pricing rule (a simplified version of the regulated floating rates):
 * compulsory motor (DZA) 950 yuan × 0.9 with no claim last year, × 1.0 with
 * one, × 1.1 with two or more; commercial motor (DAA) last year's premium ×
 * the no-claim-discount factor 0.85 / 1.0 / 1.25 / 1.5 / 1.75 / 2.0 for
 * 0 / 1 / 2 / 3 / 4 / 5+ claims; non-motor cover keeps its premium, × 1.1
 * after any claim. A compulsory part carries the vehicle and vessel tax the
 * order collects with it (`shipSumPremium`, VEHICLE_TAX of payment.ts), and
 * `sumPremium` is what the renewal order will ask: the new premiums plus that
 * tax. Guarded against guessing; a match proves the session for the renewal
 * order.
 */
export const queryRenewal = endpoint({
  path: '/kej/whome/api/renewal/queryRenewal',
  summary: '续保查询与报价',
  request: z
    .object({
      licenseNo: field.licenseNo.optional(),
      policyNo: field.policyNo.optional(),
      identifyType: idTypeField,
      identifyNumber: idNumberField,
    })
    .refine((b) => Boolean(b.licenseNo) !== Boolean(b.policyNo), { error: '请输入车牌号或保单号' })
    .superRefine(checkIdDocument('identifyType', 'identifyNumber')),
  response: z.object({
    state: renewalState,
    insuredName: z.string(),
    licenseNo: z.string(),
    riskName: z.string(),
    endDate: z.string(),
    opensOn: z.string(),
    windowDays: z.number(),
    /**
     * The reminder SMS to the applicant: RENEWAL_REMINDER_DAYS (30 by default) before the end, on
     * `remindsOn` (the reminder job, renewal/reminders.ts), not when the window opens.
     */
    reminderDays: z.number(),
    remindsOn: z.string(),
    claimCount: z.number(),
    parts: z.array(quotePart),
    /** Vehicle and vessel tax collected with a compulsory part, '0.00' without one. */
    shipSumPremium: z.string(),
    /** The new premiums plus shipSumPremium: what the renewal order asks. */
    sumPremium: z.string(),
    orderId: z.string().nullable(),
    newPolicyNos: z.array(z.string()),
    /** Why it cannot be renewed online (lapsed), for /renewal-error. */
    reason: z.string(),
    /**
     * Parts of the car that have ended unrenewed while another part runs on (bought at different times):
     * not in `parts`, not renewed here; each needs a new proposal (重新投保). Empty as a rule. The quote and
     * the result pages say so, so a customer does not take the car for fully covered after paying.
     */
    lapsedParts: z.array(
      z.object({ policyNo: z.string(), riskCode: z.string(), riskName: z.string(), endDate: z.string() }),
    ),
  }),
});

/**
 * Creates (or answers the existing) renewal order for the policies the session
 * just looked up, priced as above, starting the day after expiry, payable
 * until the day the old cover ends. Paid through the order flow. `sumPremium`
 * is the order's, vehicle tax included: a new order's is the quote's, and an
 * order that already exists answers its own, even if today's quote differs.
 */
export const createRenewalOrder = endpoint({
  path: '/kej/whome/api/renewal/createOrder',
  summary: '生成续保订单',
  request: z.object({
    policyNo: field.policyNo,
    /**
     * The insured's ID type the customer chose on the renewal form, kept by the order (and the
     * policies it issues): a number alone does not tell a passport from a pass of the same shape.
     * It must fit the insured's number on record. Left out (a page from before), the number's own.
     */
    identifyType: idTypeCodeField.optional(),
  }),
  response: z.object({ orderId: z.string(), sumPremium: z.string() }),
});

const violation = z.object({
  time: z.string(),
  place: z.string(),
  act: z.string(),
  code: z.string(),
  fine: z.number(),
  points: z.number(),
  handled: z.boolean(),
  authority: z.string(),
});

/**
 * Traffic violations of a vehicle by plate and the last six characters of the
 * frame number (spec names no endpoint; this is ours). The data comes from
 * the traffic authority through an adapter; the stored source serves
 * development. Guarded against guessing.
 */
export const queryViolation = endpoint({
  path: '/kej/waround/api/violation/queryViolation',
  summary: '交通违法查询',
  request: z.object({ licenseNo: field.licenseNo, frameNo: field.sixFrame }),
  response: z.object({
    licenseNo: z.string(),
    list: z.array(violation),
    unhandledCount: z.number(),
    totalFine: z.number(),
    totalPoints: z.number(),
    updatedAt: z.string(),
  }),
});

export const renewal = { queryRenewal, createRenewalOrder, queryViolation };
