/**
 * The non-car query (by the policyholder or the insured, the student's and the
 * loan's) and the e-mail by ID number, by any ID type (API): a Hong Kong
 * resident finds their travel policy with the card typed with or without its
 * brackets, a number of the wrong shape for its type is refused in Chinese,
 * and a request without a type keeps the resident ID's rule and words. The car
 * query finds a company's car by its credit code, a passport holder's, and a
 * number a record keeps in brackets too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '../../../shared/api/policy';
import { RESULT } from '../../../shared/result-codes';
import { latestOutbox } from '../../platform/messaging';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { policyRecord } from './schema';
import { demoPolicies, knownImageCode } from './testing/fixtures';

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoPolicies>>;
beforeAll(async () => {
  t = await startTestApp();
  demo = await demoPolicies(t);
}, 180_000);
afterAll(() => t?.close());

/** A new session from its own address, so no test's misses reach another's. */
let nextAddress = 1;
async function who() {
  const address = `10.77.0.${nextAddress++}`;
  return { uuid: await t.newSession(address), address };
}

/** The ways a customer types the seeded card K391705(3): as printed, bare, in full-width brackets, spaced. */
function typings(card: string) {
  const [head, check] = [card.slice(0, 7), card.slice(8, 9)];
  return [card, `${head}${check}`, `${head}（${check}）`, `${head.toLowerCase()} ${check}`];
}

describe('the non-car query by ID type', () => {
  it('finds the Hong Kong resident by policy number, as insured or as policyholder, however the card is typed', async () => {
    const p = demo.hongKongInsured;
    expect(p.insuredIdNo).toBe('K391705(3)');
    for (const personType of ['1', '0'] as const) {
      for (const identifyNumber of typings(p.insuredIdNo)) {
        const res = await t.call(
          policy.policyRelegation,
          { policyNo: p.policyNo, insuredName: p.insuredName, identifyType: '07', identifyNumber, personType },
          await who(),
        );
        expect({ personType, identifyNumber, code: res.code, message: res.message }).toMatchObject({
          code: RESULT.OK,
        });
        expect((res.data.policy_Info_List as Array<{ policyNo: string }>).map((x) => x.policyNo)).toEqual([p.policyNo]);
      }
    }
  });

  it('proves the session for the card typed without brackets: the detail shows the insured unmasked', async () => {
    const p = demo.hongKongInsured;
    const asker = await who();
    const res = await t.call(
      policy.policyRelegation,
      {
        policyNo: p.policyNo,
        insuredName: p.insuredName,
        identifyType: '07',
        identifyNumber: 'K3917053',
        personType: '1',
      },
      asker,
    );
    expect(res.code, res.message).toBe(RESULT.OK);
    const detail = await t.call(policy.queryPolicyInfo, { policyNo: p.policyNo }, asker);
    expect(detail.code, detail.message).toBe(RESULT.OK);
    expect(detail.data.insured).toMatchObject({
      identifyTypeName: '港澳居民身份证',
      identifyNumber: 'K391705(3)',
      masked: false,
    });
    // The policyholder is the same person with the same card: proven too.
    expect(detail.data.applicant).toMatchObject({ masked: false });
  });

  it('finds it by the visa serial number too', async () => {
    const p = demo.hongKongInsured;
    const res = await t.call(
      policy.policyRelegation,
      {
        visaserialNo: p.visaSerialNo as string,
        insuredName: p.insuredName,
        identifyType: '07',
        identifyNumber: 'K3917053',
        personType: '1',
      },
      await who(),
    );
    expect(res.code, res.message).toBe(RESULT.OK);
  });

  it('finds a student with a Hong Kong card and a borrower with a passport', async () => {
    const s = demo.student;
    await t.database.db
      .update(policyRecord)
      .set({ insuredIdType: '07', insuredIdNo: 'A123456(3)' })
      .where(eq(policyRecord.policyNo, s.policyNo));
    const student = await t.call(
      policy.policyQueryRelegation2,
      {
        policyType: 'student',
        policyNo: s.policyNo,
        school: s.school as string,
        studentName: s.insuredName,
        studentIdentifyType: '07',
        studentIdentifyNumber: 'A1234563',
      },
      await who(),
    );
    expect(student.code, student.message).toBe(RESULT.OK);

    const l = demo.loan;
    await t.database.db
      .update(policyRecord)
      .set({ insuredIdType: '03', insuredIdNo: 'E12345678' })
      .where(eq(policyRecord.policyNo, l.policyNo));
    const loan = await t.call(
      policy.policyQueryRelegation2,
      {
        policyType: 'loan',
        loanContractNo: l.loanContractNo as string,
        insuredName: l.insuredName,
        identifyType: '03',
        identifyNumber: 'e1234 5678',
      },
      await who(),
    );
    expect(loan.code, loan.message).toBe(RESULT.OK);
  });

  it('still finds a resident ID with no type, as every caller sent before', async () => {
    const p = demo.accident;
    const res = await t.call(
      policy.policyRelegation,
      { policyNo: p.policyNo, insuredName: p.insuredName, identifyNumber: p.insuredIdNo, personType: '1' },
      await who(),
    );
    expect(res.code, res.message).toBe(RESULT.OK);
  });

  const cases: Array<[string, string | undefined, string, string]> = [
    ['a Hong Kong card whose check digit is wrong', '07', 'K391705(4)', '请输入正确的港澳居民身份证号码'],
    ['no number', '07', '', '请输入港澳居民身份证号码'],
    ['a passport number too short', '03', 'E12', '请输入正确的护照号码'],
    ['an unknown type', '88', 'E12345678', '请选择证件类型'],
    // Old callers send no type: the resident ID's rule and words, as before.
    ['a Hong Kong card with no type', undefined, 'K3917053', '请输入正确的身份证号码'],
  ];
  it.each(cases)('refuses %s with its Chinese message, before any lookup', async (_case, type, number, message) => {
    const p = demo.hongKongInsured;
    const typed = (typeKey: string, numberKey: string) => ({
      ...(type === undefined ? {} : { [typeKey]: type }),
      [numberKey]: number,
    });
    const bodies = [
      { policyNo: p.policyNo, insuredName: p.insuredName, personType: '1', ...typed('identifyType', 'identifyNumber') },
      {
        policyType: 'loan',
        loanContractNo: demo.loan.loanContractNo,
        insuredName: p.insuredName,
        ...typed('identifyType', 'identifyNumber'),
      },
      {
        policyType: 'student',
        policyNo: demo.student.policyNo,
        school: demo.student.school,
        studentName: p.insuredName,
        ...typed('studentIdentifyType', 'studentIdentifyNumber'),
      },
    ];
    const asker = await who();
    for (const [i, body] of bodies.entries()) {
      const ep = i === 0 ? policy.policyRelegation : policy.policyQueryRelegation2;
      const res = await t.call(ep, body as never, asker);
      expect({ i, code: res.code, message: res.message }).toEqual({ i, code: RESULT.INVALID_INPUT, message });
    }
  });

  it('refuses a body of the wrong shape as invalid, without reading it', () => {
    for (const body of [null, 'x', 7, [], { identifyType: '07', identifyNumber: 3917053, personType: '1' }])
      expect(policy.policyRelegation.request.safeParse(body).success).toBe(false);
  });
});

