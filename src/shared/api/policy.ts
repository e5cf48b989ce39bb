import { z } from 'zod';
import { checkIdDocument, field, idNumberField, idTypeField } from '../rules/fields';
import { endpoint } from './endpoint';
import { endorsement, policyDetail, policyDocument, policySummary, term, vehicleInfo } from './policy-shapes';

/**
 * The policy (承保) domain: finding one's policies, reading them, and getting
 * the electronic policy and clauses as PDFs.
 *
 * Proof: a query whose identifying number and person both match grants this
 * session a proof for each policy found (half an hour). Every read of a single
 * policy (detail, vehicle, endorsements, terms, documents) needs that proof;
 * without it the answer is "no policy found" (code 0), so a policy number alone
 * never reveals anything. Personal data of a party the session did not prove
 * (e.g. the applicant when the customer proved as the insured) stays masked.
 *
 * Misses: a query that matches nothing counts against the session and the
 * address (platform identity guard). From the third miss in an hour the query
 * needs an image code (answer code 3, "请输入图形验证码"); past ten the session
 * is locked out for the hour (code 4). The answer never says which part was wrong.
 */

const imageCode = field.imageCode.optional();
const personType = z.enum(['0', '1'], { error: '请选择查询人身份' });
const school = z.string({ error: '请输入学校名称' }).trim().min(2, '请输入学校名称').max(50, '学校名称过长');
const loanContractNo = z
  .string({ error: '请输入借款合同号' })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z-]{6,40}$/, '请输入正确的借款合同号');
const policyRef = z.object({ policyNo: field.policyNo });

/**
 * Car policy query (车险保单查询), four ways, chosen by `carPolicyQuery`:
 * - `license`: plate + ID number of the insured or applicant + image code (always required);
 * - `policyNo`: policy number + ID number;
 * - `newCar`: a new car without a plate: policy number + last six of the frame number
 *   (only while it has none: a car with a plate is "not found" this way, and the
 *   answer proves no person, so parties stay masked);
 * - `mobile`: plate + the mobile on the policy + its SMS code (purpose policyQuery).
 * The answer lists every policy of that vehicle for that person, compulsory and
 * commercial together, newest first.
 * A car's insured or applicant may be a company (统一社会信用代码) or a person
 * without a resident ID, so `license` and `policyNo` take the ID type beside the
 * number (idType code list; the resident ID when left out, as old callers send
 * nothing) and check the number by that type's rule. The policy matches on the
 * cleaned number alone, as the car claims query does: the type picks the rule.
 */
export const queryEyoungInfo = endpoint({
  path: '/kej/waround/api/policyQuery/queryEyoungInfo',
  summary: '车险保单查询',
  request: z.discriminatedUnion('carPolicyQuery', [
    z
      .object({
        carPolicyQuery: z.literal('license'),
        licenseNo: field.licenseNo,
        identifyType: idTypeField,
        identifyNumber: idNumberField,
        verificationCode: field.imageCode,
      })
      .superRefine(checkIdDocument('identifyType', 'identifyNumber')),
    z
      .object({
        carPolicyQuery: z.literal('policyNo'),
        policyNo: field.carPolicyNo,
        identifyType: idTypeField,
        identifyNumber: idNumberField,
        verificationCode: imageCode,
      })
      .superRefine(checkIdDocument('identifyType', 'identifyNumber')),
    z.object({
      carPolicyQuery: z.literal('newCar'),
      policyNo: field.carPolicyNo,
      frameNo: field.sixFrame,
      verificationCode: imageCode,
    }),
    z.object({
      carPolicyQuery: z.literal('mobile'),
      licenseNo: field.licenseNo,
      mobile: field.mobile,
      smsValidCode: field.smsCode,
    }),
  ]),
  response: z.object({ policy_Info_List: z.array(policySummary) }),
});

/**
 * Non-car policy query (非车险保单查询): the policy number or the visa serial
 * number of the pre-printed form, with the name and ID of the policyholder
 * (personType 0) or the insured (personType 1). The person may hold a Hong
 * Kong card, a passport or a permit, or be a company, so the ID type comes
 * beside the number (idType code list; the resident ID when left out, as old
 * callers send nothing) and picks the rule the number is checked by; the
 * policy matches on the cleaned number alone (A123456(3) is A1234563), as the
 * car and warranty queries do.
 */
export const policyRelegation = endpoint({
  path: '/kej/whome/api/policyQuery/policyRelegation',
  summary: '非车险保单查询',
  request: z
    .object({
      policyNo: field.otherPolicyNo.optional(),
      visaserialNo: field.visaserialNo.optional(),
      // The policyholder's or the insured's name: a person's or a company's (RULES.isPartyName).
      insuredName: field.partyName,
      identifyType: idTypeField,
      identifyNumber: idNumberField,
      personType,
      verificationCode: imageCode,
    })
    .refine((b) => Boolean(b.policyNo) !== Boolean(b.visaserialNo), {
      error: '请输入保单号或单证流水号',
    })
    .superRefine(checkIdDocument('identifyType', 'identifyNumber')),
  response: z.object({ policy_Info_List: z.array(policySummary) }),
});

