import { describe, expect, it } from 'vitest';
import type { PolicySummary } from '../../../../shared/api/policy-shapes';
import { carSummary } from '../testing/summaries';
import { groupByVehicle } from './group-by-vehicle';

const numbers = (groups: PolicySummary[][]) => groups.map((g) => g.map((p) => p.policyNo));

describe('grouping a policy list by vehicle', () => {
  it('keeps two new cars of one model, neither with a plate yet, apart by their VINs', () => {
    const first = { vin: 'LSV********123456' };
    const second = { vin: 'LSV********654321' };
    const list = [
      carSummary('PDZA202611010000000001', first),
      carSummary('PDAA202611010000000002', first),
      carSummary('PDZA202611010000000003', second),
      carSummary('PDAA202611010000000004', second),
    ];
    expect(numbers(groupByVehicle(list))).toEqual([
      ['PDZA202611010000000001', 'PDAA202611010000000002'],
      ['PDZA202611010000000003', 'PDAA202611010000000004'],
    ]);
  });

  it('keeps apart two cars that carried one plate in one year (the plate kept for a new car)', () => {
    const list = [
      carSummary('PDAA202611010000000005', {
        licenseNo: '京A12345',
        vin: 'LSV********222222',
        startDate: '2026-09-01',
      }),
      carSummary('PDAA202611010000000006', {
        licenseNo: '京A12345',
        vin: 'LSV********111111',
        startDate: '2026-01-01',
      }),
    ];
    expect(groupByVehicle(list)).toHaveLength(2);
  });

  it("puts one car's policies of one year together, each year apart, and each non-car policy alone", () => {
    const list = [
      carSummary('PDZA202611010000000007'),
      carSummary('PDAA202611010000000008'),
      carSummary('PDAA202511010000000009', { startDate: '2025-11-01' }),
      carSummary('PEAK202611010000000010', { kind: 'noncar', licenseNo: null, brandModel: null, vin: null }),
      carSummary('PEAK202611010000000011', { kind: 'noncar', licenseNo: null, brandModel: null, vin: null }),
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
      const { vin: _vin, ...rest } = carSummary(policyNo, { licenseNo: '京A12345' });
      return rest as PolicySummary;
    };
    expect(groupByVehicle([kept('PDZA202611010000000012'), kept('PDAA202611010000000013')])).toHaveLength(1);
  });
});
