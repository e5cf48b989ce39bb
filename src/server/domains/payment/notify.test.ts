import { describe, expect, it } from 'vitest';
import { makeCreditCode } from '../../../shared/rules/credit-code';
import { makeIdentifyNumber } from '../../../shared/rules/identify';
import { policiesOf, premiumsReceived } from './notify';
import { orderRow } from './orders';
import type { OrderRow } from './repo';

const person = { name: '张三', identifyType: '01', identifyNumber: '110101199003070015', mobile: '13800138020' };
const part = (riskCode: string, riskName: string) => ({
  riskCode,
  riskName,
  premium: '100.00',
  sumInsured: '100000.00',
  startDate: '2027-01-21',
  endDate: '2028-01-20',
});

describe('the policies a paid order becomes', () => {
  it('carry the moment it was paid, for their issue date and payment time', () => {
    const paidAt = new Date('2026-11-30T17:30:00Z');
    const order = {
      ...orderRow(
        {
          kind: 'car',
          applicant: person,
          insured: person,
          cityCode: '11000000',
          comCode: '11010000',
          vehicle: {
            licenseNo: '京A12345',
            vin: 'LSVTEST0000000001',
            engineNo: 'E1',
            brandModel: 'X',
            isNewCar: false,
          },
          parts: [part('DZA', '机动车交通事故责任强制保险'), part('DAA', '机动车商业保险')],
          lastPayDate: '2027-01-20',
          sourceRef: 'renewal:TEST-PAID-AT',
        },
        'ORD2026120100000001',
      ),
      paidAt,
    } as OrderRow;
    const policies = policiesOf(order);
    expect(policies).toHaveLength(2);
    for (const p of policies) expect(p.issuedAt).toEqual(paidAt);
  });

  it('carry each party’s ID type as the order was made', () => {
    const company = {
      ...person,
      name: '深圳市前海顺风物流有限公司',
      identifyType: '31',
      identifyNumber: makeCreditCode('91440300MA5F2R7K1'),
    };
    const driver = { ...person, identifyType: '03', identifyNumber: 'E12345678' };
    const order = orderRow(
      {
        kind: 'noncar',
        applicant: company,
        insured: driver,
        cityCode: '44030000',
        comCode: '44030000',
        vehicle: null,
        parts: [part('EAK', '个人意外伤害保险')],
        lastPayDate: '2027-01-20',
        sourceRef: 'test:company-pays-for-driver',
      },
      'ORD2026120100000002',
    ) as OrderRow;
    const [policy] = policiesOf(order);
    expect(policy.applicant.identifyType).toBe('31');
    expect(policy.insured.identifyType).toBe('03');
  });

  it('read an order made before orders kept a type (01 by default) by what its number fits', () => {
    const code = makeCreditCode('91440300MA5F2R7K1');
    const order = {
      ...orderRow(
        {
          kind: 'noncar',
          applicant: person,
          insured: person,
          cityCode: '44030000',
          comCode: '44030000',
          vehicle: null,
          parts: [part('EAK', '个人意外伤害保险')],
          lastPayDate: '2027-01-20',
          sourceRef: 'test:migrated',
        },
        'ORD2026120100000003',
      ),
      // As the migration leaves such a row: the column's default, whatever the number.
      applicantIdType: '01',
      applicantIdNumber: code,
      insuredIdType: '01',
      insuredIdNumber: makeIdentifyNumber('11010119900307001'),
    } as OrderRow;
    const [policy] = policiesOf(order);
    expect(policy.applicant.identifyType).toBe('31');
    // A resident ID's 01 stays.
    expect(policy.insured.identifyType).toBe('01');
  });
});

describe('what each policy of a paid order brought in, for its e-invoice', () => {
  const carParts = [
    { ...part('DZA', '机动车交通事故责任强制保险'), premium: '950.00' },
    { ...part('DAA', '机动车商业保险'), premium: '2580.00' },
  ];
  const paidCar = (payAmount: string) =>
    ({
      ...orderRow(
        {
          kind: 'car',
          applicant: person,
          insured: { ...person, name: '李四', identifyNumber: '110101199105060017' },
          cityCode: '11010000',
          comCode: '11010000',
          vehicle: {
            licenseNo: '京A12345',
            vin: 'LSVTEST0000000001',
            engineNo: 'E1',
            brandModel: 'X',
            isNewCar: false,
          },
          parts: carParts,
          lastPayDate: '2027-01-20',
          sourceRef: 'renewal:TEST-RECEIVED',
        },
        'ORD2026120100000002',
      ),
      shipSumPremium: '300.00',
      sumPremium: '3830.00',
      payAmount,
      paidAt: new Date('2026-11-30T17:30:00Z'),
    }) as OrderRow;

  it('is each premium, to the applicant who paid, when no red envelope was spent', () => {
    const order = paidCar('3830.00');
    const received = premiumsReceived(order, policiesOf(order));
    expect(received.map((r) => [r.riskName, r.premium, r.discount])).toEqual([
      ['机动车交通事故责任强制保险', '950.00', '0.00'],
      ['机动车商业保险', '2580.00', '0.00'],
    ]);
    for (const r of received) {
      expect(r.buyer).toEqual({ name: '张三', identifyNumber: '110101199003070015' });
      expect(r.paidAt).toEqual(order.paidAt);
      expect(r.sourceRef).toBe(policiesOf(order).find((p) => p.policyNo === r.policyNo)?.sourceRef);
    }
  });

  it('takes a red envelope off the commercial cover, never the compulsory one it can cover alone', () => {
    const received = premiumsReceived(paidCar('3780.00'), policiesOf(paidCar('3780.00')));
    expect(received.map((r) => r.discount)).toEqual(['0.00', '50.00']);
  });

  it('takes the rest of a discount larger than the commercial premium off the compulsory cover', () => {
    const received = premiumsReceived(paidCar('600.00'), policiesOf(paidCar('600.00')));
    expect(received.map((r) => r.discount)).toEqual(['650.00', '2580.00']);
  });
});
