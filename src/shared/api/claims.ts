import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { normaliseCode, RULES } from '../rules';
import { checkIdDocument, field, fieldOf, idNumberField, idTypeField } from '../rules/fields';
import { endpoint } from './endpoint';

/**
 * Claims progress (spec section 2 and 3, "Claims"). Every call is silent: the
 * page decides whether "nothing found" means the no-claim page or an alert.
 *
 * Design decisions (the spec shows no payloads):
 * - A claim is found by proving who you are for its policy: car claims by
 *   policy number + the insured's ID number; non-car claims by policy number +
 *   insured name + ID number, optionally narrowed to one claim (registration)
 *   number. A car's insured may be a company or a person without a resident
 *   ID, and a non-car insured a person without one, so both queries also take
 *   the ID type (idType code list, resident ID when left out) and check the
 *   number by that type's rule. A miss counts towards the identity lockout shared with the policy
 *   query; a match leaves the proof `claims:<policyNo>` on the session for half
 *   an hour, and the detail calls answer only to a session holding it.
 * - Personal data stays masked even after the proof (name 张*, plates 京A***45):
 *   the pages never need it whole, and a shared phone screen shows no more than
 *   the customer's own first character. An insured or third party that is an
 *   organisation keeps its first two characters and its legal form, the trade
 *   name between hidden (北京*****有限公司), so the customer reads that a company
 *   is involved without the screen naming it. Handler contacts are the insurer's
 *   business lines, not personal data.
 * - Amounts are strings in yuan with two decimals, `null` while not yet known.
 */

/** The lifecycle of a claim, in order; `withdrawn` and `refused` end it early. */
export const claimStatus = z.enum([
  'reported',
  'surveyed',
  'assessed',
  'lossApproved',
  'adjusted',
  'approved',
  'closed',
  'paid',
  'withdrawn',
  'refused',
]);
export type ClaimStatus = z.infer<typeof claimStatus>;

/** The stages a claim passes in order, for drawing the whole timeline. */
export const CLAIM_STAGES = [
  'reported',
  'surveyed',
  'assessed',
  'lossApproved',
  'adjusted',
  'approved',
  'closed',
  'paid',
] as const satisfies readonly ClaimStatus[];

export const CLAIM_STATUS_NAMES: Record<ClaimStatus, string> = {
  reported: '已报案',
  surveyed: '已查勘',
  assessed: '已定损',
  lossApproved: '已核损',
  adjusted: '已理算',
  approved: '已核赔',
  closed: '已结案',
  paid: '已支付',
  withdrawn: '已撤案',
  refused: '已拒赔',
};

const money = z.string().nullable();

const claimSummary = z.object({
  registNo: z.string(),
  policyNo: z.string(),
  riskName: z.string(),
  status: claimStatus,
  statusName: z.string(),
  reportTime: z.string(),
  accidentTime: z.string(),
  accidentPlace: z.string(),
  /** Masked: 张*, or 北京******有限公司 for a company. */
  insuredName: z.string(),
  /** Masked plate of the insured vehicle; null for non-car claims. */
  licenseNo: z.string().nullable(),
  estimatedAmount: money,
  paidAmount: money,
});
export type ClaimSummary = z.infer<typeof claimSummary>;

const claimStep = z.object({
  status: claimStatus,
  statusName: z.string(),
  /** ISO time with offset +08:00. */
  at: z.string(),
  office: z.string(),
  note: z.string(),
});
export type ClaimStep = z.infer<typeof claimStep>;

const claimParty = z.object({
  role: z.enum(['insured', 'third']),
  /** Masked plate; null for a third party that is not a vehicle (a pedestrian, a wall). */
  licenseNo: z.string().nullable(),
  description: z.string(),
  /** Masked owner name: 张*, or 北京*****有限公司 for a company. */
  ownerName: z.string(),
  lossAmount: money,
});

const claimDetail = claimSummary.extend({
  accidentDesc: z.string(),
  assessedAmount: money,
  handler: z.object({ name: z.string(), office: z.string(), phone: z.string() }),
  hotline: z.string(),
  steps: z.array(claimStep),
  /** Vehicles and third parties involved; empty for non-car claims. */
  parties: z.array(claimParty),
});
export type ClaimDetail = z.infer<typeof claimDetail>;

/** A claim number (报案号); exported for the pages that read one from their address. */
export const REGIST_NO_PATTERN = /^R[A-Z]{3}\d{8}[0-9A-Z]{10}$/;

/** Read as the policy number beside it is (normaliseCode): an IME's full-width mode or a space typed is folded. */
const registNo = z
  .string({ error: '请输入报案号' })
  .overwrite(normaliseCode)
  .regex(REGIST_NO_PATTERN, '请输入正确的报案号');

/** Car claims of one policy, found by policy number + the insured's ID number. */
export const queryCarClaim = endpoint({
  path: '/kej/waround/api/policyClaim/queryCarClaim',
  summary: '车险理赔查询',
  silent: true,
  request: z
    .object({ policyNo: field.carPolicyNo, identifyType: idTypeField, identifyNumber: idNumberField })
    .superRefine(checkIdDocument('identifyType', 'identifyNumber')),
  response: z.object({ list: z.array(claimSummary) }),
});

/** Detail and progress of one car claim (`/claims-detail-car`, `/claims-progress-car`). */
export const queryClaimSchedleInfo = endpoint({
  path: '/kej/waround/api/policyClaim/queryClaimSchedleInfo',
  summary: '车险理赔进度',
  silent: true,
  request: z.object({ registNo }),
  response: claimDetail,
});

/**
 * Non-car claims, by policy number + insured name + ID number, optionally one claim number.
 * The form checks its fields with this very schema (loaded after the page).
 *
 * The insured of a non-car policy may hold a passport, a Hong Kong or Macau card, a
 * 港澳居民来往内地通行证 or a permit as well as a resident ID, as the non-car policy
 * query already allows (policyRelegation): the ID type comes beside the number
 * (idType code list) and picks the rule the number is checked by. Decided where the
 * spec is silent: `identifyType` stays optional on the wire, and left out it is the
 * resident ID, so an older page or caller that sends the number alone is read as
 * before. The claims records keep no ID type, so the policy matches on the cleaned
 * number alone (A123456(3) is A1234563), as the car claims query does.
 */
export const queryNoCarClaim = endpoint({
  path: '/kej/waround/api/policyClaim/queryNoCarClaim',
  summary: '非车险理赔查询',
  silent: true,
  request: z
    .object({
      policyNo: field.otherPolicyNo,
      // The insured of a non-car policy may be a company (a property policy's): RULES.isPartyName.
      insuredName: fieldOf(RULES.isPartyName, TEXT_LIMITS.insuredNameNoCar),
      identifyType: idTypeField,
      identifyNumber: idNumberField,
      registNo: z.preprocess((v) => (v === '' || v === null ? undefined : v), registNo.optional()),
    })
    .superRefine(checkIdDocument('identifyType', 'identifyNumber')),
  response: z.object({ list: z.array(claimSummary) }),
});

/** Detail and progress of one non-car claim (`/claims-info-nocar`, `/claims-schedle-nocar`). */
export const getClaimSchedle = endpoint({
  path: '/kej/waround/api/policyClaim/getClaimSchedle',
  summary: '非车险理赔进度',
  silent: true,
  request: z.object({ registNo }),
  response: claimDetail,
});

export const claims = { queryCarClaim, queryClaimSchedleInfo, queryNoCarClaim, getClaimSchedle };
