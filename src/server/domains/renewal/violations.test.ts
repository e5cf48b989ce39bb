/** Traffic violations by plate and frame (API), and the refusals of malformed renewal and violation requests. */
import { describe, expect, it } from 'vitest';
import { renewal } from '../../../shared/api/renewal';
import { RESULT } from '../../../shared/result-codes';
import { type Car, cars, renewalTestApp } from './test-kit';

const kit = renewalTestApp();

describe('malformed input', () => {
  const id = '640302198303153798';
  it.each([
    ['renewal: neither plate nor policy', renewal.queryRenewal, { identifyNumber: id }, '请输入车牌号或保单号'],
    [
      'renewal: both plate and policy',
      renewal.queryRenewal,
      { licenseNo: '京RP8907', policyNo: 'PDAA202611010000000002', identifyNumber: id },
      '请输入车牌号或保单号',
    ],
    ['renewal: bad plate', renewal.queryRenewal, { licenseNo: '京I12345', identifyNumber: id }, '请输入正确的车牌号码'],
    [
      'renewal: bad ID number',
      renewal.queryRenewal,
      { licenseNo: '京RP8907', identifyNumber: '640302198303153799' },
      '请输入正确的身份证号码',
    ],
    ['renewal order: bad policy number', renewal.createRenewalOrder, { policyNo: 'ABC' }, '请输入正确的保单号'],
    [
      'violations: bad plate',
      renewal.queryViolation,
      { licenseNo: 'RP8907', frameNo: 'NAX2SK' },
      '请输入正确的车牌号码',
    ],
    [
      'violations: bad frame',
      renewal.queryViolation,
      { licenseNo: '京RP8907', frameNo: 'NAX2S' },
      '请输入正确的车架号后6位',
    ],
    [
      'violations: frame with a dash',
      renewal.queryViolation,
      { licenseNo: '京RP8907', frameNo: 'NAX2S-' },
      '请输入正确的车架号后6位',
    ],
  ] as const)('refuses %s with a Chinese message', async (_name, endpoint, body, message) => {
    const res = await kit.t.call(endpoint as typeof renewal.queryRenewal, body as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });
});

describe('traffic violations', () => {
  it('lists violations of a known vehicle with unhandled totals', async () => {
    const p = cars.find((c) => c.customer % 3 === 1) as Car;
    const res = await kit.t.call(renewal.queryViolation, {
      licenseNo: p.vehicle?.licenseNo as string,
      frameNo: p.vehicle?.frameNo as string,
    });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.list as unknown[]).length).toBe(1);
    expect(res.data.unhandledCount).toBe(1);
    expect(res.data.totalFine).toBeGreaterThan(0);
  });

  it('refuses a frame number that does not belong to the plate', async () => {
    const p = cars[0];
    const res = await kit.t.call(renewal.queryViolation, {
      licenseNo: p.vehicle?.licenseNo as string,
      frameNo: 'ZZZ999',
    });
    expect(res.code).toBe(RESULT.NOT_FOUND);
  });
});
