import { describe, expect, it } from 'vitest';
import { newcar } from '../../../shared/api/newcar';
import { policy } from '../../../shared/api/policy';
import { renewal } from '../../../shared/api/renewal';
import { RESULT } from '../../../shared/result-codes';
import { makeCreditCode } from '../../../shared/rules/credit-code';
import { newcarTestApp } from './test-kit';

// The policy query and the plate's submission of one car; what makes the plate
// the car's (both policies, one plate, the policy system's answers) is in endorsement.test.ts.
const kit = newcarTestApp();
const WRONG_ID = '11010519491231002X';

describe('queryCorrect', () => {
  it('finds a new car policy with the right image code and identity, masked', async () => {
    const car = kit.newCars[0];
    const res = await kit.queryAs(await kit.t.newSession(), car);
    expect(res.code).toBe(RESULT.OK);
    const found = res.data.policy as Record<string, string>;
    expect(found.policyNo).toBe(car.policyNo);
    expect(found.insuredName).toContain('*');
    expect(found.vin).toBe(`${car.vin.slice(0, 3)}********${car.vin.slice(-6)}`);
    expect(res.raw).not.toContain(car.insuredIdNumber);
  });

  it('is case-sensitive about the image code and uses the image up', async () => {
    const car = kit.newCars[0];
    const uuid = await kit.t.newSession();
    await kit.knownImageCode(uuid, 'aB3d');
    const input = { policyNo: car.policyNo, insuredIdentifyNo: car.insuredIdNumber, prePic: 'nc' };
    expect((await kit.t.call(newcar.queryCorrect, { ...input, code: 'AB3D' }, { uuid })).code).toBe(RESULT.WRONG_CODE);
    expect((await kit.t.call(newcar.queryCorrect, { ...input, code: 'aB3d' }, { uuid })).code).toBe(RESULT.WRONG_CODE);
  });

  it('answers a wrong ID number with not found, and refuses a policy that has a plate', async () => {
    const uuid = await kit.t.newSession();
    const miss = await kit.queryAs(uuid, kit.newCars[0], WRONG_ID);
    expect(miss.code).toBe(RESULT.NOT_FOUND);
    const has = await kit.queryAs(uuid, kit.plated);
    expect(has.code).toBe(RESULT.REFUSED);
    expect(has.message).toMatch(/已登记车牌号.*无需补录/);
  });
});

describe('queryCorrect for owners without a resident ID', () => {
  it('finds the new car of a company by its unified social credit code', async () => {
    const { dza } = await kit.anotherNewCar();
    const code = makeCreditCode('91310115MA1K4XY0A');
    await kit.repo().insertPolicies([{ ...dza, policyNo: `${dza.policyNo.slice(0, -1)}C`, insuredIdNumber: code }]);
    const uuid = await kit.t.newSession();
    const input = {
      policyNo: `${dza.policyNo.slice(0, -1)}C`,
      identifyType: '31',
      insuredIdentifyNo: code.toLowerCase(),
      code: await kit.knownImageCode(uuid),
      prePic: 'nc',
    };
    const res = await kit.t.call(newcar.queryCorrect, input, { uuid });
    expect(res.code).toBe(RESULT.OK);
    expect(res.raw).not.toContain(code);
  });

  it("finds a Hong Kong card holder's new car however the card's check digit is written", async () => {
    const { dza } = await kit.anotherNewCar();
    const policyNo = `${dza.policyNo.slice(0, -1)}H`;
    // The record as the card prints it, brackets and all.
    await kit.repo().insertPolicies([{ ...dza, policyNo, insuredIdNumber: 'A123456(3)' }]);
    for (const typed of ['A1234563', 'a123456（3）']) {
      const uuid = await kit.t.newSession();
      const input = { policyNo, identifyType: '07', insuredIdentifyNo: typed, prePic: 'nc' };
      const res = await kit.t.call(newcar.queryCorrect, { ...input, code: await kit.knownImageCode(uuid) }, { uuid });
      expect(res.code, typed).toBe(RESULT.OK);
    }
  });

  it('refuses a wrong credit code with its Chinese message, and a resident ID keeps its words', async () => {
    const car = kit.newCars[0];
    const base = { policyNo: car.policyNo, code: 'aB3d', prePic: 'nc' };
    const code = makeCreditCode('91310115MA1K4XY0A');
    const wrong = await kit.t.call(newcar.queryCorrect, {
      ...base,
      identifyType: '31',
      insuredIdentifyNo: code.slice(0, 17) + (code[17] === '0' ? '1' : '0'),
    });
    expect(wrong.code).toBe(RESULT.INVALID_INPUT);
    expect(wrong.message).toBe('请输入正确的统一社会信用代码');
    const resident = await kit.t.call(newcar.queryCorrect, { ...base, insuredIdentifyNo: '123' });
    expect(resident.message).toBe('请输入正确的身份证号码');
  });
});

describe('lockout', () => {
  it('locks a client out after repeated misses, even for the right identity', async () => {
    const car = kit.newCars[3];
    const address = '10.9.8.6';
    const uuid = await kit.t.newSession(address);
    for (let i = 0; i < 10; i++) expect((await kit.queryAs(uuid, car, WRONG_ID, address)).code).toBe(RESULT.NOT_FOUND);
    const res = await kit.queryAs(uuid, car, car.insuredIdNumber, address);
    expect(res.code).toBe(RESULT.TOO_MANY);
    expect(res.message).toContain('95518');
  });
});

