import { z } from 'zod';
import {
  CALL_BACK_TIMES,
  COMPLAINANT_IDENTITIES,
  COMPLAINANT_SEXES,
  COURIERS,
  type CodeItem,
  codesOf,
  HEALTH_BRANCHES,
  ID_TYPES,
  INSURANCE_TYPES,
  QUICK_COMPLAINT_SEXES,
  RELATIONSHIPS,
} from '../codes';
import { TEXT_LIMITS } from '../constants';
import { isIdNumberOfType, normaliseIdNumber, RULES, tooLongMessage } from '../rules';
import { field, fieldOf } from '../rules/fields';
import { endpoint } from './endpoint';

/** Insurance type code of health insurance: the organisation is then a health-insurer branch. */
export const HEALTH_INSURANCE_TYPE = '10';
/** Insurance type code of motor insurance: the plate number is then asked for. */
export const CAR_INSURANCE_TYPE = '1';

/** A code of one code table, refused with `message` when it is not in the table. */
const codeOf = (table: readonly CodeItem[], message: string) =>
  z.string({ error: message }).refine((v) => codesOf(table).includes(v), { error: message });

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong });

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, { error: tooLong }).optional().default('');

const cityCode = z.string({ error: '请选择所在城市' }).regex(/^\d{8}$/, '请选择所在城市');
const content = text(TEXT_LIMITS.complaintContent, '请输入投诉内容', '投诉内容不能超过300字');
const optionalEmail = z
  .string()
  .trim()
  .overwrite(RULES.isEmail.normalise)
  .max(TEXT_LIMITS.email, { error: tooLongMessage(RULES.isEmail, TEXT_LIMITS.email), abort: true })
  .refine((v) => v === '' || RULES.isEmail.test(v), { error: RULES.isEmail.message })
  .optional()
  .default('');

/**
 * Quick complaint (spec section 3): a call-back request with the complaint in the customer's words.
 * Beyond its form, the server checks the city against the platform's tables, as the formal
 * complaint's: one the city picker offers (a province, a city, or an entry link's county), refused
 * 请重新选择所在城市 otherwise.
 */
export const quickComplaint = z.object({
  type: z.literal('quick'),
  name: fieldOf(RULES.isName, TEXT_LIMITS.complaintName),
  sex: codeOf(QUICK_COMPLAINT_SEXES, '请选择性别'),
  cityCode,
  phoneNumber: field.mobile,
  callBackTime: codeOf(CALL_BACK_TIMES, '请选择回电时间'),
  content,
  email: optionalEmail,
});

/** An ID number cleaned as every form's is (normaliseIdNumber): A123456（3） is stored A1234563. */
const idNo = (required: string) =>
  text(TEXT_LIMITS.complaintIdNo, required, '证件号码不能超过50位').overwrite(normaliseIdNumber);

/**
 * The formal complaint (complainantInFo, spec section 3). Each ID number is
 * checked by the rule of its own ID type; the organisation is a health-insurer
 * branch (8611–8695) when the insurance type is health, otherwise the 8-digit
 * branch office code the form picked from getComCode. Beyond its form, the
 * server checks the city and the branch against the platform's tables (the
 * city one the city picker offers, the branch one getComCode offers for that
 * city) and stores the branch's name as the table has it, never one a page sent.
 */