describe('the e-mail by ID number, by ID type', () => {
  it('sends the Hong Kong resident their e-policy for the card typed without brackets', async () => {
    const p = demo.hongKongInsured;
    const asker = await who();
    const res = await t.call(
      policy.sendPolicyEmailWhome,
      {
        policyNo: p.policyNo,
        identifyType: '07',
        identifyNumber: 'k391705 3',
        email: 'chan@example.com',
        verificationCode: await knownImageCode(t, asker.uuid),
      },
      asker,
    );
    expect(res.code, res.message).toBe(RESULT.OK);
    const [mail] = await latestOutbox(t.database.db);
    expect(mail).toMatchObject({ channel: 'email', recipient: 'chan@example.com' });
  });

  it.each([
    ['a wrong check digit', '07', 'K391705(4)', '请输入正确的港澳居民身份证号码'],
    ['a Hong Kong card with no type', undefined, 'K3917053', '请输入正确的身份证号码'],
  ])('refuses %s in Chinese', async (_case, identifyType, identifyNumber, message) => {
    const asker = await who();
    const res = await t.call(
      policy.sendPolicyEmailWhome,
      {
        policyNo: demo.hongKongInsured.policyNo,
        ...(identifyType === undefined ? {} : { identifyType }),
        identifyNumber,
        email: 'chan@example.com',
        verificationCode: await knownImageCode(t, asker.uuid),
      } as never,
      asker,
    );
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });
});