describe('updateCorrect', () => {
  it('needs the query first and the signed statement', async () => {
    const car = kit.newCars[1];
    const res = await kit.t.call(newcar.updateCorrect, {
      policyNo: car.policyNo,
      licenseNo: '京N2K8C6',
      confirmed: true,
    });
    expect(res.code).toBe(RESULT.REFUSED);
    const uuid = await kit.proven(car);
    const unsigned = await kit.t.call(
      newcar.updateCorrect,
      { policyNo: car.policyNo, licenseNo: '京N2K8C6', confirmed: false as true },
      { uuid },
    );
    expect(unsigned.code).toBe(RESULT.INVALID_INPUT);
    expect(unsigned.message).toContain('声明');
    const badPlate = await kit.t.call(
      newcar.updateCorrect,
      { policyNo: car.policyNo, licenseNo: '京I1234', confirmed: true },
      { uuid },
    );
    expect(badPlate.code).toBe(RESULT.INVALID_INPUT);
  });

  it('endorses the policy once, through the policy port, and answers the same on a second submission', async () => {
    const car = kit.newCars[1];
    const uuid = await kit.proven(car);
    const input = { policyNo: car.policyNo, licenseNo: ' 京n2k8c6 ', confirmed: true as const };
    const first = await kit.t.call(newcar.updateCorrect, input, { uuid });
    expect(first.code).toBe(RESULT.OK);
    expect(first.data).toMatchObject({
      status: 'effective',
      policyUpdated: true,
      licenseBefore: null,
      licenseAfter: '京N2K8C6',
    });
    expect(first.data.endorsementNo).toMatch(/^E(DAA|DZA)\d{8}\d{10}$/);
    expect((first.data.history as Array<{ status: string }>).map((h) => h.status)).toEqual([
      'applied',
      'approved',
      'effective',
    ]);
    expect(kit.calls).toEqual([
      expect.objectContaining({
        policyNo: car.policyNo,
        licenseNo: '京N2K8C6',
        endorsementNo: first.data.endorsementNo,
      }),
    ]);

    const again = await kit.t.call(newcar.updateCorrect, input, { uuid });
    expect(again.data.endorsementNo).toBe(first.data.endorsementNo);
    expect(kit.calls).toHaveLength(1);
    const other = await kit.t.call(newcar.updateCorrect, { ...input, licenseNo: '京N2K8C7' }, { uuid });
    expect(other.code).toBe(RESULT.REFUSED);
  });

  it('answers a double tap (several submissions at once) with one endorsement', async () => {
    const car = kit.newCars[6] ?? kit.newCars[0];
    const uuid = await kit.proven(car);
    const input = { policyNo: car.policyNo, licenseNo: '京N2K8D1', confirmed: true as const };
    const answers = await Promise.all([1, 2, 3, 4].map(() => kit.t.call(newcar.updateCorrect, input, { uuid })));
    expect(answers.map((a) => a.code)).toEqual([RESULT.OK, RESULT.OK, RESULT.OK, RESULT.OK]);
    expect(new Set(answers.map((a) => a.data.endorsementNo)).size).toBe(1);
    for (const a of answers)
      expect((a.data.history as Array<{ status: string }>).map((h) => h.status)).toEqual([
        'applied',
        'approved',
        'effective',
      ]);
  });

  it('works with the real policy endorser when the policy domain provides one', async () => {
    if (!kit.realEndorser) return;
    kit.t.deps.ports.policyEndorser = kit.realEndorser;
    // A car of the book (the policy domain knows it) that no other test of this file endorses: each car takes one plate.
    const car = kit.newCars[0];
    expect([kit.newCars[1], kit.newCars[6]].map((p) => p.vin)).not.toContain(car.vin);
    const uuid = await kit.proven(car);
    const res = await kit.t.call(
      newcar.updateCorrect,
      { policyNo: car.policyNo, licenseNo: '京F0A1B2', confirmed: true },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.policyUpdated).toBe(true);
    // The success page links to the policy's endorsement details: the same session may read them straight away.
    const details = await kit.t.call(policy.queryLEDInfo, { policyNo: car.policyNo }, { uuid });
    expect(details.code).toBe(RESULT.OK);
    expect(details.data.endorse_Info).toEqual([
      expect.objectContaining({ endorsementNo: res.data.endorsementNo, content: expect.stringContaining('京F0A1B2') }),
    ]);
    // A year on, its owner renews the car by its new plate (续保 by plate), both its parts together.
    const renewing = await kit.t.call(
      renewal.queryRenewal,
      { licenseNo: '京F0A1B2', identifyNumber: car.insuredIdNumber },
      { uuid: await kit.t.newSession() },
    );
    expect([renewing.code, renewing.message]).toEqual([RESULT.OK, '成功']);
    expect(renewing.data.riskName).toMatch(/交强险|商业/);
    expect(renewing.data.licenseNo).toMatch(/^京F/);
  });
});
