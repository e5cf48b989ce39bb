import { z } from 'zod';

/**
 * Shapes shared by the policy endpoints. Names follow the spec's result holds
 * (policyInfo, car_Info, clauseKindInfo, pay_Info, channel_Info, endorse_Info).
 */

export const policyStatus = z.enum(['valid', 'pending', 'expired']);
export const POLICY_STATUS_TEXT: Record<z.infer<typeof policyStatus>, string> = {
  valid: '保障中',
  pending: '未生效',
  expired: '已过期',
};

/** One policy in a result list. Names and plates are masked unless this session proved them. */
export const policySummary = z.object({
  policyNo: z.string(),
  kind: z.enum(['car', 'noncar']),
  riskCode: z.string(),
  riskName: z.string(),
  /** 交强险 / 商业险 for cars, the product name otherwise: what customers call it. */
  shortName: z.string(),
  status: policyStatus,
  statusText: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  premium: z.string(),
  insuredName: z.string(),
  applicantName: z.string(),
  licenseNo: z.string().nullable(),
  brandModel: z.string().nullable(),
  /**
   * The car's VIN, masked (LSV********123456; LSV************56 when the answer proved nobody); null for
   * non-car cover. It tells apart two cars of one model that have no plate yet, on the card and in grouping.
   */
  vin: z.string().nullable(),
  isNewCar: z.boolean(),
});
export type PolicySummary = z.infer<typeof policySummary>;

export const policyParty = z.object({
  name: z.string(),
  identifyType: z.string(),
  identifyTypeName: z.string(),
  identifyNumber: z.string(),
  mobile: z.string(),
  /** False when this session proved this person: the values above are then in full. */
  masked: z.boolean(),
});

export const coverage = z.object({
  kindCode: z.string(),
  kindName: z.string(),
  amount: z.string(),
  premium: z.string(),
  noDeductible: z.boolean(),
});

export const vehicleInfo = z.object({
  licenseNo: z.string().nullable(),
  vin: z.string(),
  frameNo: z.string(),
  engineNo: z.string(),
  brandModel: z.string(),
  isNewCar: z.boolean(),
  seatCount: z.number().nullable(),
  registerDate: z.string().nullable(),
  useNature: z.string().nullable(),
});

export const term = z.object({ title: z.string(), content: z.string() });

export const endorsement = z.object({
  endorsementNo: z.string(),
  typeName: z.string(),
  content: z.string(),
  premiumChange: z.string(),
  effectiveAt: z.string(),
});

/** A document of a policy: the e-policy itself or one clause, each opened in /pdf. */
export const policyDocument = z.object({
  docId: z.string(),
  title: z.string(),
  kind: z.enum(['epolicy', 'clause']),
});
export type PolicyDocument = z.infer<typeof policyDocument>;

export const policyDetail = z.object({
  policyInfo: z.object({
    policyNo: z.string(),
    kind: z.enum(['car', 'noncar']),
    riskCode: z.string(),
    riskName: z.string(),
    shortName: z.string(),
    status: policyStatus,
    statusText: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    issueDate: z.string(),
    premium: z.string(),
    sumInsured: z.string(),
    comName: z.string(),
    visaserialNo: z.string().nullable(),
    school: z.string().nullable(),
    loanContractNo: z.string().nullable(),
  }),
  applicant: policyParty,
  insured: policyParty,
  car_Info: vehicleInfo.nullable(),
  clauseKindInfo: z.array(coverage),
  pay_Info: z.object({
    payMethod: z.string(),
    payTime: z.string(),
    payNo: z.string(),
    payerName: z.string(),
    amount: z.string(),
  }),
  channel_Info: z.object({
    channelName: z.string(),
    agentCode: z.string(),
    agentName: z.string(),
    salesman: z.string(),
  }),
  counts: z.object({ endorsements: z.number(), specialAgreements: z.number(), exclusions: z.number() }),
  documents: z.array(policyDocument),
});
export type PolicyDetail = z.infer<typeof policyDetail>;
