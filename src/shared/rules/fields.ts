import { z } from 'zod';
import { RULES, type Rule } from './named';

/**
 * A zod field for one rule: trims, normalises, then refuses an empty value with
 * the rule's '请输入…' message, an over-long one or a wrong one with its message.
 * `.overwrite` keeps the schema a plain string (input and output), which the
 * OpenAPI generator can describe. Each failure aborts, so one message shows at a time.
 */
export function fieldOf(rule: Rule, maxLength: number | undefined = rule.maxLength) {
  let schema = z
    .string({ error: rule.requiredMessage })
    .trim()
    .overwrite(rule.normalise)
    .min(1, { error: rule.requiredMessage, abort: true });
  if (maxLength !== undefined) schema = schema.max(maxLength, { error: rule.message, abort: true });
  return schema.refine(rule.test, { error: rule.message });
}

/** Field schemas for request bodies and forms; the keys are imported across the contract. */
export const field = {
  mobile: fieldOf(RULES.isMobile),
  identifyNumber: fieldOf(RULES.isIdentify),
  smsCode: fieldOf(RULES.isSmsValidCode),
  imageCode: fieldOf(RULES.isVerificationCode),
  email: fieldOf(RULES.isEmail),
  name: fieldOf(RULES.isName),
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
