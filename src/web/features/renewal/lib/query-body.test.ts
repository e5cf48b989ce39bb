import { describe, expect, it } from 'vitest';
import { queryBodyOf } from './query-body';

describe('queryBodyOf (what the renewal query sends for a kept form)', () => {
  const form = { licenseNo: '京AD6K35', policyNo: 'PDAA202611019300000002', identifyNumber: '91110105MA01K8N3X0' };

  it('sends the chosen ID type beside the number, by plate or by policy number', () => {
    expect(queryBodyOf({ ...form, by: 'plate', identifyType: '31' })).toEqual({
      licenseNo: '京AD6K35',
      identifyType: '31',
      identifyNumber: '91110105MA01K8N3X0',
    });
    expect(queryBodyOf({ ...form, by: 'policy', identifyType: '31' })).toEqual({
      policyNo: 'PDAA202611019300000002',
      identifyType: '31',
      identifyNumber: '91110105MA01K8N3X0',
    });
  });

  it('reads a form kept from before the picker (no type) as the resident ID', () => {
    expect(queryBodyOf({ ...form, by: 'plate', identifyNumber: '640302198303153798' })).toEqual({
      licenseNo: '京AD6K35',
      identifyType: '01',
      identifyNumber: '640302198303153798',
    });
  });
});
