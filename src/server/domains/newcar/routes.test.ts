import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newcar } from '../../../shared/api/newcar';
import { policy } from '../../../shared/api/policy';
import { RESULT } from '../../../shared/result-codes';
import type { Db } from '../../db/client';
import { Refused } from '../../platform/errors';
import { hashSecret } from '../../platform/hashing';
import type { PolicyEndorser } from '../../platform/ports';
import { startTestApp, type TestAnswer, type TestApp } from '../../testing/test-app';
import { createNewcarRepo, type VehiclePolicyRow } from './repo';

/** Two connections at once need PostgreSQL: PGlite runs one transaction at a time. */
const onPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));

let t: TestApp;
let newCars: VehiclePolicyRow[];
let plated: VehiclePolicyRow;
let realEndorser: PolicyEndorser | undefined;
const calls: Parameters<PolicyEndorser['addLicensePlate']>[0][] = [];
/** A fake policy system that records what it was asked; tests switch how it answers. */
let endorserMode: 'ok' | 'down' | 'refuse' = 'ok';
const fakeEndorser: PolicyEndorser = {
  async addLicensePlate(input) {
    if (endorserMode === 'down') throw new Error('connection refused');
    if (endorserMode === 'refuse') throw new Refused('保单系统：该保单正在批改中');
    calls.push(input);
  },
};

beforeAll(async () => {
  t = await startTestApp();
  realEndorser = t.deps.ports.policyEndorser;
  const all = await createNewcarRepo(t.database.db).newCarPolicies();
  newCars = all.filter((p) => !p.licenseNo);
  plated = all.find((p) => p.licenseNo) as VehiclePolicyRow;
});
afterAll(() => t?.close());
beforeEach(() => {
  t.deps.ports.policyEndorser = fakeEndorser;
  endorserMode = 'ok';
  calls.length = 0;
});

/** Shows an image to the session and replaces its answer with a known one (tests cannot read the image). */
async function knownImageCode(uuid: string, code = 'aB3d') {
  await t.deps.store.set(
    `img:code:${uuid}`,
    JSON.stringify({ hash: hashSecret(t.deps.config.appSecret, code), imageId: 'nc' }),
    300,
  );
  return code;
}

async function proven(policy: VehiclePolicyRow) {
  const uuid = await t.newSession();
  const code = await knownImageCode(uuid);
  const res = await t.call(
    newcar.queryCorrect,
    { policyNo: policy.policyNo, insuredIdentifyNo: policy.insuredIdNumber, code, prePic: 'nc' },
    { uuid },
  );
  expect(res.code).toBe(RESULT.OK);
  return uuid;
}

let extraCars = 0;
/**
 * Another new car of a book customer, its compulsory (DZA) and commercial (DAA)
 * policies in force without a plate: for a test that needs a car no other test
 * touches (the book has only a few new cars). Known to this domain only.
 */
async function anotherNewCar() {
  const n = String(++extraCars).padStart(9, '0');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const base = {
    ...newCars[0],
    vin: `LSVTESTCA${n.slice(-8)}`,
    licenseNo: null,
    startDate: today,
    endDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
  };
  const dza = { ...base, policyNo: `PDZA20261101T${n}`, riskName: '机动车交通事故责任强制保险' };
  const daa = { ...base, policyNo: `PDAA20261101T${n}`, riskName: '机动车商业保险' };
  await createNewcarRepo(t.database.db).insertPolicies([dza, daa]);
  return { vin: base.vin, dza, daa };
}

