import { z } from 'zod';
import { checkIdDocument, field, idNumberField, idTypeField } from '../rules/fields';
import { endpoint } from './endpoint';

/**
 * Adding a licence plate to a new-car policy (spec section 2 and 3, "New-car
 * endorsement form"). A new car is insured before it is registered, so its
 * policy carries the frame number and no plate; once registered, the customer
 * adds the plate here and the policy is endorsed (批改).
 *
 * Design decisions (the spec shows no payloads):
 * - queryCorrect checks the 4-character, case-sensitive image code first (any
 *   answer uses the image up), then the policy number + the insured's ID
 *   number. A miss counts towards the identity lockout; a match leaves the
 *   proof `newcar:<policyNo>` on the session, which updateCorrect requires.
 *   The insured may be a company or hold another ID than the resident ID: the
 *   ID type comes with the number, which is checked by that type's rule.
 * - Only a motor policy in force with no plate can be corrected. A plate in
 *   use on another vehicle's policy in force is refused. A car whose part
 *   looked up has lapsed while its other part (same insured) runs on is not
 *   refused: the answer is the part in force, with a `note` naming the lapsed
 *   one, which is a contract ended and does not take the plate.
 * - The car is the unit: its compulsory and commercial policies take the plate
 *   together, so once either is endorsed the other is registered too.
 * - updateCorrect is idempotent: submitting the same plate for the same policy
 *   again answers the endorsement already made (and retries updating the
 *   policy if that had not happened yet); a different plate is refused.
 * - Approval is automatic when the rules pass; the endorsement then takes
 *   effect on the policy. If the policy system cannot be reached, the
 *   endorsement stays approved and `policyUpdated` is false: the customer is
 *   told so. Nothing retries by itself: querying the policy again
 *   (queryCorrect) or resubmitting the same plate does.
 * - The answer names every policy of the car that now carries the plate
 *   (`updatedPolicyNos`, the compulsory and the commercial one): a page that
 *   keeps an earlier query's list (/policy-queryResult) updates those entries,
 *   since its summaries carry no VIN to tell the car's other policy by.
 */

export const endorsementStatus = z.enum(['applied', 'approved', 'effective', 'rejected']);
export type EndorsementStatus = z.infer<typeof endorsementStatus>;
export const ENDORSEMENT_STATUS_NAMES: Record<EndorsementStatus, string> = {
  applied: '已提交',
  approved: '已核批',
  effective: '已生效',
  rejected: '未通过',
};

const newCarPolicy = z.object({
  policyNo: z.string(),
  riskName: z.string(),
  /** Masked. */
  insuredName: z.string(),
  /** Masked: the first three and last six characters. */
  vin: z.string(),
  brandModel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /**
   * Set when the policy looked up has lapsed and this is the car's other part,
   * still in force, that takes the plate instead: which part lapsed, in words.
   */
  note: z.string().optional(),
});
export type NewCarPolicy = z.infer<typeof newCarPolicy>;

/**
 * Finds a new-car policy for the plate endorsement: policy number, the
 * insured's ID number and the case-sensitive image code. A wrong ID number is
 * "not found" like a wrong policy number and counts towards the lockout; a
 * policy that already has a plate, or is out of force, is refused with why.
 * An endorsement of the car left approved (policy system down) is first
 * retried, so a customer who comes back finishes it.
 * Proves the policy to the session for updateCorrect; the answer is masked.
 */
export const queryCorrect = endpoint({
  path: '/kej/waround/api/licenseNoCorrect/queryCorrect',
  summary: '新车补录车牌：查询保单',
  request: z
    .object({
      policyNo: field.carPolicyNo,
      /** The insured's ID type (idType code list); the resident ID when left out. */
      identifyType: idTypeField,
      insuredIdentifyNo: idNumberField,
      code: field.imageCode,
      /** The image answered, from the `tag` cookie (see verifyCodeCheck). */
      prePic: z.string().max(64).default('default'),
    })
    .superRefine(checkIdDocument('identifyType', 'insuredIdentifyNo')),
  response: z.object({ policy: newCarPolicy }),
});

/**
 * Confirms the endorsement: in one transaction the plate goes on the policy
 * and an endorsement (number, time, before and after) is stored; the policy
 * domain then lists it on /policy-detail-correctInfos. Submitting the same
 * plate again, even at the same moment, answers the same endorsement; another
 * plate for the same policy, or a plate on another vehicle in force, is refused.
 */
export const updateCorrect = endpoint({
  path: '/kej/waround/api/licenseNoCorrect/updateCorrect',
  summary: '新车补录车牌：提交批改',
  request: z.object({
    policyNo: field.carPolicyNo,
    licenseNo: field.licenseNo,
    /** The customer has read and confirmed the endorsement statement (/cpwriting-endorse). */
    confirmed: z.literal(true, { error: '请阅读并确认批改申请声明' }),
  }),
  response: z.object({
    endorsementNo: z.string(),
    policyNo: z.string(),
    licenseBefore: z.string().nullable(),
    licenseAfter: z.string(),
    status: endorsementStatus,
    statusName: z.string(),
    /** True once the policy itself carries the plate. */
    policyUpdated: z.boolean(),
    /**
     * The car's policies (this one and its compulsory or commercial companion)
     * that now carry `licenseAfter`; empty while `policyUpdated` is false.
     */
    updatedPolicyNos: z.array(z.string()),
    message: z.string(),
    history: z.array(z.object({ status: endorsementStatus, statusName: z.string(), at: z.string(), note: z.string() })),
  }),
});

export type ResponseOfUpdate = z.output<typeof updateCorrect.response>;

export const newcar = { queryCorrect, updateCorrect };
