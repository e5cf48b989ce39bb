import {
  isCard,
  isCarPolicyNo,
  isInvoiceAfterSix,
  isInvoiceCode,
  isInvoiceNo,
  isOtherPolicyNo,
  isPolicyNo,
  isSmsValidCode,
  isVerificationCode,
  isVisaserialNo,
  normaliseCard,
  normaliseCode,
  normaliseDigits,
} from './documents';
import { halfWidth } from './half-width';
import { isIdentify, normaliseIdentify } from './identify';
import {
  EMAIL_MAX_LENGTH,
  isEmail,
  isMobile,
  isName,
  isPartyName,
  normaliseEmail,
  normaliseMobile,
  normaliseName,
  normalisePartyName,
  PARTY_NAME_MAX_LENGTH,
} from './person';
import { isLicense, isSixFrame, isVin, normaliseFrame, normalisePlate } from './vehicle';

/**
 * The named rules of spec section 5 with their messages, as plain data: forms
 * in the browser use them without zod; fields.ts builds the zod schemas from them.
 */

/** One named rule as forms and schemas use it, so both sides show the same words. */
export interface Rule {
  /** The rule itself, applied to the normalised value. */
  test: (value: string) => boolean;
  /** Shown when something is entered but it is wrong. */
  message: string;
  /** Shown when nothing is entered. */
  requiredMessage: string;
  /** The longest value the rule accepts (after normalising): the input's maxlength. */
  maxLength?: number;
  /**
   * Shown for a value past its limit, where `message` (请输入正确的…) would tell a customer
   * whose value is right but long that it is wrong. Rules without it keep `message`.
   */
  tooLong?: (maxLength: number) => string;
  /** Applied before the test on both sides: what a customer types is cleaned, not refused. */
  normalise: (value: string) => string;
}

/** Policy numbers are 22 characters, whether motor or not. */
const POLICY_NO_LENGTH = 22;

export const RULES = {
  isLicense: {
    test: isLicense,
    message: '请输入正确的车牌号码',
    requiredMessage: '请输入车牌号码',
    maxLength: 8,
    normalise: normalisePlate,
  },
  isIdentify: {
    test: isIdentify,
    message: '请输入正确的身份证号码',
    requiredMessage: '请输入身份证号码',
    maxLength: 18,
    normalise: normaliseIdentify,
  },
  isCarPolicyNo: {
    test: isCarPolicyNo,
    message: '请输入正确的保单号',
    requiredMessage: '请输入保单号',
    maxLength: POLICY_NO_LENGTH,
    normalise: normaliseCode,
  },
  isOtherPolicyNo: {
    test: isOtherPolicyNo,
    // Says which kind: a customer who typed a car policy number here learns where it belongs.
    message: '请输入正确的非车险保单号',
    requiredMessage: '请输入保单号',
    maxLength: POLICY_NO_LENGTH,
    normalise: normaliseCode,
  },
  isPolicyNo: {
    test: isPolicyNo,
    message: '请输入正确的保单号',
    requiredMessage: '请输入保单号',
    maxLength: POLICY_NO_LENGTH,
    normalise: normaliseCode,
  },
  isVisaserialNo: {
    test: isVisaserialNo,
    message: '请输入正确的单证流水号',
    requiredMessage: '请输入单证流水号',
    maxLength: 30,
    normalise: normaliseCode,
  },
  isName: {
    test: isName,
    message: '请输入正确的姓名',
    requiredMessage: '请输入姓名',
    // The longest name field of spec section 5 (other claims' insured name); forms with a
    // 30-character limit pass their own to `fieldOf`.
    maxLength: 50,
    normalise: normaliseName,
  },
  /** A person's or a company's name (isPartyName): where the party named may be a company. */
  isPartyName: {
    test: isPartyName,
    message: '请输入正确的姓名或单位名称',
    requiredMessage: '请输入姓名或单位名称',
    maxLength: PARTY_NAME_MAX_LENGTH,
    normalise: normalisePartyName,
  },
  isMobile: {
    test: isMobile,
    message: '请输入正确的手机号码',
    requiredMessage: '请输入手机号码',
    maxLength: 11,
    normalise: normaliseMobile,
  },
  isEmail: {
    test: isEmail,
    message: '请输入正确的电子邮箱',
    requiredMessage: '请输入电子邮箱',
    maxLength: EMAIL_MAX_LENGTH,
    // A long address can be a right one: say what is wrong with it (spec section 5: at most 60).
    tooLong: (max: number) => `电子邮箱不能超过${max}个字符`,
    normalise: normaliseEmail,
  },
  isInvoiceNo: {
    test: isInvoiceNo,
    message: '请输入正确的发票号码',
    requiredMessage: '请输入发票号码',
    maxLength: 20,
    normalise: normaliseDigits,
  },
  isInvoiceCode: {
    test: isInvoiceCode,
    message: '请输入正确的发票代码',
    requiredMessage: '请输入发票代码',
    maxLength: 12,
    normalise: normaliseDigits,
  },
  isInvoiceAfterSix: {
    test: isInvoiceAfterSix,
    message: '请输入校验码后6位',
    requiredMessage: '请输入校验码后6位',
    maxLength: 6,
    normalise: normaliseDigits,
  },
  isSixFrame: {
    test: isSixFrame,
    message: '请输入正确的车架号后6位',
    requiredMessage: '请输入车架号后6位',
    maxLength: 6,
    normalise: normaliseFrame,
  },
  isVin: {
    test: isVin,
    message: '请输入正确的车架号',
    requiredMessage: '请输入车架号',
    maxLength: 17,
    normalise: normaliseFrame,
  },
  isVerificationCode: {
    test: isVerificationCode,
    message: '请输入4位图形验证码',
    requiredMessage: '请输入图形验证码',
    maxLength: 4,
    // Case-sensitive: trimmed and read as plain characters (ａ stays a, Ａ stays A), never upper-cased.
    normalise: (value: string) => halfWidth(value).trim(),
  },
  isSmsValidCode: {
    test: isSmsValidCode,
    message: '请输入6位短信验证码',
    requiredMessage: '请输入短信验证码',
    maxLength: 6,
    normalise: normaliseDigits,
  },
  isCard: {
    test: isCard,
    message: '请输入正确的银行卡号',
    requiredMessage: '请输入银行卡号',
    maxLength: 19,
    normalise: normaliseCard,
  },
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

/** What a value past `maxLength` is refused with: the rule's own words for it, else its message. */
export function tooLongMessage(rule: Rule, maxLength: number): string {
  return rule.tooLong?.(maxLength) ?? rule.message;
}