describe('queryCorrect', () => {
  it('finds a new car policy with the right image code and identity, masked', async () => {
    const policy = newCars[0];
    const uuid = await t.newSession();
    const res = await t.call(
      newcar.queryCorrect,
      {
        policyNo: policy.policyNo,
        insuredIdentifyNo: policy.insuredIdNumber,
        code: await knownImageCode(uuid),
        prePic: 'nc',
      },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    const found = res.data.policy as Record<string, string>;
    expect(found.policyNo).toBe(policy.policyNo);
    expect(found.insuredName).toContain('*');
    expect(found.vin).toBe(`${policy.vin.slice(0, 3)}********${policy.vin.slice(-6)}`);
    expect(res.raw).not.toContain(policy.insuredIdNumber);
  });

  it('is case-sensitive about the image code and uses the image up', async () => {
    const policy = newCars[0];
    const uuid = await t.newSession();
    await knownImageCode(uuid, 'aB3d');
    const input = { policyNo: policy.policyNo, insuredIdentifyNo: policy.insuredIdNumber, prePic: 'nc' };
    expect((await t.call(newcar.queryCorrect, { ...input, code: 'AB3D' }, { uuid })).code).toBe(RESULT.WRONG_CODE);
    expect((await t.call(newcar.queryCorrect, { ...input, code: 'aB3d' }, { uuid })).code).toBe(RESULT.WRONG_CODE);
  });

  it('answers a wrong ID number with not found, and refuses a policy that has a plate', async () => {
    const uuid = await t.newSession();
    const miss = await t.call(
      newcar.queryCorrect,
      {
        policyNo: newCars[0].policyNo,
        insuredIdentifyNo: '11010519491231002X',
        code: await knownImageCode(uuid),
        prePic: 'nc',
      },
      { uuid },
    );
    expect(miss.code).toBe(RESULT.NOT_FOUND);
    const has = await t.call(
      newcar.queryCorrect,
      {
        policyNo: plated.policyNo,
        insuredIdentifyNo: plated.insuredIdNumber,
        code: await knownImageCode(uuid),
        prePic: 'nc',
      },
      { uuid },
    );
    expect(has.code).toBe(RESULT.REFUSED);
    expect(has.message).toMatch(/已登记车牌号.*无需补录/);
  });
});

describe('lockout', () => {
  it('locks a client out after repeated misses, even for the right identity', async () => {
    const policy = newCars[3];
    const address = '10.9.8.6';
    const uuid = await t.newSession(address);
    const ask = async (insuredIdentifyNo: string) =>
      t.call(
        newcar.queryCorrect,
        { policyNo: policy.policyNo, insuredIdentifyNo, code: await knownImageCode(uuid), prePic: 'nc' },
        { uuid, address },
      );
    for (let i = 0; i < 10; i++) expect((await ask('11010519491231002X')).code).toBe(RESULT.NOT_FOUND);
    const res = await ask(policy.insuredIdNumber);
    expect(res.code).toBe(RESULT.TOO_MANY);
    expect(res.message).toContain('95518');
  });
});

describe('updateCorrect', () => {
  it('needs the query first and the signed statement', async () => {
    const res = await t.call(newcar.updateCorrect, {
      policyNo: newCars[1].policyNo,
      licenseNo: '京N2K8C6',
      confirmed: true,
    });
    expect(res.code).toBe(RESULT.REFUSED);
    const uuid = await proven(newCars[1]);
    const unsigned = await t.call(
      newcar.updateCorrect,
      { policyNo: newCars[1].policyNo, licenseNo: '京N2K8C6', confirmed: false as true },
      { uuid },
    );
    expect(unsigned.code).toBe(RESULT.INVALID_INPUT);
    expect(unsigned.message).toContain('声明');
    const badPlate = await t.call(
      newcar.updateCorrect,
      { policyNo: newCars[1].policyNo, licenseNo: '京I1234', confirmed: true },
      { uuid },
    );
    expect(badPlate.code).toBe(RESULT.INVALID_INPUT);
  });

  it('endorses the policy once, through the policy port, and answers the same on a second submission', async () => {
    const policy = newCars[1];
    const uuid = await proven(policy);
    const input = { policyNo: policy.policyNo, licenseNo: ' 京n2k8c6 ', confirmed: true as const };
    const first = await t.call(newcar.updateCorrect, input, { uuid });
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
    expect(calls).toEqual([
      expect.objectContaining({
        policyNo: policy.policyNo,
        licenseNo: '京N2K8C6',
        endorsementNo: first.data.endorsementNo,
      }),
    ]);

    const again = await t.call(newcar.updateCorrect, input, { uuid });
    expect(again.data.endorsementNo).toBe(first.data.endorsementNo);
    expect(calls).toHaveLength(1);
    const other = await t.call(newcar.updateCorrect, { ...input, licenseNo: '京N2K8C7' }, { uuid });
    expect(other.code).toBe(RESULT.REFUSED);
  });

  it('answers a double tap (several submissions at once) with one endorsement', async () => {
    const policy = newCars[6] ?? newCars[0];
    const uuid = await proven(policy);
    const input = { policyNo: policy.policyNo, licenseNo: '京N2K8D1', confirmed: true as const };
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.call(newcar.updateCorrect, input, { uuid })));
    expect(answers.map((a) => a.code)).toEqual([RESULT.OK, RESULT.OK, RESULT.OK, RESULT.OK]);
    expect(new Set(answers.map((a) => a.data.endorsementNo)).size).toBe(1);
    for (const a of answers)
      expect((a.data.history as Array<{ status: string }>).map((h) => h.status)).toEqual([
        'applied',
        'approved',
        'effective',
      ]);
  });

  it('takes one plate per car: once its compulsory policy is endorsed, its commercial policy is registered too', async () => {
    const car = await anotherNewCar();
    const repo = createNewcarRepo(t.database.db);
    const uuid = await proven(car.dza);
    const first = await t.call(
      newcar.updateCorrect,
      { policyNo: car.dza.policyNo, licenseNo: '京A12345', confirmed: true },
      { uuid },
    );
    expect(first.code).toBe(RESULT.OK);
    expect((await repo.policy(car.daa.policyNo))?.licenseNo).toBe('京A12345');

    // The commercial policy is found (its session is proven) but refused as registered, and so is a second plate.
    const other = await t.newSession();
    const found = await t.call(
      newcar.queryCorrect,
      {
        policyNo: car.daa.policyNo,
        insuredIdentifyNo: car.daa.insuredIdNumber,
        code: await knownImageCode(other),
        prePic: 'nc',
      },
      { uuid: other },
    );
    expect(found.code).toBe(RESULT.REFUSED);
    expect(found.message).toMatch(/已登记车牌号.*无需补录/);
    const second = { policyNo: car.daa.policyNo, licenseNo: '京B67890', confirmed: true as const };
    const again = await t.call(newcar.updateCorrect, second, { uuid: other });
    expect(again.code).toBe(RESULT.REFUSED);
    expect(again.message).toMatch(/已登记车牌号.*无需补录/);

    // A row written before plates covered the whole car may lack the plate: the car's endorsement still refuses.
    await repo.setPlate(car.daa.policyNo, null);
    const stale = await t.call(newcar.updateCorrect, second, { uuid: other });
    expect(stale.code).toBe(RESULT.REFUSED);
    expect(stale.message).toMatch(/已登记车牌号.*无需补录/);
    expect(calls.map((c) => c.policyNo)).toEqual([car.dza.policyNo]);
    expect((await repo.policy(car.dza.policyNo))?.licenseNo).toBe('京A12345');
  });

  it('refuses a plate in use on another vehicle in force', async () => {
    const policy = (await anotherNewCar()).dza;
    const uuid = await proven(policy);
    const res = await t.call(
      newcar.updateCorrect,
      { policyNo: policy.policyNo, licenseNo: plated.licenseNo as string, confirmed: true },
      { uuid },
    );
    expect(res.code).toBe(RESULT.REFUSED);
    expect(res.message).toContain('其他有效保单');
    expect(calls).toHaveLength(0);
  });

  it.skipIf(!onPostgres)(
    'makes a car wait while another car is taking the same plate, then refuses it (PostgreSQL, read committed)',
    async () => {
      const [mine, theirs] = [await anotherNewCar(), await anotherNewCar()];
      const uuid = await proven(mine.dza);
      const plate = '京D13579';
      let submitted: Promise<TestAnswer> | undefined;
      // The other car's submission, half-way: it holds the plate, writes it and commits.
      await t.database.db.transaction(async (tx) => {
        const other = createNewcarRepo(tx as unknown as Db);
        await other.lockPlate(plate);
        submitted = t.call(
          newcar.updateCorrect,
          { policyNo: mine.dza.policyNo, licenseNo: plate, confirmed: true },
          { uuid },
        );
        // Without the lock ours would finish now, having found the plate free.
        await Promise.race([submitted, new Promise((resolve) => setTimeout(resolve, 2000))]);
        await other.setCarPlate(theirs.vin, plate);
      });
      const res = await (submitted as Promise<TestAnswer>);
      expect(res.code).toBe(RESULT.REFUSED);
      expect(res.message).toContain('其他有效保单');
      expect((await createNewcarRepo(t.database.db).policy(mine.dza.policyNo))?.licenseNo).toBeNull();
      expect(calls).toHaveLength(0);
    },
  );

  it('records the endorsement and says so when no policy system is connected, then finishes it on resubmission', async () => {
    const policy = newCars[3];
    const uuid = await proven(policy);
    t.deps.ports.policyEndorser = undefined;
    const input = { policyNo: policy.policyNo, licenseNo: '沪AD12345', confirmed: true as const };
    const pending = await t.call(newcar.updateCorrect, input, { uuid });
    expect(pending.code).toBe(RESULT.OK);
    expect(pending.data).toMatchObject({ status: 'approved', policyUpdated: false });
    expect(pending.data.message).toContain('重新查询');

    t.deps.ports.policyEndorser = fakeEndorser;
    endorserMode = 'down';
    const stillDown = await t.call(newcar.updateCorrect, input, { uuid });
    expect(stillDown.data).toMatchObject({ status: 'approved', policyUpdated: false });

    endorserMode = 'ok';
    const done = await t.call(newcar.updateCorrect, input, { uuid });
    expect(done.data).toMatchObject({
      status: 'effective',
      policyUpdated: true,
      endorsementNo: pending.data.endorsementNo,
    });
  });

  it('finishes an endorsement left approved by an outage when the customer comes back and queries the policy', async () => {
    const car = await anotherNewCar();
    const uuid = await proven(car.dza);
    endorserMode = 'down';
    const input = { policyNo: car.dza.policyNo, licenseNo: '京C24680', confirmed: true as const };
    const pending = await t.call(newcar.updateCorrect, input, { uuid });
    expect(pending.data).toMatchObject({ status: 'approved', policyUpdated: false });
    // Nothing retries by itself, so the customer is not told it will.
    expect(pending.data.message).not.toMatch(/自动/);
    expect(pending.data.message).toContain('重新查询');

    const query = async () => {
      const later = await t.newSession();
      const res = await t.call(
        newcar.queryCorrect,
        {
          policyNo: car.dza.policyNo,
          insuredIdentifyNo: car.dza.insuredIdNumber,
          code: await knownImageCode(later),
          prePic: 'nc',
        },
        { uuid: later },
      );
      return { res, later };
    };
    // Still down: the query says it is approved and not yet on the policy, not that nothing is needed.
    const stillDown = (await query()).res;
    expect(stillDown.code).toBe(RESULT.REFUSED);
    expect(stillDown.message).toContain('已核批');
    expect(calls).toHaveLength(0);

    endorserMode = 'ok';
    const back = await query();
    expect(calls).toEqual([
      expect.objectContaining({
        policyNo: car.dza.policyNo,
        licenseNo: '京C24680',
        endorsementNo: pending.data.endorsementNo,
        forSession: back.later,
      }),
    ]);
    expect(back.res.code).toBe(RESULT.REFUSED);
    expect(back.res.message).toMatch(/已登记车牌号.*无需补录/);
    // The endorsement took effect once: resubmitting answers it without a second call.
    const done = await t.call(newcar.updateCorrect, input, { uuid: back.later });
    expect(done.data).toMatchObject({ status: 'effective', policyUpdated: true });
    expect((done.data.history as Array<{ status: string }>).map((h) => h.status)).toEqual([
      'applied',
      'approved',
      'effective',
    ]);
    expect(calls).toHaveLength(1);
  });

  it('rejects the endorsement and frees the plate when the policy system refuses it', async () => {
    const car = await anotherNewCar();
    const policy = car.dza;
    const uuid = await proven(policy);
    endorserMode = 'refuse';
    const res = await t.call(
      newcar.updateCorrect,
      { policyNo: policy.policyNo, licenseNo: '粤B12345', confirmed: true },
      { uuid },
    );
    expect(res.code).toBe(RESULT.REFUSED);
    expect(res.message).toContain('正在批改中');
    const repo = createNewcarRepo(t.database.db);
    expect((await repo.policy(policy.policyNo))?.licenseNo).toBeNull();
    expect((await repo.policy(car.daa.policyNo))?.licenseNo).toBeNull();
  });

  it('works with the real policy endorser when the policy domain provides one', async () => {
    if (!realEndorser) return;
    t.deps.ports.policyEndorser = realEndorser;
    // A car of the book (the policy domain knows it) that no other test endorses: each car takes one plate.
    const policyRow = newCars[0];
    expect([newCars[1], newCars[3], newCars[6]].map((p) => p.vin)).not.toContain(policyRow.vin);
    const uuid = await proven(policyRow);
    const res = await t.call(
      newcar.updateCorrect,
      { policyNo: policyRow.policyNo, licenseNo: '京F0A1B2', confirmed: true },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.policyUpdated).toBe(true);
    // The success page links to the policy's endorsement details: the same session may read them straight away.
    const details = await t.call(policy.queryLEDInfo, { policyNo: policyRow.policyNo }, { uuid });
    expect(details.code).toBe(RESULT.OK);
    expect(details.data.endorse_Info).toEqual([
      expect.objectContaining({ endorsementNo: res.data.endorsementNo, content: expect.stringContaining('京F0A1B2') }),
    ]);
  });
});
