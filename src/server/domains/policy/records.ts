import { createHash } from 'node:crypto';
import { addDays, chinaDate, chinaDateTime } from '../../platform/calendar';
import type { PolicyToIssue } from '../../platform/ports';
import { coveragesFor, productOf } from './catalogue';
import type { policyRecord } from './schema';

export type PolicyInsert = typeof policyRecord.$inferInsert;

/** A policy as the book or another domain describes it; identity types default to the resident ID. */
export type PolicySource = Omit<PolicyToIssue, 'applicant' | 'insured' | 'sourceRef'> & {
  applicant: { name: string; identifyNumber: string; mobile: string; identifyType?: string };
  insured: { name: string; identifyNumber: string; mobile: string; identifyType?: string };
  sourceRef?: string | null;
};

const PAY_METHODS = ['微信支付', '支付宝', '银联在线支付', '银行转账'];
/** How a policy paid through the portal's own order payment was paid (its gateway does not say which wallet). */
const ONLINE_PAYMENT = '在线支付';
const CHANNELS = [
  { channelName: '网上商城', agentCode: '', agentName: '' },
  { channelName: '电话销售', agentCode: '', agentName: '' },
  { channelName: '代理渠道', agentCode: 'A00001', agentName: '安诚保险代理有限公司' },
  { channelName: '柜面直销', agentCode: '', agentName: '' },
];
const USE_NATURES = ['家庭自用汽车', '家庭自用汽车', '非营业个人客车'];

/** A stable small number from a policy number, so derived details are the same on every machine. */
function pickIndex(policyNo: string, salt: string, n: number): number {
  return (
    createHash('sha1')
      .update(salt + policyNo)
      .digest()
      .readUInt32BE(0) % n
  );
}

/**
 * One row of policy_record from a policy of the book or of another domain:
 * coverages from the product, payment and channel derived from the policy
 * number, visa serial, school and loan contract where the product has them.
 */
export function toRecord(p: PolicySource, comName: string): PolicyInsert {
  const product = productOf(p.riskCode);
  // A paid order's policy is signed and paid when the payment landed, on Beijing's calendar (a
  // renewal paid weeks before its cover starts must not show a future date); the demo book's
  // policies, which carry no such moment, a few days before their cover starts.
  const issueDate = p.issuedAt
    ? chinaDate(p.issuedAt.getTime())
    : addDays(p.startDate, -(1 + pickIndex(p.policyNo, 'issue', 5)));
  const payTime = p.issuedAt
    ? chinaDateTime(p.issuedAt.getTime())
    : `${issueDate} ${String(9 + pickIndex(p.policyNo, 'h', 10)).padStart(2, '0')}:${String(pickIndex(p.policyNo, 'm', 60)).padStart(2, '0')}:00`;
  const serial = p.policyNo.slice(-8);
  const v = p.vehicle;
  const channel = CHANNELS[pickIndex(p.policyNo, 'channel', CHANNELS.length)];
  return {
    policyNo: p.policyNo,
    kind: p.kind,
    riskCode: p.riskCode,
    riskName: p.riskName,
    queryType: product.queryType === 'car' ? 'normal' : product.queryType,
    applicantName: p.applicant.name,
    applicantIdType: p.applicant.identifyType ?? '01',
    applicantIdNo: p.applicant.identifyNumber,
    applicantMobile: p.applicant.mobile,
    insuredName: p.insured.name,
    insuredIdType: p.insured.identifyType ?? '01',
    insuredIdNo: p.insured.identifyNumber,
    insuredMobile: p.insured.mobile,
    cityCode: p.cityCode,
    comCode: p.comCode,
    comName,
    startDate: p.startDate,
    endDate: p.endDate,
    issueDate,
    premium: p.premium,
    sumInsured: p.sumInsured,
    // Pre-printed forms are used for non-car policies sold at the counter.
    visaSerialNo: p.kind === 'noncar' ? `V${p.riskCode}${serial}` : null,
    school: product.queryType === 'student' ? `${comName.replace(/^人保财险|分公司$|中心支公司$/g, '')}第一中学` : null,
    loanContractNo: product.queryType === 'loan' ? `JK${p.startDate.slice(0, 4)}${serial}` : null,
    licenseNo: v?.licenseNo ?? null,
    vin: v?.vin ?? null,
    frameNo: v ? v.vin.slice(-6) : null,
    engineNo: v?.engineNo ?? null,
    brandModel: v?.brandModel ?? null,
    isNewCar: v?.isNewCar ?? false,
    seatCount: v ? 5 : null,
    registerDate: v && !v.isNewCar ? addDays(p.startDate, -365 * (1 + pickIndex(p.policyNo, 'reg', 6))) : null,
    useNature: v ? USE_NATURES[pickIndex(p.policyNo, 'use', USE_NATURES.length)] : null,
    coverages: coveragesFor(p.riskCode, p.sumInsured, p.premium),
    specialAgreements: product.specialAgreements,
    exclusions: product.exclusions,
    payment: {
      payMethod: p.issuedAt ? ONLINE_PAYMENT : PAY_METHODS[pickIndex(p.policyNo, 'pay', PAY_METHODS.length)],
      payTime,
      payNo: `${issueDate.replaceAll('-', '')}${serial}`,
      payerName: p.applicant.name,
      amount: p.premium,
    },
    channel: { ...channel, salesman: channel.agentCode ? `业务员${serial.slice(-3)}` : '' },
    sourceRef: p.sourceRef ?? null,
  };
}

/** 人保财险北京市分公司 from the city name the regions give. */
export function branchName(cityName: string | undefined): string {
  return cityName ? `人保财险${cityName}分公司` : '中国人民财产保险股份有限公司';
}
