import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { newcar } from '../../../shared/api/newcar';
import { RESULT } from '../../../shared/result-codes';
import { Refused } from '../../platform/errors';
import { hashSecret } from '../../platform/hashing';
import type { PolicyEndorser } from '../../platform/ports';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createNewcarRepo, type VehiclePolicyRow } from './repo';

/** How the fake policy system answers: takes the plate, is unreachable, or refuses it. */
export type EndorserMode = 'ok' | 'down' | 'refuse';

/**
 * The new-car API tests' app, one per test file (tests only): registers the
 * file's hooks and gives the book's new cars, a fake policy system that records
 * what it was asked (reset to answering before each test), and the steps a
 * customer takes before submitting a plate.
 */
export function newcarTestApp() {
  const calls: Parameters<PolicyEndorser['addLicensePlate']>[0][] = [];
  const fakeEndorser: PolicyEndorser = {
    async addLicensePlate(input) {
      if (kit.endorserMode === 'down') throw new Error('connection refused');
      if (kit.endorserMode === 'refuse') throw new Refused('保单系统：该保单正在批改中');
      calls.push(input);
    },
  };
  let extraCars = 0;

  const kit = {
    t: undefined as unknown as TestApp,
    /** The book's new cars' policies without a plate, and one with a plate. */
    newCars: [] as VehiclePolicyRow[],
    plated: undefined as unknown as VehiclePolicyRow,
    /** The policy domain's own endorser, when it provides one. */
    realEndorser: undefined as PolicyEndorser | undefined,
    fakeEndorser,
    endorserMode: 'ok' as EndorserMode,
    calls,
    repo: () => createNewcarRepo(kit.t.database.db),

    /** Shows an image to the session and replaces its answer with a known one (tests cannot read the image). */
    async knownImageCode(uuid: string, code = 'aB3d') {
      await kit.t.deps.store.set(
        `img:code:${uuid}`,
        JSON.stringify({ hash: hashSecret(kit.t.deps.config.appSecret, code), imageId: 'nc' }),
        300,
      );
      return code;
    },

    /** The policy query with a fresh image code read right, by `uuid`, as the customer `insuredIdentifyNo`. */
    async queryAs(
      uuid: string,
      policy: VehiclePolicyRow,
      insuredIdentifyNo = policy.insuredIdNumber,
      address?: string,
    ) {
      const code = await kit.knownImageCode(uuid);
      return kit.t.call(
        newcar.queryCorrect,
        { policyNo: policy.policyNo, insuredIdentifyNo, code, prePic: 'nc' },
        { uuid, address },
      );
    },

    /** A new session that has found `policy`, as the plate's submission requires. */
    async proven(policy: VehiclePolicyRow) {
      const uuid = await kit.t.newSession();
      expect((await kit.queryAs(uuid, policy)).code).toBe(RESULT.OK);
      return uuid;
    },

    /**
     * Another new car of a book customer, its compulsory (DZA) and commercial
     * (DAA) policies in force without a plate (or ending on the days `ends`
     * gives): for a test that needs a car no other test touches (the book has
     * only a few new cars).
     */
    async anotherNewCar(ends: { compulsory?: string; commercial?: string } = {}) {
      const n = String(++extraCars).padStart(9, '0');
      const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      const base = {
        ...kit.newCars[0],
        vin: `LSVTESTCA${n.slice(-8)}`,
        licenseNo: null,
        startDate: today,
        endDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
      };
      const dza = {
        ...base,
        policyNo: `PDZA20261101T${n}`,
        riskName: '机动车交通事故责任强制保险',
        endDate: ends.compulsory ?? base.endDate,
      };
      const daa = {
        ...base,
        policyNo: `PDAA20261101T${n}`,
        riskName: '机动车商业保险',
        endDate: ends.commercial ?? base.endDate,
      };
      await kit.repo().insertPolicies([dza, daa]);
      return { vin: base.vin, dza, daa };
    },
  };

  beforeAll(async () => {
    kit.t = await startTestApp();
    kit.realEndorser = kit.t.deps.ports.policyEndorser;
    const all = await kit.repo().newCarPolicies();
    kit.newCars = all.filter((p) => !p.licenseNo);
    kit.plated = all.find((p) => p.licenseNo) as VehiclePolicyRow;
  });
  afterAll(() => kit.t?.close());
  beforeEach(() => {
    kit.t.deps.ports.policyEndorser = fakeEndorser;
    kit.endorserMode = 'ok';
    calls.length = 0;
  });
  return kit;
}
