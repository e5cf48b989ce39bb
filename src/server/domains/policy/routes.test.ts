import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '../../../shared/api/policy';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createPolicyRepo } from './repo';
import { policyRecord } from './schema';
import { demoPolicies, knownImageCode, STRANGER_ID } from './testing/fixtures';

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoPolicies>>;
beforeAll(async () => {
  t = await startTestApp();
  demo = await demoPolicies(t);
}, 180_000);
afterAll(() => t?.close());

describe('car query', () => {
  it('finds compulsory and commercial together by plate, ID and image code, and proves the session', async () => {
    const car = demo.carWithPlate;
    const uuid = await t.newSession();
    const verificationCode = await knownImageCode(t, uuid);
    const res = await t.call(
      policy.queryEyoungInfo,
      {
        carPolicyQuery: 'license',
        licenseNo: car.licenseNo as string,
        identifyNumber: car.insuredIdNo,
        verificationCode,
      },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    const list = res.data.policy_Info_List as Array<{ shortName: string; insuredName: string; policyNo: string }>;
    expect(list.map((p) => p.shortName).sort()).toEqual(['交强险', '商业险']);
    expect(list[0].insuredName).toBe(car.insuredName);
    const detail = await t.call(policy.queryPolicyInfo, { policyNo: car.policyNo }, { uuid });
    expect(detail.code).toBe(RESULT.OK);
    expect((detail.data.insured as { identifyNumber: string }).identifyNumber).toBe(car.insuredIdNo);
  });

  it('refuses the plate query without a right image code', async () => {
    const car = demo.carWithPlate;
    const uuid = await t.newSession();
    await knownImageCode(t, uuid, 'Ab3d');
    const res = await t.call(
      policy.queryEyoungInfo,
      {
        carPolicyQuery: 'license',
        licenseNo: car.licenseNo as string,
        identifyNumber: car.insuredIdNo,
        verificationCode: 'ab3d',
      },
      { uuid },
    );
    expect(res.code).toBe(RESULT.WRONG_CODE);
  });

  it('finds by policy number and ID number; a mismatched person is "not found" like a wrong number', async () => {
    const car = demo.carWithPlate;
    const uuid = await t.newSession();
    const ok = await t.call(
      policy.queryEyoungInfo,
      { carPolicyQuery: 'policyNo', policyNo: car.policyNo, identifyNumber: car.insuredIdNo },
      { uuid },
    );
    expect(ok.code).toBe(RESULT.OK);
    const other = await t.newSession();
    const wrongPerson = await t.call(
      policy.queryEyoungInfo,
      { carPolicyQuery: 'policyNo', policyNo: car.policyNo, identifyNumber: STRANGER_ID },
      { uuid: other },
    );
    const wrongNo = await t.call(
      policy.queryEyoungInfo,
      { carPolicyQuery: 'policyNo', policyNo: `${car.policyNo.slice(0, -4)}9999`, identifyNumber: car.insuredIdNo },
      { uuid: other },
    );
    expect(wrongPerson.code).toBe(RESULT.NOT_FOUND);
    expect(wrongNo.code).toBe(RESULT.NOT_FOUND);
    expect(wrongPerson.message).toBe(wrongNo.message);
  });

  it('finds a new car without a plate by policy number and frame number, with the parties masked', async () => {
    const car = demo.newCar;
    const uuid = await t.newSession();
    const res = await t.call(
      policy.queryEyoungInfo,
      { carPolicyQuery: 'newCar', policyNo: car.policyNo, frameNo: car.frameNo as string },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    const list = res.data.policy_Info_List as Array<{
      insuredName: string;
      isNewCar: boolean;
      licenseNo: string | null;
      vin: string | null;
    }>;
    expect(list).toHaveLength(2);
    expect(list[0].isNewCar).toBe(true);
    expect(list[0].licenseNo).toBeNull();
    expect(list[0].insuredName).not.toBe(car.insuredName);
    expect(list[0].insuredName).toMatch(/\*/);
    // The frame number proves the car, not a person: the VIN shows its maker and its last two only.
    const vin = car.vin as string;
    expect(list[0].vin).toBe(`${vin.slice(0, 3)}${'*'.repeat(12)}${vin.slice(-2)}`);
  });

  it('finds by frame number only a new car still without a plate: not a car with a plate, nor one once registered', async () => {
    const address = '10.9.8.31';
    const byFrame = async (car: { policyNo: string; frameNo: string | null }) =>
      t.call(
        policy.queryEyoungInfo,
        { carPolicyQuery: 'newCar', policyNo: car.policyNo, frameNo: car.frameNo as string },
        { uuid: await t.newSession(address), address },
      );
    // A registered car's frame number (on its papers, its windscreen) does not open its policy.
    const plated = await byFrame(demo.carWithPlate);
    expect(plated.code).toBe(RESULT.NOT_FOUND);

    const car = demo.rows.find((r) => r.kind === 'car' && r.isNewCar && !r.licenseNo && r.vin !== demo.newCar.vin);
    if (!car) throw new Error('demo book lacks a second new car');
    expect((await byFrame(car)).code).toBe(RESULT.OK);
    await t.deps.ports.policyEndorser?.addLicensePlate({
      policyNo: car.policyNo,
      licenseNo: '京A7M3K9',
      endorsementNo: 'E-ROUTES-NEWCAR-1',
      effectiveAt: new Date(),
    });
    const registered = await byFrame(car);
    expect(registered.code).toBe(RESULT.NOT_FOUND);
    expect(registered.message).toBe(plated.message);
  });

  /** A fresh session, an SMS code sent to the car's insured mobile, and the 手机验证 query that uses it. */
  async function mobileQueryFor(car: { licenseNo: string | null; insuredMobile: string }) {
    const uuid = await t.newSession();
    await t.deps.smsCodes.send(car.insuredMobile, 'policyQuery', { uuid, address: '127.0.0.1' });
    const smsValidCode = await t.lastSmsCode(car.insuredMobile);
    const query = {
      carPolicyQuery: 'mobile' as const,
      licenseNo: car.licenseNo as string,
      mobile: car.insuredMobile,
      smsValidCode,
    };
    return { uuid, query };
  }

  it('finds by plate, mobile and SMS code', async () => {
    const car = demo.carWithPlate;
    const { uuid, query } = await mobileQueryFor(car);
    const res = await t.call(policy.queryEyoungInfo, query, { uuid });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.policy_Info_List as unknown[]).length).toBe(2);
    // the code was used up
    expect((await t.call(policy.queryEyoungInfo, query, { uuid })).code).toBe(RESULT.WRONG_CODE);
  });

  it('keeps the SMS code when the plate was mistyped, so the corrected query needs no new code; a wrong code still counts', async () => {
    // Another car than the test above, so its mobile is not within the 60-second gap of that code.
    const car = demo.rows.findLast(
      (r) =>
        r.kind === 'car' &&
        !!r.licenseNo &&
        r.riskCode === 'DAA' &&
        r.insuredMobile !== demo.carWithPlate.insuredMobile,
    );
    if (!car) throw new Error('demo book lacks a second plated car');
    const { uuid, query } = await mobileQueryFor(car);
    const mistyped = await t.call(policy.queryEyoungInfo, { ...query, licenseNo: '京Z9Z9Z9' }, { uuid });
    expect(mistyped.code).toBe(RESULT.NOT_FOUND);
    const wrongCode = await t.call(
      policy.queryEyoungInfo,
      { ...query, smsValidCode: query.smsValidCode === '000000' ? '111111' : '000000' },
      { uuid },
    );
    expect(wrongCode.code).toBe(RESULT.WRONG_CODE);
    expect(wrongCode.message).toMatch(/还可尝试\d次/);
    const res = await t.call(policy.queryEyoungInfo, query, { uuid });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.policy_Info_List as unknown[]).length).toBe(2);
    expect((await t.call(policy.queryEyoungInfo, query, { uuid })).code).toBe(RESULT.WRONG_CODE);
  });

  it("tells two new cars of one model, one person's, apart by the VIN: its last six to the proven person, two in a list that proves nobody", async () => {
    const a = demo.newCar;
    const b = demo.rows.findLast((r) => r.kind === 'car' && r.isNewCar && !r.licenseNo && r.vin !== a.vin);
    if (!a.vin || !b?.vin) throw new Error('demo book lacks a second new car');
    expect(b.vin.slice(-6)).not.toBe(a.vin.slice(-6));
    // The person's second new car, of the same model, no plate yet either: by plate or model the two read as one.
    await t.database.db
      .update(policyRecord)
      .set({
        insuredName: a.insuredName,
        insuredIdType: a.insuredIdType,
        insuredIdNo: a.insuredIdNo,
        brandModel: a.brandModel,
      })
      .where(eq(policyRecord.vin, b.vin));
    type Listed = { kind: string; vin: string | null; brandModel: string | null; licenseNo: string | null };
    for (const own of [a, b]) {
      const res = await t.call(
        policy.queryEyoungInfo,
        {
          carPolicyQuery: 'policyNo',
          policyNo: own.policyNo,
          identifyType: a.insuredIdType,
          identifyNumber: a.insuredIdNo,
        } as never,
        { uuid: await t.newSession() },
      );
      expect(res.code).toBe(RESULT.OK);
      // Its compulsory and commercial policies, this car's VIN on both.
      const listed = res.data.policy_Info_List as Listed[];
      const vin = own.vin as string;
      expect(listed, own.policyNo).toHaveLength(2);
      expect(new Set(listed.map((p) => p.vin)), own.policyNo).toEqual(
        new Set([`${vin.slice(0, 3)}********${vin.slice(-6)}`]),
      );
    }
    // The warranty query proves nobody: both cars are listed, each VIN with its last two only.
    const uuid = await t.newSession();
    const warranty = await t.call(
      policy.sunPolicy,
      {
        insuredName: a.insuredName,
        identifyType: a.insuredIdType,
        identifyNumber: a.insuredIdNo,
        verificationCode: await knownImageCode(t, uuid),
      } as never,
      { uuid },
    );
    expect(warranty.code).toBe(RESULT.OK);
    const cars = (warranty.data.list as Listed[]).filter((p) => p.kind === 'car');
    expect(new Set(cars.map((p) => p.brandModel))).toEqual(new Set([a.brandModel]));
    expect(cars.every((p) => p.licenseNo === null)).toBe(true);
    const masked = (vin: string) => `${vin.slice(0, 3)}${'*'.repeat(12)}${vin.slice(-2)}`;
    expect(new Set(cars.map((p) => p.vin))).toEqual(new Set([masked(a.vin), masked(b.vin)]));
  });

  it('validates input in Chinese before any lookup', async () => {
    const res = await t.call(policy.queryEyoungInfo, {
      carPolicyQuery: 'policyNo',
      policyNo: 'ABC',
      identifyNumber: '123',
    });
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toMatch(/保单号/);
  });
});

