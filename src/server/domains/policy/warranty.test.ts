import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '../../../shared/api/policy';
import { RESULT } from '../../../shared/result-codes';
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

/** The warranty query from a new session, with the image code it shows. */
async function ask(body: { insuredName: string; identifyType?: string; identifyNumber: string }) {
  const uuid = await t.newSession();
  const res = await t.call(policy.sunPolicy, { ...body, verificationCode: await knownImageCode(t, uuid) } as never, {
    uuid,
  });
  return { uuid, res, listed: ((res.data?.list ?? []) as Array<{ policyNo: string }>).map((p) => p.policyNo) };
}

describe('warranty query', () => {
  it('lists the policies covering the insured, masked, without proving the session', async () => {
    const p = demo.accident;
    // No ID type: what every caller sent before the page asked for one, read as the resident ID.
    const { uuid, res, listed } = await ask({ insuredName: p.insuredName, identifyNumber: p.insuredIdNo });
    expect(res.code).toBe(RESULT.OK);
    expect(listed).toContain(p.policyNo);
    const list = res.data.list as Array<{ insuredName: string }>;
    expect(list.every((x) => x.insuredName.includes('*'))).toBe(true);
    expect((await t.call(policy.queryPolicyInfo, { policyNo: p.policyNo }, { uuid })).code).toBe(RESULT.REFUSED);
  });

  it('finds the seeded Hong Kong resident however the card number is typed', async () => {
    const p = demo.hongKongInsured;
    // The record keeps the number as the card prints it, the check digit in brackets.
    expect(p.insuredIdNo).toMatch(/^[A-Z]\d{6}\([0-9A]\)$/);
    const [head, check] = [p.insuredIdNo.slice(0, 7), p.insuredIdNo.slice(8, 9)];
    for (const typed of [p.insuredIdNo, `${head}${check}`, `${head.toLowerCase()} ${check}`, `${head}（${check}）`]) {
      const { res, listed } = await ask({ insuredName: p.insuredName, identifyType: '07', identifyNumber: typed });
      expect({ typed, code: res.code }).toEqual({ typed, code: RESULT.OK });
      expect(listed).toContain(p.policyNo);
    }
  });

  it('finds a number recorded without brackets when it is typed with them', async () => {
    const p = demo.loan;
    await t.database.db
      .update(policyRecord)
      .set({ insuredIdType: '07', insuredIdNo: 'A1234563' })
      .where(eq(policyRecord.policyNo, p.policyNo));
    const { res, listed } = await ask({ insuredName: p.insuredName, identifyType: '07', identifyNumber: 'A123456(3)' });
    expect(res.code).toBe(RESULT.OK);
    expect(listed).toEqual([p.policyNo]);
  });

  it('finds a company insured by its unified social credit code, typed in lower case and groups', async () => {
    const car = demo.carOfCompany;
    const code = car.insuredIdNo;
    const { res, listed } = await ask({
      insuredName: car.insuredName,
      identifyType: '31',
      identifyNumber: `${code.slice(0, 8).toLowerCase()} ${code.slice(8).toLowerCase()}`,
    });
    expect(res.code).toBe(RESULT.OK);
    expect(listed).toContain(car.policyNo);
    expect(listed).toHaveLength(2);
  });

  it('finds a company insured whose registered name has brackets', async () => {
    const car = demo.carOfCompany;
    // A branch insured under its own name, as a company registers it: the brackets are part of it.
    const branch = '北京顺达汽车租赁有限公司（北京分公司）';
    const onRecord = eq(policyRecord.insuredIdNo, car.insuredIdNo);
    await t.database.db.update(policyRecord).set({ insuredName: branch }).where(onRecord);
    try {
      const { res, listed } = await ask({ insuredName: branch, identifyType: '31', identifyNumber: car.insuredIdNo });
      expect(res.code, res.message).toBe(RESULT.OK);
      expect(listed).toContain(car.policyNo);
      // Typed with plain brackets, as a phone keyboard gives them, it is the same name.
      const plain = await ask({
        insuredName: '北京顺达汽车租赁有限公司 (北京分公司)',
        identifyType: '31',
        identifyNumber: car.insuredIdNo,
      });
      expect(plain.listed).toContain(car.policyNo);
    } finally {
      await t.database.db.update(policyRecord).set({ insuredName: car.insuredName }).where(onRecord);
    }
  });

  it.each([
    ['a Hong Kong card whose check digit is wrong', '07', 'A123456(4)', '请输入正确的港澳居民身份证号码'],
    ['no number', '07', '', '请输入港澳居民身份证号码'],
    ['a passport number too short', '03', 'E12', '请输入正确的护照号码'],
    ['an unknown type', '88', 'E12345678', '请选择证件类型'],
    // Old callers send no type: the resident ID's rule and words, as before.
    ['a Hong Kong card with no type', undefined, 'A1234563', '请输入正确的身份证号码'],
  ])('refuses %s with its Chinese message, before any lookup', async (_case, identifyType, identifyNumber, message) => {
    const { res } = await ask({
      insuredName: '陈嘉欣',
      ...(identifyType === undefined ? {} : { identifyType }),
      identifyNumber,
    });
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });
});
