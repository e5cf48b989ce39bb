/**
 * The named validation rules of spec section 5, as plain functions
 * `(value: string) => boolean`, their normalisers, and the zod field schemas
 * built from them. Rule functions test a value exactly as given: run the
 * normaliser first (the `field` schemas and `RULES` entries do).
 *
 * The rules live in `rules/` by subject; this file is the one import path.
 */
export {
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
  luhnValid,
  normaliseCard,
  normaliseCode,
  normaliseDigits,
} from './rules/documents';
export { field, fieldOf, RULES, type Rule, type RuleName } from './rules/fields';
export { isIdNumberOfType } from './rules/id-number';
export {
  type IdentifyFacts,
  identifyFacts,
  isIdentify,
  isPastOrTodayDate,
  makeIdentifyNumber,
  normaliseIdentify,
  todayInChina,
} from './rules/identify';
export {
  EMAIL_MAX_LENGTH,
  isChineseName,
  isEmail,
  isForeignName,
  isMobile,
  isName,
  normaliseEmail,
  normaliseMobile,
  normaliseName,
} from './rules/person';
export {
  isEmbassyPlate,
  isLicense,
  isOrdinaryPlate,
  isSixFrame,
  isVin,
  normalisePlate,
  vinCheckChar,
} from './rules/vehicle';
