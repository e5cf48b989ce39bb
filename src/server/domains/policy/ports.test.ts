import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '../../../shared/api/policy';
import { RESULT } from '../../../shared/result-codes';
import { todayInChina } from '../../../shared/rules';
import type { PolicyToIssue } from '../../platform/ports';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { demoPolicies, knownImageCode } from './testing/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t?.close());

// Cover from 1 December of next year, not a fixed date: the policy must still be pending whenever the test runs
// (a fixed 2026-12-01 became today in Beijing at 16:00 UTC on 30 November 2026).
const nextYear = Number(todayInChina().slice(0, 4)) + 1;
const order: PolicyToIssue = {
  policyNo: 'PEAK20261101ORD0000001',
  kind: 'noncar',
  riskCode: 'EAK',
  riskName: '个人意外伤害保险',
  applicant: { name: '林晓东', identifyType: '01', identifyNumber: '440524188001010014', mobile: '13800138000' },
  insured: { name: '林晓东', identifyType: '01', identifyNumber: '440524188001010014', mobile: '13800138000' },
  cityCode: '44010000',
  comCode: '44010000',
  startDate: `${nextYear}-12-01`,
  endDate: `${nextYear + 1}-11-30`,
  premium: '298.00',
  sumInsured: '500000.00',
  vehicle: null,
  sourceRef: 'order:ORD0000001',
};

describe('policy issuer port', () => {
  it('issues a paid order once; the policy is then found by its holder with its e-policy', async () => {
    const issuer = t.deps.ports.policyIssuer;
    expect(issuer).toBeDefined();
    expect(await issuer?.issue(order)).toEqual({ policyNo: order.policyNo });
    expect(await issuer?.issue(order)).toEqual({ policyNo: order.policyNo });
    const uuid = await t.newSession();
    const res = await t.call(
      policy.policyRelegation,
      {
        policyNo: order.policyNo,
        insuredName: '林晓东',
        identifyNumber: order.insured.identifyNumber,
        personType: '1',
      },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    const list = res.data.policy_Info_List as Array<{ status: string }>;
    expect(list).toHaveLength(1);
    expect(list[0].status).toBe('pending');
    const docs = await t.call(policy.checkElectronic, { policyNo: order.policyNo }, { uuid });
    expect(docs.data.available).toBe(true);
  });

  it('refuses a different order reusing a policy number', async () => {
    await expect(t.deps.ports.policyIssuer?.issue({ ...order, sourceRef: 'order:other' })).rejects.toThrow(/保单号/);
  });
});

describe('policy endorser port', () => {
  it('adds the plate to a new car once; both policies of the car then show it and the endorsement is listed', async () => {
    const { newCar } = await demoPolicies(t);
    const endorser = t.deps.ports.policyEndorser;
    const input = {
      policyNo: newCar.policyNo,
      licenseNo: '京A9K2M7',
      endorsementNo: 'END2026000001',
      effectiveAt: new Date(),
    };
    await endorser?.addLicensePlate(input);
    await endorser?.addLicensePlate(input);
    const uuid = await t.newSession();
    const byPlate = await t.call(
      policy.queryEyoungInfo,
      {
        carPolicyQuery: 'license',
        licenseNo: '京A9K2M7',
        identifyNumber: newCar.insuredIdNo,
        verificationCode: await knownImageCode(t, uuid),
      },
      { uuid },
    );
    expect(byPlate.code).toBe(RESULT.OK);
    expect((byPlate.data.policy_Info_List as unknown[]).length).toBe(2);
    const endorsements = await t.call(policy.queryLEDInfo, { policyNo: newCar.policyNo }, { uuid });
    const list = endorsements.data.endorse_Info as Array<{ endorsementNo: string; content: string }>;
    expect(list).toHaveLength(1);
    expect(list[0].content).toContain('京A9K2M7');
  });

  it('puts the plate on the parts of the car in force, not on a compulsory part that has lapsed', async () => {
    const issuer = t.deps.ports.policyIssuer;
    const today = todayInChina();
    const iso = `${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6, 8)}`;
    const year = Number(today.slice(0, 4));
    const vehicle = {
      licenseNo: null,
      vin: 'LSVLAPSE0PART00001',
      engineNo: 'E0001',
      brandModel: '大众',
      isNewCar: true,
    };
    const part = { ...order, kind: 'car' as const, vehicle, premium: '950.00', sumInsured: '200000.00' };
    const compulsory = {
      ...part,
      policyNo: 'PDZA20261101LAPSE00001',
      riskCode: 'DZA',
      riskName: '机动车交通事故责任强制保险',
      startDate: `${year - 1}-01-01`,
      endDate: `${year - 1}-12-31`,
      sourceRef: 'test:lapsed-dza',
    };
    const commercial = {
      ...part,
      policyNo: 'PDAA20261101LAPSE00001',
      riskCode: 'DAA',
      riskName: '机动车商业保险',
      startDate: iso,
      endDate: `${year + 1}-${iso.slice(5)}`,
      sourceRef: 'test:running-daa',
    };
    await issuer?.issue(compulsory);
    await issuer?.issue(commercial);
    await t.deps.ports.policyEndorser?.addLicensePlate({
      policyNo: commercial.policyNo,
      licenseNo: '京L4P5E6',
      endorsementNo: 'END-LAPSE-1',
      effectiveAt: new Date(),
    });
    const plates = await t.deps.ports.policyPlates?.platesOf([compulsory.policyNo, commercial.policyNo]);
    expect(plates?.get(commercial.policyNo)).toBe('京L4P5E6');
    expect(plates?.get(compulsory.policyNo)).toBeNull();
  });

  it('refuses an endorsement of a policy that does not exist', async () => {
    await expect(
      t.deps.ports.policyEndorser?.addLicensePlate({
        policyNo: 'PDAA20261101XXXXXXXXXX',
        licenseNo: '京A12345',
        endorsementNo: 'END-X',
        effectiveAt: new Date(),
      }),
    ).rejects.toThrow();
  });
});
