import { describe, expect, it } from 'vitest';
import type { PolicySummary } from '../../../../shared/api/policy-shapes';
import { groupByVehicle } from './group-by-vehicle';

/** A car policy as the query answers it, proven: the VIN masked to the maker's code and the last six. */
const car = (policyNo: string, over: Partial<PolicySummary> = {}): PolicySummary => ({
  policyNo,
  kind: 'car',
  riskCode: policyNo.slice(1, 4),
  riskName: '机动车保险',
  shortName: policyNo.startsWith('PDZA') ? '交强险' : '商业险',
  status: 'valid',
  statusText: '保障中',
  startDate: '2026-11-01',
  endDate: '2027-10-31',
  premium: '950.00',
  insuredName: '张三',
  applicantName: '张三',
  licenseNo: null,
  brandModel: '大众汽车SVW7141',
  vin: 'LSV********123456',
  isNewCar: true,
  ...over,
});
const numbers = (groups: PolicySummary[][]) => groups.map((g) => g.map((p) => p.policyNo));

describe('grouping a policy list by vehicle', () => {
  it('keeps two new cars of one model, neither with a plate yet, apart by their VINs', () => {
    const first = { vin: 'LSV********123456' };
    const second = { vin: 'LSV********654321' };
    const list = [
      car('PDZA202611010000000001', first),
      car('PDAA202611010000000002', first),
      car('PDZA202611010000000003', second),
      car('PDAA202611010000000004', second),
    ];
    expect(numbers(groupByVehicle(list))).toEqual([
      ['PDZA202611010000000001', 'PDAA202611010000000002'],
      ['PDZA202611010000000003', 'PDAA202611010000000004'],
    ]);
  });

  it('keeps apart two cars that carried one plate in one year (the plate kept for a new car)', () => {
    const list = [
      car('PDAA202611010000000005', { licenseNo: '京A12345', vin: 'LSV********222222', startDate: '2026-09-01' }),
      car('PDAA202611010000000006', { licenseNo: '京A12345', vin: 'LSV********111111', startDate: '2026-01-01' }),
    ];
    expect(groupByVehicle(list)).toHaveLength(2);
  });

  it("puts one car's policies of one year together, each year apart, and each non-car policy alone", () => {
    const list = [
      car('PDZA202611010000000007'),
      car('PDAA202611010000000008'),
      car('PDAA202511010000000009', { startDate: '2025-11-01' }),
      car('PEAK202611010000000010', { kind: 'noncar', licenseNo: null, brandModel: null, vin: null }),
      car('PEAK202611010000000011', { kind: 'noncar', licenseNo: null, brandModel: null, vin: null }),
    ];
    expect(numbers(groupByVehicle(list))).toEqual([
      ['PDZA202611010000000007', 'PDAA202611010000000008'],
      ['PDAA202511010000000009'],
      ['PEAK202611010000000010'],
      ['PEAK202611010000000011'],
    ]);
  });

  it('groups a list kept from before the answer carried the VIN by the plate, as it did', () => {
    const kept = (policyNo: string) => {
      const { vin: _vin, ...rest } = car(policyNo, { licenseNo: '京A12345' });
      return rest as PolicySummary;
    };
    expect(groupByVehicle([kept('PDZA202611010000000012'), kept('PDAA202611010000000013')])).toHaveLength(1);
  });
});
