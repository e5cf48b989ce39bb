/**
 * The named validation rules of spec section 5, as plain functions
 * `(value: string) => boolean`, their normalisers and their messages (`RULES`).
 * Rule functions test a value exactly as given: run the normaliser first (the
 * `field` schemas and `RULES` entries do).
 *
 * The rules live in `rules/` by subject; this file is the one import path for
 * them. The zod field schemas built from them (`field`, `fieldOf`) are imported
 * from `rules/fields` by the contract: this file stays free of zod, so the
 * browser can check a form without loading it.
 */
export { isCalendarDate } from './rules/calendar';
export { isCreditCode, makeCreditCode } from './rules/credit-code';
export {
  carPartName,
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
export {
  ID_NUMBER_MAX_LENGTH,
  idNumberForms,
  idNumberMessages,
  idNumberProblem,
  idTypeOfNumber,
  isIdNumberOfType,
  normaliseIdNumber,
  sameIdNumber,
} from './rules/id-number';
export {
  type IdentifyFacts,
  identifyFacts,
  isIdentify,
  isPastOrTodayDate,
  makeIdentifyNumber,
  normaliseIdentify,
  todayInChina,
} from './rules/identify';
export { RULES, type Rule, type RuleName, tooLongMessage } from './rules/named';
export {
  EMAIL_MAX_LENGTH,
  isChineseName,
  isEmail,
  isForeignName,
  isMobile,
  isName,
  isPartyName,
  normaliseEmail,
  normaliseMobile,
  normaliseName,
  normalisePartyName,
  PARTY_NAME_MAX_LENGTH,
  partyNameKey,
  samePartyName,
} from './rules/person';
export {
  isEmbassyPlate,
  isLicense,
  isOrdinaryPlate,
  isSixFrame,
  isVin,
  normaliseFrame,
  normalisePlate,
  vinCheckChar,
} from './rules/vehicle';
