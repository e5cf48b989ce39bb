import { describe, expect, it } from 'vitest';
import { policiesOf } from './notify';
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
});