/**
 * Non-car query for the two policy types whose customer does not hold the
 * usual identifiers: a student policy (the school, the student's name and ID
 * number, with the policy number) and a loan policy (the loan contract number
 * with the borrower's name and ID number). checkPolicyType tells the form which.
 * The student's and the borrower's ID come with their type, as policyRelegation's
 * (`studentIdentifyType`, `identifyType`; the resident ID when left out).
 * The query form checks its fields with this schema and policyRelegation's
 * (loaded after the page), so it refuses exactly what the server would.
 */
export const policyQueryRelegation2 = endpoint({
  path: '/kej/whome/api/policyQuery/policyQueryRelegation2',
  summary: '学平险、借款人保险保单查询',
  request: z.discriminatedUnion('policyType', [
    z
      .object({
        policyType: z.literal('student'),
        policyNo: field.otherPolicyNo,
        school,
        studentName: field.name,
        studentIdentifyType: idTypeField,
        studentIdentifyNumber: idNumberField,
        verificationCode: imageCode,
      })
      .superRefine(checkIdDocument('studentIdentifyType', 'studentIdentifyNumber')),
    z
      .object({
        policyType: z.literal('loan'),
        loanContractNo,
        insuredName: field.name,
        identifyType: idTypeField,
        identifyNumber: idNumberField,
        verificationCode: imageCode,
      })
      .superRefine(checkIdDocument('identifyType', 'identifyNumber')),
  ]),
  response: z.object({ policy_Info_List: z.array(policySummary) }),
});

/**
 * Which query form a non-car policy number needs, from its risk code alone
 * (no lookup, so it tells nothing about whether the policy exists).
 */
export const checkPolicyType = endpoint({
  path: '/kej/whome/api/checkPolicyType',
  summary: '按保单号判断查询方式',
  request: policyRef,
  response: z.object({
    policyType: z.enum(['car', 'normal', 'student', 'loan']),
    riskName: z.string(),
  }),
});

/** What a QR link's sign is missing or malformed with: the link was cut or typed, not scanned whole. */
const LINK_INCOMPLETE = '二维码链接不完整，请重新扫描电子保单上的二维码';
const SIGN_MISMATCH = '二维码校验未通过：该链接不是本公司电子保单生成的，请勿轻信其中的保单信息';

/**
 * The e-policy's QR code leads to /policy-query-wdf?policyNo=…&sign=…. The
 * sign is a keyed hash (HMAC, the server's secret) of the policy number: it
 * says the link was printed on one of our e-policies, so a forged policy's QR
 * code cannot make our page call its number "the policy you scanned". The
 * page asks this before it says so and fills the number in; a wrong or
 * missing sign is answered with a Chinese message (invalid input or refused),
 * and the page then offers the ordinary query. Verifying the policy itself
 * stays the customer's query with their own details. Silent: the page shows
 * the answer in place.
 */
export const checkVerifyLink = endpoint({
  path: '/kej/whome/api/policyQuery/checkVerifyLink',
  summary: '电子保单二维码校验',
  silent: true,
  request: z.object({
    policyNo: field.policyNo,
    sign: z
      .string({ error: LINK_INCOMPLETE })
      .trim()
      .min(1, { error: LINK_INCOMPLETE, abort: true })
      .max(64, { error: SIGN_MISMATCH, abort: true })
      .regex(/^[0-9a-f]+$/i, SIGN_MISMATCH),
  }),
  response: z.object({ policyNo: z.string() }),
});
export const VERIFY_LINK_MISMATCH = SIGN_MISMATCH;

/** The whole of one proven policy for /policy-detail. Silent: the page offers to query again when the proof expired. */
export const queryPolicyInfo = endpoint({
  path: '/kej/waround/api/policyQuery/queryPolicyInfo',
  summary: '保单详情',
  silent: true,
  request: policyRef,
  response: policyDetail,
});

/**
 * The vehicle of a proven car policy and its companion policies (JCOData): the
 * compulsory and the commercial policy of the same car, for /policy-carQueryResult
 * and /policy-carDetail.
 */
export const selectShieJCO = endpoint({
  path: '/kej/waround/api/policyQuery/selectShieJCO',
  summary: '车辆及交强险、商业险保单',
  request: policyRef,
  response: z.object({ car_Info: vehicleInfo, policies: z.array(policySummary) }),
});

/** Endorsements (批改记录) of a proven policy, newest first, for /policy-detail-correctInfos. */
export const queryLEDInfo = endpoint({
  path: '/kej/waround/api/policyQuery/queryLEDInfo',
  summary: '批改信息',
  request: policyRef,
  response: z.object({ endorse_Info: z.array(endorsement) }),
});

/** Special agreements (特别约定) and exclusions (责任免除) of a proven policy. */
export const checkPolicyInfos = endpoint({
  path: '/kej/whome/api/policyQuery/checkPolicyInfos',
  summary: '特别约定与责任免除',
  request: policyRef,
  response: z.object({ specialAgreements: z.array(term), exclusions: z.array(term) }),
});