describe('policy head', () => {
  it('reads back, as one json value, exactly what the whole row holds (issue 9)', async () => {
    const repo = createPolicyRepo(t.database.db);
    // A plate and a car, a new car without one (nulls), a school, a loan.
    for (const row of [demo.carWithPlate, demo.newCar, demo.accident, demo.student, demo.loan]) {
      const head = await repo.head(row.policyNo);
      expect(head).toBeDefined();
      const keys = Object.keys(head ?? {});
      expect(keys.length).toBe(18);
      expect(head).toEqual(Object.fromEntries(keys.map((k) => [k, row[k as keyof typeof row]])));
    }
    expect(demo.newCar.isNewCar).toBe(true);
    expect(await repo.head('PEAK209901019999999999')).toBeUndefined();
  });
});

describe('abuse', () => {
  it('asks for an image code after three misses and locks out after ten', async () => {
    const uuid = await t.newSession('10.9.9.9');
    const p = demo.accident;
    const miss = (extra: Record<string, string> = {}) =>
      t.call(
        policy.policyRelegation,
        { policyNo: p.policyNo, insuredName: p.insuredName, identifyNumber: STRANGER_ID, personType: '1', ...extra },
        { uuid, address: '10.9.9.9' },
      );
    for (let i = 0; i < 3; i++) expect((await miss()).code).toBe(RESULT.NOT_FOUND);
    const needCode = await miss();
    expect(needCode.code).toBe(RESULT.WRONG_CODE);
    expect(needCode.message).toMatch(/图形验证码/);
    for (let i = 3; i < 10; i++) {
      const code = await knownImageCode(t, uuid);
      expect((await miss({ verificationCode: code })).code).toBe(RESULT.NOT_FOUND);
    }
    const code = await knownImageCode(t, uuid);
    const locked = await t.call(
      policy.policyRelegation,
      {
        policyNo: p.policyNo,
        insuredName: p.insuredName,
        identifyNumber: p.insuredIdNo,
        personType: '1',
        verificationCode: code,
      },
      { uuid, address: '10.9.9.9' },
    );
    expect(locked.code).toBe(RESULT.TOO_MANY);
  });

  it('refuses every read of a policy the session has not proven', async () => {
    const uuid = await t.newSession();
    const policyNo = demo.carWithPlate.policyNo;
    for (const ep of [
      policy.queryPolicyInfo,
      policy.selectShieJCO,
      policy.queryLEDInfo,
      policy.checkPolicyInfos,
      policy.queryEPolicy,
    ]) {
      const res = await t.call(ep, { policyNo }, { uuid });
      expect(res.code).toBe(RESULT.REFUSED);
      expect(JSON.stringify(res.data)).not.toContain(demo.carWithPlate.insuredName);
    }
    const pdf = await t.call(policy.downLodElectronicPolicyInput, { policyNo, docId: 'epolicy' }, { uuid });
    expect(pdf.code).toBe(RESULT.REFUSED);
  });
});