export const formalComplaint = z
  .object({
    type: z.literal('formal'),
    insuranceType: codeOf(INSURANCE_TYPES, '请选择险种类型'),
    complainantName: fieldOf(RULES.isName, TEXT_LIMITS.complaintName),
    sex: codeOf(COMPLAINANT_SEXES, '请选择称谓'),
    complainantIdType: codeOf(ID_TYPES, '请选择投诉人证件类型'),
    complainantIdNo: idNo('请输入投诉人证件号码'),
    insuranceRelationship: codeOf(RELATIONSHIPS, '请选择与被保险人关系'),
    phoneNumber: field.mobile,
    complainantIdentity: codeOf(COMPLAINANT_IDENTITIES, '请选择投诉人身份'),
    /** The policyholder, who may be a company: 北京某某科技有限公司（北京分公司） is a name here. */
    appliName: field.partyName,
    appliNoType: codeOf(ID_TYPES, '请选择投保人证件类型'),
    appliNo: idNo('请输入投保人证件号码'),
    city: cityCode,
    organization: z.string({ error: '请选择承保机构' }).trim().min(1, '请选择承保机构'),
    /** Optional; cleaned as every plate field is (` 京a·12345 ` is 京A12345), then checked for motor insurance. */
    carNumber: z
      .string()
      .trim()
      .max(TEXT_LIMITS.plateNo, { error: '车牌号码不能超过50位' })
      .overwrite(RULES.isLicense.normalise)
      .optional()
      .default(''),
    /** The policy or insurance card number the complaint is about; optional. */
    card: optionalText(TEXT_LIMITS.complaintIdNo, '保单号或卡号不能超过50位'),
    content,
  })
  .superRefine((v, ctx) => {
    if (!isIdNumberOfType(v.complainantIdType, v.complainantIdNo))
      ctx.addIssue({ code: 'custom', path: ['complainantIdNo'], message: '投诉人证件号码与证件类型不符' });
    if (!isIdNumberOfType(v.appliNoType, v.appliNo))
      ctx.addIssue({ code: 'custom', path: ['appliNo'], message: '投保人证件号码与证件类型不符' });
    const health = v.insuranceType === HEALTH_INSURANCE_TYPE;
    if (health && !codesOf(HEALTH_BRANCHES).includes(v.organization))
      ctx.addIssue({ code: 'custom', path: ['organization'], message: '请选择健康险分公司' });
    if (!health && !/^\d{8}$/.test(v.organization))
      ctx.addIssue({ code: 'custom', path: ['organization'], message: '请选择承保机构' });
    if (v.insuranceType === CAR_INSURANCE_TYPE && v.carNumber !== '' && !RULES.isLicense.test(v.carNumber))
      ctx.addIssue({ code: 'custom', path: ['carNumber'], message: RULES.isLicense.message });
  });

export type QuickComplaint = z.infer<typeof quickComplaint>;
export type FormalComplaint = z.infer<typeof formalComplaint>;

/**
 * Acknowledgement SMS one mobile is sent in a day for quick and formal
 * complaints, counted by the calendar day in Beijing. Not a limit on
 * complaints: these forms have no SMS code, so anyone may type a customer's
 * mobile, and a limit that refused the mobile's complaints would let a
 * stranger stop the customer complaining for the day. Past it the complaint
 * is still stored and answered with its number (ackChannel 'none'); only the
 * SMS is not sent, which keeps the acknowledgement from pestering a stranger.
 */
export const ACK_SMS_PER_MOBILE_DAY = 5;

/** What every acknowledged submission answers. */
export const acknowledgement = z.object({
  /** The acknowledgement number the customer quotes on the phone. */
  ackNo: z.string(),
  /**
   * How the acknowledgement was sent, and where (masked). 'none': a complaint past the day's
   * acknowledgement SMS of its mobile (ACK_SMS_PER_MOBILE_DAY), stored but sent no SMS; ackTo is
   * then the mobile it was not sent to, and the page shows the number to note down.
   */
  ackChannel: z.enum(['sms', 'email', 'none']),
  ackTo: z.string(),
  /** ISO time the complaint was first received. */
  receivedAt: z.string(),
  /** True when this was a retry of an earlier submission: nothing new was stored. */
  duplicate: z.boolean(),
  /** A quick complaint's call-back window as stored (callBackAt); absent for 尽快回电 and other kinds. */
  callBackAt: z.string().optional(),
});

