import { z } from 'zod';
import { ID_TYPES, RESIDENT_ID_TYPE } from '../codes/id-types';
import { ID_NUMBER_MAX_LENGTH, idNumberProblem, normaliseIdNumber } from './id-number';
import { RULES, type Rule, tooLongMessage } from './named';

/**
 * A zod field for one rule: trims, normalises, then refuses an empty value with
 * the rule's '请输入…' message, an over-long one with its too-long words (tooLongMessage),
 * a wrong one with its message.
 * `.overwrite` keeps the schema a plain string (input and output), which the
 * OpenAPI generator can describe. Each failure aborts, so one message shows at a time.
 */
export function fieldOf(rule: Rule, maxLength: number | undefined = rule.maxLength) {
  let schema = z
    .string({ error: rule.requiredMessage })
    .trim()
    .overwrite(rule.normalise)
    .min(1, { error: rule.requiredMessage, abort: true });
  if (maxLength !== undefined) schema = schema.max(maxLength, { error: tooLongMessage(rule, maxLength), abort: true });
  return schema.refine(rule.test, { error: rule.message });
}

/**
 * An SMS code that may be left empty where the session's proof of the mobile stands in for it (the
 * coupon wallet, 查看我的结果); one given is read and checked as field.smsCode reads and checks it.
 */
export const optionalSmsCode = z
  .string()
  .trim()
  .overwrite(RULES.isSmsValidCode.normalise)
  .refine((v) => v === '' || RULES.isSmsValidCode.test(v), { error: RULES.isSmsValidCode.message })
  .optional()
  .default('');

/** Field schemas for request bodies and forms; the keys are imported across the contract. */
export const field = {
  mobile: fieldOf(RULES.isMobile),
  identifyNumber: fieldOf(RULES.isIdentify),
  smsCode: fieldOf(RULES.isSmsValidCode),
  imageCode: fieldOf(RULES.isVerificationCode),
  email: fieldOf(RULES.isEmail),
  name: fieldOf(RULES.isName),
  /** A party that may be a company as well as a person (RULES.isPartyName). */
  partyName: fieldOf(RULES.isPartyName),
  licenseNo: fieldOf(RULES.isLicense),
  carPolicyNo: fieldOf(RULES.isCarPolicyNo),
  otherPolicyNo: fieldOf(RULES.isOtherPolicyNo),
  policyNo: fieldOf(RULES.isPolicyNo),
  visaserialNo: fieldOf(RULES.isVisaserialNo),
  invoiceNo: fieldOf(RULES.isInvoiceNo),
  invoiceCode: fieldOf(RULES.isInvoiceCode),
  invoiceAfterSix: fieldOf(RULES.isInvoiceAfterSix),
  sixFrame: fieldOf(RULES.isSixFrame),
  vin: fieldOf(RULES.isVin),
  card: fieldOf(RULES.isCard),
};

const ID_TYPE_CODES = ID_TYPES.map((t) => t.code) as [string, ...string[]];

/**
 * The ID type beside an ID number, a code of the idType table. Left out, it is
 * the resident ID: what every car form asked before it had a picker, so old
 * pages and callers keep working unchanged.
 */
export const idTypeField = z.enum(ID_TYPE_CODES, { error: '请选择证件类型' }).default(RESIDENT_ID_TYPE);

/**
 * An ID type code without a default, for a request where leaving it out means
 * something else than the resident ID (the renewal order: the number's own type).
 */
export const idTypeCodeField = z.enum(ID_TYPE_CODES, { error: '请选择证件类型' });

/**
 * An ID number of any type, cleaned (normaliseIdNumber) and at most 50
 * characters; whether it is right for its type is judged by `checkIdDocument`
 * on the whole request, since only there is the type known.
 */
export const idNumberField = z
  .string({ error: '请输入证件号码' })
  .trim()
  .overwrite(normaliseIdNumber)
  .max(ID_NUMBER_MAX_LENGTH, { error: '请输入正确的证件号码' });

/**
 * A request refinement: the number under `numberKey` must be a number of the
 * type under `typeKey`, with the type's own Chinese message (for the resident
 * ID the same words as before: 请输入身份证号码 / 请输入正确的身份证号码).
 */
export function checkIdDocument(typeKey: string, numberKey: string) {
  return (value: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const message = idNumberProblem(String(value[typeKey] ?? RESIDENT_ID_TYPE), String(value[numberKey] ?? ''));
    if (message) ctx.addIssue({ code: 'custom', path: [numberKey], message });
  };
}
