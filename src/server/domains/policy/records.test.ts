import { describe, expect, it } from 'vitest';
import type { PolicyToIssue } from '../../platform/ports';
import { toRecord } from './records';

const person = { name: '林晓东', identifyType: '01', identifyNumber: '440524188001010014', mobile: '13800138000' };
/** A renewal paid weeks before its cover starts (the window opens 90 days before expiry). */
const renewed: PolicyToIssue = {
  policyNo: 'PEAK20274401ORD0000009',
  kind: 'noncar',
  riskCode: 'EAK',
  riskName: '个人意外伤害保险',
  applicant: person,
  insured: person,
  cityCode: '44010000',
  comCode: '44010000',
  startDate: '2027-01-21',
  endDate: '2028-01-20',
  premium: '298.00',
  sumInsured: '500000.00',
  vehicle: null,
  sourceRef: 'order:ORD2026113012345678:PEAK20274401ORD0000009',
};

describe('a policy issued from a paid order', () => {
  it('is signed and paid on the Beijing day it was paid, not days before its cover starts', () => {
    // Paid at 01:30 on 1 December in Beijing: 17:30 on 30 November in UTC.
    const row = toRecord({ ...renewed, issuedAt: new Date('2026-11-30T17:30:00Z') }, '人保财险广州市分公司');
    expect(row.issueDate).toBe('2026-12-01');
    expect(row.payment.payTime).toBe('2026-12-01 01:30:00');
  });

  it('names the way it was paid: online, through the portal, not a method made up for the demo book', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const policyNo = `PEAK20274401ORD000000${n}`;
      const row = toRecord(
        { ...renewed, policyNo, issuedAt: new Date('2026-11-30T17:30:00Z') },
        '人保财险广州市分公司',
      );
      expect(row.payment.payMethod).toBe('在线支付');
    }
  });

  it('keeps the demo book’s derived dates when there is no payment moment', () => {
    const row = toRecord(renewed, '人保财险广州市分公司');
    expect(row.issueDate < renewed.startDate).toBe(true);
    expect(row.payment.payTime.startsWith(row.issueDate as string)).toBe(true);
  });
});
