import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '../../../shared/api/policy';
import { RESULT } from '../../../shared/result-codes';
import { IDENTITY_LIMITS } from '../../platform/identity-guard';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { demoPolicies } from './testing/fixtures';

// The non-car policy query over HTTP (the car query and the query's limits: routes.test.ts).
let t: TestApp;
let demo: Awaited<ReturnType<typeof demoPolicies>>;
beforeAll(async () => {
  t = await startTestApp();
  demo = await demoPolicies(t);
}, 180_000);
afterAll(() => t?.close());

describe('non-car query', () => {
  it('finds by policy number with the insured (personType 1) and masks the applicant when another person', async () => {
    const p = demo.student;
    const uuid = await t.newSession();
    const res = await t.call(
      policy.policyRelegation,
      { policyNo: p.policyNo, insuredName: p.insuredName, identifyNumber: p.insuredIdNo, personType: '1' },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    const detail = await t.call(policy.queryPolicyInfo, { policyNo: p.policyNo }, { uuid });
    const applicant = detail.data.applicant as { name: string; identifyNumber: string; masked: boolean };
    expect(applicant.masked).toBe(true);
    expect(applicant.identifyNumber).toMatch(/^\d{6}\*{8}/);
    expect((detail.data.insured as { masked: boolean }).masked).toBe(false);
  });

  it('finds by visa serial number with the policyholder (personType 0)', async () => {
    const p = demo.accident;
    const res = await t.call(policy.policyRelegation, {
      visaserialNo: p.visaSerialNo as string,
      insuredName: p.applicantName,
      identifyNumber: p.applicantIdNo,
      personType: '0',
    });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.policy_Info_List as unknown[]).length).toBe(1);
  });

  it('does not find with the right ID number but the wrong name', async () => {
    const p = demo.accident;
    const res = await t.call(
      policy.policyRelegation,
      { policyNo: p.policyNo, insuredName: '张三丰', identifyNumber: p.insuredIdNo, personType: '1' },
      { uuid: await t.newSession() },
    );
    expect(res.code).toBe(RESULT.NOT_FOUND);
  });

  it('finds a student policy by school and student, and a loan policy by contract', async () => {
    const s = demo.student;
    const student = await t.call(policy.policyQueryRelegation2, {
      policyType: 'student',
      policyNo: s.policyNo,
      school: s.school as string,
      studentName: s.insuredName,
      studentIdentifyNumber: s.insuredIdNo,
    });
    expect(student.code).toBe(RESULT.OK);
    const l = demo.loan;
    const loan = await t.call(policy.policyQueryRelegation2, {
      policyType: 'loan',
      loanContractNo: l.loanContractNo as string,
      insuredName: l.insuredName,
      identifyNumber: l.insuredIdNo,
    });
    expect(loan.code).toBe(RESULT.OK);
  });

  it('refuses a car policy number as input, saying so, and counts no miss for it', async () => {
    const car = demo.carWithPlate;
    const uuid = await t.newSession();
    const res = await t.call(
      policy.policyRelegation,
      { policyNo: car.policyNo, insuredName: car.insuredName, identifyNumber: car.insuredIdNo, personType: '1' },
      { uuid },
    );
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe('请输入正确的非车险保单号');
    expect(await t.deps.limiter.peek(IDENTITY_LIMITS.perSession, uuid)).toBe(0);
  });

  it('tells the form type from the policy number alone', async () => {
    expect((await t.call(policy.checkPolicyType, { policyNo: demo.student.policyNo })).data.policyType).toBe('student');
    expect((await t.call(policy.checkPolicyType, { policyNo: demo.loan.policyNo })).data.policyType).toBe('loan');
    expect((await t.call(policy.checkPolicyType, { policyNo: demo.carWithPlate.policyNo })).data.policyType).toBe(
      'car',
    );
  });
});
