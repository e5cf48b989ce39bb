import { describe, expect, it } from 'vitest';
import { newcar } from '../../../shared/api/newcar';
import { HOTLINE } from '../../../shared/constants';
import { RESULT } from '../../../shared/result-codes';
import type { Db } from '../../db/client';
import type { TestAnswer } from '../../testing/test-app';
import { createNewcarRepo } from './repo';
import { newcarTestApp } from './test-kit';

/** Two connections at once need PostgreSQL: PGlite runs one transaction at a time. */
const onPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));

// What makes a plate the car's: both its policies take it once, no other car in
// force may hold it, and the policy system's outage or refusal leaves nothing half-done.
const kit = newcarTestApp();

describe('the plate of a car', () => {
  it('takes one plate per car: once its compulsory policy is endorsed, its commercial policy is registered too', async () => {
    const car = await kit.anotherNewCar();
    const repo = kit.repo();
    const uuid = await kit.proven(car.dza);
    const first = await kit.t.call(
      newcar.updateCorrect,
      { policyNo: car.dza.policyNo, licenseNo: '京A12345', confirmed: true },
      { uuid },
    );
    expect(first.code).toBe(RESULT.OK);
    expect((await repo.policy(car.daa.policyNo))?.licenseNo).toBe('京A12345');

    // The commercial policy is found (its session is proven) but refused as registered, and so is a second plate.
    const other = await kit.t.newSession();
    const found = await kit.queryAs(other, car.daa);
    expect(found.code).toBe(RESULT.REFUSED);
    expect(found.message).toMatch(/已登记车牌号.*无需补录/);
    // A wrong plate is not corrected here: the refusal says where it is.
    expect(found.message).toContain(`如车牌号有误，请拨打${HOTLINE}申请批改`);
    const second = { policyNo: car.daa.policyNo, licenseNo: '京B67890', confirmed: true as const };
    const again = await kit.t.call(newcar.updateCorrect, second, { uuid: other });
    expect(again.code).toBe(RESULT.REFUSED);
    expect(again.message).toMatch(/已登记车牌号.*无需补录/);

    // A row written before plates covered the whole car may lack the plate: the car's endorsement still refuses.
    await repo.setPlate(car.daa.policyNo, null);
    const stale = await kit.t.call(newcar.updateCorrect, second, { uuid: other });
    expect(stale.code).toBe(RESULT.REFUSED);
    expect(stale.message).toMatch(/已登记车牌号.*无需补录/);
    expect(kit.calls.map((c) => c.policyNo)).toEqual([car.dza.policyNo]);
    expect((await repo.policy(car.dza.policyNo))?.licenseNo).toBe('京A12345');
  });

  it('names the policies of the car that now carry the plate, so a page keeping a list of them can show it', async () => {
    const car = await kit.anotherNewCar();
    const uuid = await kit.proven(car.daa);
    const input = { policyNo: car.daa.policyNo, licenseNo: '京E97531', confirmed: true as const };
    kit.endorserMode = 'down';
    const pending = await kit.t.call(newcar.updateCorrect, input, { uuid });
    // Not on the policies yet: nothing a list shows has changed.
    expect(pending.data).toMatchObject({ policyUpdated: false, updatedPolicyNos: [] });
    kit.endorserMode = 'ok';
    const done = await kit.t.call(newcar.updateCorrect, input, { uuid });
    expect(done.data).toMatchObject({ policyUpdated: true });
    expect([...(done.data.updatedPolicyNos as string[])].sort()).toEqual([car.daa.policyNo, car.dza.policyNo].sort());
    // Answered again once effective, it names them again.
    const again = await kit.t.call(newcar.updateCorrect, input, { uuid });
    expect([...(again.data.updatedPolicyNos as string[])].sort()).toEqual([car.daa.policyNo, car.dza.policyNo].sort());
  });

  it('takes the plate through the commercial part when the compulsory part looked up has lapsed, and says so', async () => {
    const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    const car = await kit.anotherNewCar({ compulsory: yesterday });
    const uuid = await kit.t.newSession();
    const found = await kit.queryAs(uuid, car.dza);
    expect(found.code).toBe(RESULT.OK);
    const shown = found.data.policy as { policyNo: string; note?: string };
    expect(shown.policyNo).toBe(car.daa.policyNo);
    expect(shown.note).toContain(`交强险保单${car.dza.policyNo}已于${yesterday}到期`);
    expect(shown.note).toContain(`商业险保单${car.daa.policyNo}补录车牌号`);

    const res = await kit.t.call(
      newcar.updateCorrect,
      { policyNo: car.daa.policyNo, licenseNo: '京L7P2X9', confirmed: true },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    // Only the part in force is endorsed and named; the lapsed contract keeps what it said.
    expect(res.data.updatedPolicyNos).toEqual([car.daa.policyNo]);
    expect((await kit.repo().policy(car.daa.policyNo))?.licenseNo).toBe('京L7P2X9');
    expect((await kit.repo().policy(car.dza.policyNo))?.licenseNo).toBeNull();
  });

  it('still refuses a car none of whose parts is in force', async () => {
    const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    const car = await kit.anotherNewCar({ compulsory: yesterday, commercial: yesterday });
    const found = await kit.queryAs(await kit.t.newSession(), car.dza);
    expect(found.code).toBe(RESULT.REFUSED);
    expect(found.message).toBe('该保单已过保险期间，不能补录车牌号');
  });

  it('refuses a plate in use on another vehicle in force', async () => {
    const policy = (await kit.anotherNewCar()).dza;
    const uuid = await kit.proven(policy);
    const res = await kit.t.call(
      newcar.updateCorrect,
      { policyNo: policy.policyNo, licenseNo: kit.plated.licenseNo as string, confirmed: true },
      { uuid },
    );
    expect(res.code).toBe(RESULT.REFUSED);
    expect(res.message).toContain('其他有效保单');
    expect(kit.calls).toHaveLength(0);
  });

  it.skipIf(!onPostgres)(
    'makes a car wait while another car is taking the same plate, then refuses it (PostgreSQL, read committed)',
    async () => {
      const [mine, theirs] = [await kit.anotherNewCar(), await kit.anotherNewCar()];
      const uuid = await kit.proven(mine.dza);
      const plate = '京D13579';
      let submitted: Promise<TestAnswer> | undefined;
      // The other car's submission, half-way: it holds the plate, writes it and commits.
      await kit.t.database.db.transaction(async (tx) => {
        const other = createNewcarRepo(tx as unknown as Db);
        await other.lockPlate(plate);
        submitted = kit.t.call(
          newcar.updateCorrect,
          { policyNo: mine.dza.policyNo, licenseNo: plate, confirmed: true },
          { uuid },
        );
        // Without the lock ours would finish now, having found the plate free.
        await Promise.race([submitted, new Promise((resolve) => setTimeout(resolve, 2000))]);
        await other.setCarPlate(theirs.vin, plate, theirs.dza.startDate);
      });
      const res = await (submitted as Promise<TestAnswer>);
      expect(res.code).toBe(RESULT.REFUSED);
      expect(res.message).toContain('其他有效保单');
      expect((await kit.repo().policy(mine.dza.policyNo))?.licenseNo).toBeNull();
      expect(kit.calls).toHaveLength(0);
    },
  );

  it('records the endorsement and says so when no policy system is connected, then finishes it on resubmission', async () => {
    const policy = kit.newCars[3];
    const uuid = await kit.proven(policy);
    kit.t.deps.ports.policyEndorser = undefined;
    const input = { policyNo: policy.policyNo, licenseNo: '沪AD12345', confirmed: true as const };
    const pending = await kit.t.call(newcar.updateCorrect, input, { uuid });
    expect(pending.code).toBe(RESULT.OK);
    expect(pending.data).toMatchObject({ status: 'approved', policyUpdated: false });
    expect(pending.data.message).toContain('重新查询');

    kit.t.deps.ports.policyEndorser = kit.fakeEndorser;
    kit.endorserMode = 'down';
    const stillDown = await kit.t.call(newcar.updateCorrect, input, { uuid });
    expect(stillDown.data).toMatchObject({ status: 'approved', policyUpdated: false });

    kit.endorserMode = 'ok';
    const done = await kit.t.call(newcar.updateCorrect, input, { uuid });
    expect(done.data).toMatchObject({
      status: 'effective',
      policyUpdated: true,
      endorsementNo: pending.data.endorsementNo,
    });
  });

  it('finishes an endorsement left approved by an outage when the customer comes back and queries the policy', async () => {
    const car = await kit.anotherNewCar();
    const uuid = await kit.proven(car.dza);
    kit.endorserMode = 'down';
    const input = { policyNo: car.dza.policyNo, licenseNo: '京C24680', confirmed: true as const };
    const pending = await kit.t.call(newcar.updateCorrect, input, { uuid });
    expect(pending.data).toMatchObject({ status: 'approved', policyUpdated: false });
    // Nothing retries by itself, so the customer is not told it will.
    expect(pending.data.message).not.toMatch(/自动/);
    expect(pending.data.message).toContain('重新查询');

    const query = async () => {
      const later = await kit.t.newSession();
      return { res: await kit.queryAs(later, car.dza), later };
    };
    // Still down: the query says it is approved and not yet on the policy, not that nothing is needed.
    const stillDown = (await query()).res;
    expect(stillDown.code).toBe(RESULT.REFUSED);
    expect(stillDown.message).toContain('已核批');
    expect(kit.calls).toHaveLength(0);

    kit.endorserMode = 'ok';
    const back = await query();
    expect(kit.calls).toEqual([
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
    const done = await kit.t.call(newcar.updateCorrect, input, { uuid: back.later });
    expect(done.data).toMatchObject({ status: 'effective', policyUpdated: true });
    expect((done.data.history as Array<{ status: string }>).map((h) => h.status)).toEqual([
      'applied',
      'approved',
      'effective',
    ]);
    expect(kit.calls).toHaveLength(1);
  });

  it('rejects the endorsement and frees the plate when the policy system refuses it', async () => {
    const car = await kit.anotherNewCar();
    const policy = car.dza;
    const uuid = await kit.proven(policy);
    kit.endorserMode = 'refuse';
    const res = await kit.t.call(
      newcar.updateCorrect,
      { policyNo: policy.policyNo, licenseNo: '粤B12345', confirmed: true },
      { uuid },
    );
    expect(res.code).toBe(RESULT.REFUSED);
    expect(res.message).toContain('正在批改中');
    const repo = kit.repo();
    expect((await repo.policy(policy.policyNo))?.licenseNo).toBeNull();
    expect((await repo.policy(car.daa.policyNo))?.licenseNo).toBeNull();
  });
});
