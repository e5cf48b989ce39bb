import { describe, expect, it } from 'vitest';
import type { OrderToCreate } from '../../platform/ports';
import { orderRow } from './orders';
import { couponFit } from './present';
import type { OrderRow } from './repo';

const person = { name: '张三', identifyType: '01', identifyNumber: '110101199003070015', mobile: '13800138020' };
const part = (riskCode: string, premium: string) => ({
  riskCode,
  riskName: riskCode,
  premium,
  sumInsured: '200000.00',
  startDate: '2027-01-01',
  endDate: '2027-12-31',
});
/** A car order of 950 yuan of compulsory premium: with the vehicle tax, 1,310 yuan to pay. */
const carOrder: OrderToCreate = {
  kind: 'car',
  applicant: person,
  insured: person,
  cityCode: '11000000',
  comCode: '11000000',
  vehicle: { licenseNo: '京A12345', vin: 'LSVAU2180N2183294', engineNo: 'E1', brandModel: '大众', isNewCar: false },
  parts: [part('DZA', '950.00')],
  lastPayDate: '2026-12-31',
  sourceRef: 'test:coupon-threshold',
};
const coupon = {
  couponCode: 'HB1000',
  name: '满1000减50',
  amount: '50.00',
  minPremium: '1000.00',
  validTo: '2026-12-31',
  heldByOrder: null,
  usedAt: null,
};

describe('a red envelope’s premium threshold', () => {
  it('counts the premium, not the vehicle tax collected with it', () => {
    const order = orderRow(carOrder, 'ORD1') as OrderRow;
    expect(order.sumPremium).toBe('1310.00');
    const fit = couponFit(coupon, order, '2026-12-01');
    expect(fit.usable).toBe(false);
    expect(fit.reason).toBe('保费满1,000.00元可用');
  });

  it('takes an order whose premium alone reaches it', () => {
    const order = orderRow({ ...carOrder, parts: [part('DZA', '950.00'), part('DAA', '60.00')] }, 'ORD2') as OrderRow;
    expect(couponFit(coupon, order, '2026-12-01').usable).toBe(true);
  });
});