describe('car query of a company, or of a holder of another ID than the resident ID', () => {
  /** The credit code as a customer may type it: lower case, in two groups. */
  const typed = (code: string) => `${code.slice(0, 8).toLowerCase()} ${code.slice(8).toLowerCase()}`;

  it('finds the seeded company car by policy number and its unified social credit code, and proves the insured', async () => {
    const car = demo.carOfCompany;
    const uuid = await t.newSession();
    const res = await t.call(
      policy.queryEyoungInfo,
      {
        carPolicyQuery: 'policyNo',
        policyNo: car.policyNo,
        identifyType: '31',
        identifyNumber: typed(car.insuredIdNo),
      },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    const list = res.data.policy_Info_List as Array<{ shortName: string; insuredName: string }>;
    expect(list.map((p) => p.shortName).sort()).toEqual(['交强险', '商业险']);
    expect(list[0].insuredName).toBe('北京顺达汽车租赁有限公司');
    const detail = await t.call(policy.queryPolicyInfo, { policyNo: car.policyNo }, { uuid });
    const insured = detail.data.insured as { identifyTypeName: string; identifyNumber: string };
    expect(insured).toMatchObject({ identifyTypeName: '统一社会信用代码', identifyNumber: car.insuredIdNo });
  });

  it('finds it by plate, the credit code and the image code', async () => {
    const car = demo.carOfCompany;
    const uuid = await t.newSession();
    const res = await t.call(
      policy.queryEyoungInfo,
      {
        carPolicyQuery: 'license',
        licenseNo: car.licenseNo as string,
        identifyType: '31',
        identifyNumber: car.insuredIdNo,
        verificationCode: await knownImageCode(t, uuid),
      },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.policy_Info_List as unknown[]).length).toBe(2);
  });

  it('finds a passport holder, the number matched as it is cleaned (spaces, case)', async () => {
    // A car no other test reads: the second-last commercial policy with a plate of the people's book
    // (the last is the bracketed card's, below).
    const car = demo.rows
      .filter((r) => r.kind === 'car' && r.riskCode === 'DAA' && r.licenseNo && r.insuredIdType === '01')
      .at(-2);
    if (!car) throw new Error('demo book lacks a car');
    await t.database.db
      .update(policyRecord)
      .set({ insuredIdType: '03', insuredIdNo: 'E12345678', applicantIdType: '03', applicantIdNo: 'E12345678' })
      .where(eq(policyRecord.policyNo, car.policyNo));
    const res = await t.call(policy.queryEyoungInfo, {
      carPolicyQuery: 'policyNo',
      policyNo: car.policyNo,
      identifyType: '03',
      identifyNumber: 'e1234 5678',
    });
    expect(res.code).toBe(RESULT.OK);
  });

  it.each([
    ['a wrong check character', '31', '91110105MA01K8N3X0', '请输入正确的统一社会信用代码'],
    ['no number', '31', '', '请输入统一社会信用代码'],
    ['a passport number too short', '03', 'E12', '请输入正确的护照号码'],
    ['an unknown type', '88', 'E12345678', '请选择证件类型'],
    // Old callers send no type: the resident ID's rule and words, as before.
    ['a credit code with no type', undefined, '91110105MA01K8N3X8', '请输入正确的身份证号码'],
  ])('refuses %s with its Chinese message, before any lookup', async (_case, identifyType, identifyNumber, message) => {
    const car = demo.carOfCompany;
    for (const way of ['policyNo', 'license'] as const) {
      const where =
        way === 'policyNo' ? { policyNo: car.policyNo } : { licenseNo: car.licenseNo, verificationCode: 'Ab3d' };
      const res = await t.call(policy.queryEyoungInfo, {
        carPolicyQuery: way,
        ...where,
        ...(identifyType === undefined ? {} : { identifyType }),
        identifyNumber,
      } as never);
      expect(res.code).toBe(RESULT.INVALID_INPUT);
      expect(res.message).toBe(message);
    }
  });
});

describe('the car query, for a number a record keeps in brackets', () => {
  it('finds the car by plate and by policy number with the card typed without them', async () => {
    // A car no other test reads: the last commercial policy with a plate of the people's book.
    const car = demo.rows
      .filter((r) => r.kind === 'car' && r.riskCode === 'DAA' && r.licenseNo && r.insuredIdType === '01')
      .at(-1);
    if (!car?.vin) throw new Error('demo book lacks a car');
    await t.database.db
      .update(policyRecord)
      .set({ insuredIdType: '07', insuredIdNo: 'A123456(3)', applicantIdType: '07', applicantIdNo: 'A123456(3)' })
      .where(eq(policyRecord.vin, car.vin));
    const byPolicy = await t.call(
      policy.queryEyoungInfo,
      { carPolicyQuery: 'policyNo', policyNo: car.policyNo, identifyType: '07', identifyNumber: 'A1234563' },
      await who(),
    );
    expect(byPolicy.code, byPolicy.message).toBe(RESULT.OK);
    expect((byPolicy.data.policy_Info_List as unknown[]).length).toBe(2);
    const asker = await who();
    const byPlate = await t.call(
      policy.queryEyoungInfo,
      {
        carPolicyQuery: 'license',
        licenseNo: car.licenseNo as string,
        identifyType: '07',
        identifyNumber: 'A1234563',
        verificationCode: await knownImageCode(t, asker.uuid),
      },
      asker,
    );
    expect(byPlate.code, byPlate.message).toBe(RESULT.OK);
    expect((byPlate.data.policy_Info_List as unknown[]).length).toBe(2);
    const detail = await t.call(policy.queryPolicyInfo, { policyNo: car.policyNo }, asker);
    expect(detail.data.insured).toMatchObject({ masked: false });
  });
});
