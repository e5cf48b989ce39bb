import { describe, expect, it } from 'vitest';
import { coveragesFor, PRODUCTS } from './catalogue';
import { amountInWords } from './pdf/layout';
import { statusOf } from './present';
import { toRecord } from './records';
import { createPolicyService, type PolicyServiceDeps } from './service';

describe('premium in words', () => {
  it.each([
    ['950.00', '玖佰伍拾元整'],
    ['1234.50', '壹仟贰佰叁拾肆元伍角整'],
    ['10050', '壹万零伍拾元整'],
    ['1005.07', '壹仟零伍元零柒分'],
    ['0.3', '零元叁角整'],
    ['3000000', '叁佰万元整'],
  ])('%s → %s', (amount, words) => expect(amountInWords(amount)).toBe(words));
});

describe('coverages', () => {
  it.each(Object.keys(PRODUCTS))('spread the whole premium of %s over its kinds, to the cent', (code) => {
    const rows = coveragesFor(code, '500000.00', '1234.57');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((s, r) => s + Math.round(Number(r.premium) * 100), 0)).toBe(123457);
    expect(rows.every((r) => Number(r.premium) >= 0)).toBe(true);
  });
});

describe('status', () => {
  it('is pending before the start, valid through the last day, expired after', () => {
    const p = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(statusOf(p, '20251231')).toBe('pending');
    expect(statusOf(p, '20260101')).toBe('valid');
    expect(statusOf(p, '20261231')).toBe('valid');
    expect(statusOf(p, '20270101')).toBe('expired');
  });
});

describe('records', () => {
  it('gives non-car policies a visa serial, student policies a school and loan policies a contract', () => {
    const base = {
      kind: 'noncar' as const,
      applicant: { name: '王芳', identifyNumber: '440524188001010014', mobile: '13800138000' },
      insured: { name: '王芳', identifyNumber: '440524188001010014', mobile: '13800138000' },
      cityCode: '11010000',
      comCode: '11010000',
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      premium: '120.00',
      sumInsured: '100000.00',
      vehicle: null,
    };
    const student = toRecord(
      { ...base, policyNo: 'PEGB20261101A000000001', riskCode: 'EGB', riskName: '学生平安保险' },
      '人保财险北京市分公司',
    );
    expect(student.queryType).toBe('student');
    expect(student.school).toMatch(/中学$/);
    expect(student.visaSerialNo).toMatch(/^VEGB/);
    const loan = toRecord(
      { ...base, policyNo: 'PYDK20261101A000000001', riskCode: 'YDK', riskName: '借款人意外伤害保险' },
      'x',
    );
    expect(loan.loanContractNo).toMatch(/^JK2026/);
    expect(loan.issueDate < loan.startDate).toBe(true);
  });
});

describe('policy type from the number', () => {
  const service = createPolicyService({} as PolicyServiceDeps);
  it.each([
    ['PDAA20261101A000000001', 'car'],
    ['PEGB20261101A000000001', 'student'],
    ['PYDK20261101A000000001', 'loan'],
    ['PJAB20261101A000000001', 'normal'],
    ['PQQQ20261101A000000001', 'normal'],
  ])('%s → %s', (no, type) => expect(service.policyType(no).policyType).toBe(type));
});