/**
 * Submits a quick or a formal complaint (`type` tells which). Decisions the
 * spec leaves open:
 * - acknowledged by SMS to the given mobile, with the acknowledgement number;
 * - a retry with the same head.requestId, or the same content from the same
 *   mobile within 10 minutes, answers the first acknowledgement (duplicate: true);
 * - a quick complaint's call-back hour is taken as its next start in Beijing
 *   (today's unless begun, else tomorrow's: codes/callback-times.ts's
 *   callBackAt), stored as that
 *   timestamp, answered as callBackAt, and written with its date in the SMS;
 *   the page's picker says 今天 or 明天 beside each hour;
 * - a request id counts only within its session: the client chooses it, so
 *   another session's complaint with the same id is a new complaint, stored
 *   with its own acknowledgement, and never told another's number or masked
 *   mobile. Within one session the id names one request whatever it carries:
 *   a request sent again with other content answers the session's own first
 *   acknowledgement (duplicate: true) and stores nothing (the page sends a new
 *   id with every request, so only a client that reuses ids meets this);
 * - no SMS code on these forms (the spec has none, and says nothing of
 *   limits), so whoever types a mobile proves nothing about it. Each client
 *   (address) may file 20 complaints an hour, refused past that: what stops
 *   one sender filling the complaint desk. A mobile is sent at most 5
 *   acknowledgement SMS a calendar day in Beijing (ACK_SMS_PER_MOBILE_DAY):
 *   past that its complaints are still stored and answered with their number,
 *   with ackChannel 'none' and no SMS. A limit that refused them let a
 *   stranger who typed a customer's mobile five times stop the customer
 *   complaining until midnight; now the worst a stranger does is end the
 *   customer's acknowledgement SMS for the day, which the page makes up for by
 *   showing the number. (No per-session limit: a session is free to get.)
 */
export const submitComplaint = endpoint({
  path: '/kej/whome/api/complaint',
  summary: '提交投诉（快速投诉/正式投诉）',
  // A type that is neither (zod's own word would be a bare 无效输入, the field map's 类型不正确).
  request: z.discriminatedUnion('type', [quickComplaint, formalComplaint], { error: '请选择投诉方式' }),
  response: acknowledgement,
});

const orderNo = z
  .string({ error: '请输入购物平台订单号' })
  .trim()
  .min(1, { error: '请输入购物平台订单号', abort: true })
  .max(TEXT_LIMITS.shoppingOrderNo, { error: '订单号不能超过30位', abort: true })
  .regex(/^[0-9A-Za-z-]+$/, '订单号只能包含字母、数字和“-”');

/**
 * Looks up the return-shipping policy of a shopping-platform order, before the
 * appeal form is filled in. Counts as an identity lookup: misses lock the
 * client out for an hour. Answers only masked data.
 */
export const checkOrder = endpoint({
  path: '/kej/waround/api/returnInsuranceClaim/checkOrder',
  summary: '退货运费险订单校验',
  request: z.object({ insuranceOrderId: orderNo }),
  response: z.object({
    policyNo: z.string(),
    insuredName: z.string(),
    mobile: z.string(),
    platform: z.string(),
    sumInsured: z.string(),
    /** An appeal already filed for this order, if any. */
    openAppealNo: z.string().nullable(),
  }),
});

/**
 * The return-shipping claim appeal. The order must match a stored
 * return-shipping policy and the phone must be the one the policy was bought
 * with, proven by an SMS code (purpose returnClaim); the acknowledgement goes
 * to the given e-mail. One appeal per order: a later one answers the first
 * acknowledgement when it is a retry (same session and request id, or the
 * same content within 10 minutes, as for submitComplaint), and is refused
 * otherwise.
 */
export const returnInsuranceClaim = endpoint({
  path: '/kej/waround/api/returnInsuranceClaim/returnInsuranceClaim',
  summary: '退货运费险理赔申诉',
  request: z.object({
    email: field.email,
    insuranceOrderId: orderNo,
    zlist: codeOf(COURIERS, '请选择退货快递公司'),
    deliveryId: z
      .string({ error: '请输入退货快递单号' })
      .trim()
      .min(1, { error: '请输入退货快递单号', abort: true })
      .max(TEXT_LIMITS.returnCourierNo, { error: '快递单号不能超过25位', abort: true })
      .regex(/^[0-9A-Za-z]+$/, '快递单号只能包含字母和数字')
      .overwrite((v) => v.toUpperCase()),
    phoneNumber: field.mobile,
    smsValidCode: field.smsCode,
  }),
  response: acknowledgement,
});

export const complaint = { submitComplaint, checkOrder, returnInsuranceClaim };