/** The documents of a proven policy: the e-policy and its clause documents, for the PDF lists. */
export const queryEPolicy = endpoint({
  path: '/kej/whome/api/queryEPolicy',
  summary: '电子保单及条款列表',
  request: policyRef,
  response: z.object({ documents: z.array(policyDocument) }),
});

/**
 * Whether the e-policy of a proven policy can be had now (silent: the page
 * greys out the buttons and shows the reason instead). Every issued policy has
 * one, in force, not yet in force or expired: it is generated on request.
 */
export const checkElectronic = endpoint({
  path: '/kej/waround/api/electronic/checkElectronic',
  summary: '电子保单是否可下载',
  silent: true,
  request: policyRef,
  response: z.object({ available: z.boolean(), reason: z.string() }),
});

const documentRef = z.object({
  policyNo: field.policyNo,
  /** `epolicy` or a clause code from queryEPolicy. */
  docId: z
    .string()
    .regex(/^[a-zA-Z0-9-]{1,40}$/, '文件编号不正确')
    .default('epolicy'),
});

/** A document of a proven policy as a PDF file (the e-policy by default). */
export const downLodElectronicPolicyInput = endpoint({
  path: '/kej/whome/api/downLodElectronicPolicyInput',
  summary: '下载电子保单（PDF文件）',
  responseType: 'blob',
  request: documentRef,
  response: z.unknown(),
});

/**
 * The same document as JSON (the "non-blob variant"): file name, size and
 * base64 content, for browsers inside messaging apps that cannot save blobs.
 */
export const downLodElectronicPolicy = endpoint({
  path: '/kej/waround/api/electronic/downLodElectronicPolicy',
  summary: '下载电子保单（Base64）',
  request: documentRef,
  response: z.object({ fileName: z.string(), size: z.number(), base64: z.string() }),
});

/**
 * E-mails the e-policy of a proven policy as a PDF attachment. At most 3 mails
 * per policy and 10 per session an hour, so the portal cannot be used to spam.
 */
export const sendPolicyEmail = endpoint({
  path: '/kej/waround/api/sendPolicy/sendPolicyEmail',
  summary: '发送电子保单到邮箱',
  request: z.object({ policyNo: field.policyNo, email: field.email }),
  response: z.object({ maskedEmail: z.string() }),
});

/**
 * E-mails the e-policy without a prior query: the policy number and the ID
 * of the insured or policyholder prove the right to it (counted as an
 * identity lookup), plus the image code. Same limits as sendPolicyEmail.
 * The ID type comes beside the number as on the query forms (the resident ID
 * when left out) and the number matches cleaned, in any form a record keeps it.
 */
export const sendPolicyEmailWhome = endpoint({
  path: '/kej/whome/api/sendPolicyEmail',
  summary: '凭证件号发送电子保单到邮箱',
  request: z
    .object({
      policyNo: field.policyNo,
      identifyType: idTypeField,
      identifyNumber: idNumberField,
      email: field.email,
      verificationCode: field.imageCode,
    })
    .superRefine(checkIdDocument('identifyType', 'identifyNumber')),
  response: z.object({ maskedEmail: z.string() }),
});

/**
 * Warranty query (保障查询): the policies in force or past that cover a person
 * as the insured, by name, ID type and number, and image code. Listed masked and
 * without proof: knowing who is covered is not the right to read the policy.
 * The insured may hold a Hong Kong card, a passport or a permit, or be a
 * company, so the ID type comes beside the number (idType code list; the
 * resident ID when left out, as old callers send nothing) and picks the rule
 * the number is checked by. The policies match on the cleaned number alone,
 * as the car query does, in any form a record keeps it (A123456(3) or A1234563).
 */
export const sunPolicy = endpoint({
  path: '/kej/whome/api/sunPolicy',
  summary: '保障查询',
  request: z
    .object({
      // A person's or a company's name (RULES.isPartyName), up to the rule's limit.
      insuredName: field.partyName,
      identifyType: idTypeField,
      identifyNumber: idNumberField,
      verificationCode: field.imageCode,
    })
    .superRefine(checkIdDocument('identifyType', 'identifyNumber')),
  response: z.object({ list: z.array(policySummary) }),
});

/** The vehicles of the car policies this session has proven, for switching between cars. */
export const getVehicleList = endpoint({
  path: '/G-MPS/vehicle/getVehicleList',
  summary: '已查询车辆列表',
  request: z.object({}),
  response: z.object({
    list: z.array(z.object({ licenseNo: z.string().nullable(), brandModel: z.string(), policyNo: z.string() })),
  }),
});

export const policy = {
  queryEyoungInfo,
  policyRelegation,
  policyQueryRelegation2,
  checkPolicyType,
  queryPolicyInfo,
  selectShieJCO,
  queryLEDInfo,
  checkPolicyInfos,
  checkVerifyLink,
  queryEPolicy,
  checkElectronic,
  downLodElectronicPolicyInput,
  downLodElectronicPolicy,
  sendPolicyEmail,
  sendPolicyEmailWhome,
  sunPolicy,
  getVehicleList,
};
