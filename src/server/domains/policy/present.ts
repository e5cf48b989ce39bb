import {
  POLICY_STATUS_TEXT,
  type PolicyDetail,
  type PolicyDocument,
  type PolicySummary,
} from '../../../shared/api/policy-shapes';
import { ID_TYPES } from '../../../shared/codes/id-types';
import { todayInChina } from '../../../shared/rules';
import { maskIdNumber, maskMobile, maskPartyName, maskPlate, maskVin } from '../../platform/masking';
import { productOf } from './catalogue';
import type { PolicyHead, PolicyRow } from './repo';

/** Which parties of a policy this session has proven; a party not proven is shown masked. */
export interface Proven {
  applicant: boolean;
  insured: boolean;
}

export const NOTHING_PROVEN: Proven = { applicant: false, insured: false };

export function statusOf(row: Pick<PolicyRow, 'startDate' | 'endDate'>, today = todayInChina()) {
  const t = `${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6, 8)}`;
  return row.startDate > t ? 'pending' : row.endDate < t ? 'expired' : 'valid';
}

/** The name of an ID type code, as the detail and the e-policy print it. */
export const idTypeName = (code: string) => ID_TYPES.find((t) => t.code === code)?.name ?? '其他证件';

function party(name: string, type: string, id: string, mobile: string, proven: boolean) {
  return {
    name: proven ? name : maskPartyName(name),
    identifyType: type,
    identifyTypeName: idTypeName(type),
    identifyNumber: proven ? id : maskIdNumber(id),
    mobile: proven ? mobile : maskMobile(mobile),
    masked: !proven,
  };
}

/**
 * A policy in a result list. The plate is shown in full once any party is
 * proven (the customer typed it or owns the car); otherwise masked like a name.
 * The VIN is always masked (maskVin), more so when nobody is proven.
 */
export function toSummary(row: PolicyHead, proven: Proven): PolicySummary {
  const status = statusOf(row);
  const anyProven = proven.applicant || proven.insured;
  return {
    policyNo: row.policyNo,
    kind: row.kind,
    riskCode: row.riskCode,
    riskName: row.riskName,
    shortName: productOf(row.riskCode).shortName,
    status,
    statusText: POLICY_STATUS_TEXT[status],
    startDate: row.startDate,
    endDate: row.endDate,
    premium: row.premium,
    insuredName: proven.insured ? row.insuredName : maskPartyName(row.insuredName),
    applicantName: proven.applicant ? row.applicantName : maskPartyName(row.applicantName),
    licenseNo: row.licenseNo ? (anyProven ? row.licenseNo : maskPlate(row.licenseNo)) : null,
    brandModel: row.brandModel,
    vin: row.vin ? maskVin(row.vin, anyProven ? 6 : 2) : null,
    isNewCar: row.isNewCar,
  };
}

export function documentsOf(row: Pick<PolicyRow, 'riskCode' | 'riskName'>): PolicyDocument[] {
  return [
    { docId: 'epolicy', title: `${row.riskName}电子保单`, kind: 'epolicy' },
    ...productOf(row.riskCode).clauses.map((c) => ({ docId: c.code, title: c.title, kind: 'clause' as const })),
  ];
}

export function toDetail(row: PolicyRow, proven: Proven, endorsements: number): PolicyDetail {
  const summary = toSummary(row, proven);
  return {
    policyInfo: {
      policyNo: row.policyNo,
      kind: row.kind,
      riskCode: row.riskCode,
      riskName: row.riskName,
      shortName: summary.shortName,
      status: summary.status,
      statusText: summary.statusText,
      startDate: row.startDate,
      endDate: row.endDate,
      issueDate: row.issueDate,
      premium: row.premium,
      sumInsured: row.sumInsured,
      comName: row.comName,
      visaserialNo: row.visaSerialNo,
      school: row.school,
      loanContractNo: row.loanContractNo,
    },
    applicant: party(row.applicantName, row.applicantIdType, row.applicantIdNo, row.applicantMobile, proven.applicant),
    insured: party(row.insuredName, row.insuredIdType, row.insuredIdNo, row.insuredMobile, proven.insured),
    car_Info: row.vin
      ? {
          licenseNo: summary.licenseNo,
          vin: row.vin,
          frameNo: row.frameNo ?? row.vin.slice(-6),
          engineNo: row.engineNo ?? '',
          brandModel: row.brandModel ?? '',
          isNewCar: row.isNewCar,
          seatCount: row.seatCount,
          registerDate: row.registerDate,
          useNature: row.useNature,
        }
      : null,
    clauseKindInfo: row.coverages,
    pay_Info: {
      ...row.payment,
      payerName: proven.applicant ? row.payment.payerName : maskPartyName(row.payment.payerName),
    },
    channel_Info: row.channel,
    counts: {
      endorsements,
      specialAgreements: row.specialAgreements.length,
      exclusions: row.exclusions.length,
    },
    documents: documentsOf(row),
  };
}
