import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STAGES, claims } from '../../../shared/api/claims';
import { RESULT } from '../../../shared/result-codes';
import { makeCreditCode } from '../../../shared/rules/credit-code';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createClaimsRepo } from './repo';
import { claim, claimablePolicy } from './schema';
import { DEMO_TARGETS } from './seed';

let t: TestApp;
let rows: Awaited<ReturnType<ReturnType<typeof createClaimsRepo>['allClaims']>>;
beforeAll(async () => {
  t = await startTestApp();
  rows = await createClaimsRepo(t.database.db).allClaims();
});
afterAll(() => t?.close());

const carClaim = (status: string) => rows.find((r) => r.kind === 'car' && r.status === status) as (typeof rows)[number];
const noCarClaim = (status: string) =>
  rows.find((r) => r.kind === 'noncar' && r.status === status) as (typeof rows)[number];

/** Makes the insured of a claim's policy someone else, as the policy was written. */
async function insureAs(c: (typeof rows)[number], insuredName: string, insuredIdNumber: string) {
  const db = t.database.db;
  await db
    .update(claimablePolicy)
    .set({ insuredName, insuredIdNumber })
    .where(eq(claimablePolicy.policyNo, c.policyNo));
  await db.update(claim).set({ insuredName, insuredIdNumber }).where(eq(claim.policyNo, c.policyNo));
}

describe('demo claims', () => {
  it('cover every status for car and non-car policies', () => {
    for (const status of DEMO_TARGETS) {
      expect(carClaim(status), `car ${status}`).toBeTruthy();
      expect(noCarClaim(status), `noncar ${status}`).toBeTruthy();
    }
  });
});

describe('car claims', () => {
  it('lists the claims of a policy to its insured, masked', async () => {
    const c = carClaim('paid');
    const uuid = await t.newSession();
    const res = await t.call(
      claims.queryCarClaim,
      { policyNo: c.policyNo, identifyNumber: c.insuredIdNumber },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    const list = res.data.list as Array<Record<string, unknown>>;
    expect(list.map((x) => x.registNo)).toContain(c.registNo);
    const mine = list.find((x) => x.registNo === c.registNo) as Record<string, unknown>;
    expect(mine.insuredName).toBe(`${c.insuredName[0]}${'*'.repeat(c.insuredName.length - 1)}`);
    expect(mine.licenseNo).toMatch(/^.{2}\*+.{2}$/);
    expect(res.raw).not.toContain(c.insuredIdNumber);
    expect(res.raw).not.toContain(c.licenseNo as string);
  });

  it('shows the whole progress of a paid claim, in order, with amounts and parties', async () => {
    const c = carClaim('paid');
    const uuid = await t.newSession();
    await t.call(claims.queryCarClaim, { policyNo: c.policyNo, identifyNumber: c.insuredIdNumber }, { uuid });
    const res = await t.call(claims.queryClaimSchedleInfo, { registNo: c.registNo }, { uuid });
    expect(res.code).toBe(RESULT.OK);
    const steps = res.data.steps as Array<{ status: string; at: string; note: string }>;
    expect(steps.map((s) => s.status)).toEqual([...CLAIM_STAGES]);
    expect([...steps].sort((a, b) => a.at.localeCompare(b.at))).toEqual(steps);
    // Written as the customer reads amounts: thousands grouped (赔款3,900.00元).
    expect(steps.at(-1)?.note).toContain(
      `${Number(res.data.paidAmount).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}元`,
    );
    expect(res.data.paidAmount).toMatch(/^\d+\.\d{2}$/);
    expect(res.data.hotline).toBe('95518');
    const parties = res.data.parties as Array<{ role: string; ownerName: string }>;
    expect(parties[0].role).toBe('insured');
    expect(parties.every((p) => p.ownerName.includes('*') || p.ownerName.endsWith('公司'))).toBe(true);
  });

  it('ends a withdrawn claim early and keeps the paid amount empty', async () => {
    const c = carClaim('withdrawn');
    const uuid = await t.newSession();
    await t.call(claims.queryCarClaim, { policyNo: c.policyNo, identifyNumber: c.insuredIdNumber }, { uuid });
    const res = await t.call(claims.queryClaimSchedleInfo, { registNo: c.registNo }, { uuid });
    expect((res.data.steps as Array<{ status: string }>).map((s) => s.status)).toEqual([
      'reported',
      'surveyed',
      'withdrawn',
    ]);
    expect(res.data.paidAmount).toBeNull();
  });

  it('refuses the progress to a session that has not proven the policy', async () => {
    const c = carClaim('closed');
    const res = await t.call(claims.queryClaimSchedleInfo, { registNo: c.registNo }, { uuid: await t.newSession() });
    expect(res.code).toBe(RESULT.REFUSED);
    expect(res.raw).not.toContain(c.accidentDesc);
  });

  it('does not give a car claim through the non-car progress call', async () => {
    const c = carClaim('closed');
    const uuid = await t.newSession();
    await t.call(claims.queryCarClaim, { policyNo: c.policyNo, identifyNumber: c.insuredIdNumber }, { uuid });
    expect((await t.call(claims.getClaimSchedle, { registNo: c.registNo }, { uuid })).code).toBe(RESULT.REFUSED);
  });

  it('answers a wrong ID number with not found', async () => {
    const c = carClaim('reported');
    const other = rows.find((r) => r.insuredIdNumber !== c.insuredIdNumber) as (typeof rows)[number];
    const res = await t.call(claims.queryCarClaim, { policyNo: c.policyNo, identifyNumber: other.insuredIdNumber });
    expect(res.code).toBe(RESULT.NOT_FOUND);
    expect(res.message).toMatch(/保单/);
  });

  it('refuses bad input with a Chinese message', async () => {
    const res = await t.call(claims.queryCarClaim, { policyNo: 'PDAA123', identifyNumber: '110101199001011234' });
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe('请输入正确的保单号');
    const bad = await t.call(claims.queryClaimSchedleInfo, { registNo: "'; drop table" });
    expect(bad.code).toBe(RESULT.INVALID_INPUT);
  });

  it('locks a client out after repeated misses, even for the right identity', async () => {
    const c = carClaim('approved');
    const address = '10.9.8.7';
    const uuid = await t.newSession(address);
    for (let i = 0; i < 10; i++)
      await t.call(
        claims.queryCarClaim,
        { policyNo: c.policyNo, identifyNumber: '11010519491231002X' },
        { uuid, address },
      );
    const res = await t.call(
      claims.queryCarClaim,
      { policyNo: c.policyNo, identifyNumber: c.insuredIdNumber },
      { uuid, address },
    );
    expect(res.code).toBe(RESULT.TOO_MANY);
    expect(res.message).toContain('95518');
  });
});

describe('car claims of owners without a resident ID', () => {
  it('finds the claims of a company-owned car by its unified social credit code', async () => {
    const c = carClaim('closed');
    const code = makeCreditCode('91110105MA01ABCD2');
    await insureAs(c, '北京顺达汽车租赁有限公司', code);
    const typed = `${code.slice(0, 9).toLowerCase()} ${code.slice(9)}`;
    const res = await t.call(claims.queryCarClaim, { policyNo: c.policyNo, identifyType: '31', identifyNumber: typed });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.list as Array<{ registNo: string }>).map((x) => x.registNo)).toContain(c.registNo);
    expect(res.raw).not.toContain(code);
  });

  it('masks a company insured as a company, keeping its start and legal form', async () => {
    const c = carClaim('lossApproved');
    const code = makeCreditCode('91110105MA01EFGH3');
    await insureAs(c, '北京顺达汽车租赁有限公司', code);
    const res = await t.call(claims.queryCarClaim, { policyNo: c.policyNo, identifyType: '31', identifyNumber: code });
    expect(res.code).toBe(RESULT.OK);
    const mine = (res.data.list as Array<{ registNo: string; insuredName: string }>).find(
      (x) => x.registNo === c.registNo,
    );
    expect(mine?.insuredName).toBe('北京******有限公司');
    expect(res.raw).not.toContain('顺达');
  });

  it('finds the claims of a passport holder', async () => {
    const c = carClaim('assessed');
    await insureAs(c, 'JOHN SMITH', 'E12345678');
    const res = await t.call(claims.queryCarClaim, {
      policyNo: c.policyNo,
      identifyType: '03',
      identifyNumber: 'e12345678',
    });
    expect(res.code).toBe(RESULT.OK);
  });

  it('finds the claims of a Hong Kong card holder however the check digit is written, and refuses a wrong one', async () => {
    const c = carClaim('surveyed');
    const query = (identifyNumber: string) =>
      t.call(claims.queryCarClaim, { policyNo: c.policyNo, identifyType: '07', identifyNumber });
    // The record as the card prints it; the customer types it with full-width brackets, or none.
    await insureAs(c, '陈大文', 'A123456(3)');
    for (const typed of ['A123456(3)', 'A1234563', 'a123456（3）'])
      expect((await query(typed)).code, typed).toBe(RESULT.OK);
    // The record without brackets; the customer types them.
    await insureAs(c, '陈大文', 'A1234563');
    expect((await query('A123456(3)')).code).toBe(RESULT.OK);
    const wrong = await query('A123456(7)');
    expect(wrong.code).toBe(RESULT.INVALID_INPUT);
    expect(wrong.message).toBe('请输入正确的港澳居民身份证号码');
  });

  it.each([
    ['a wrong check character', '31', '91110105MA01ABCD2Z', '请输入正确的统一社会信用代码'],
    ['a credit code sent as a resident ID', '01', makeCreditCode('91110105MA01ABCD2'), '请输入正确的身份证号码'],
    ['no number', '31', '', '请输入统一社会信用代码'],
    ['an unknown type', '88', 'E12345678', '请选择证件类型'],
  ])('refuses %s with its Chinese message', async (_case, identifyType, identifyNumber, message) => {
    const c = carClaim('reported');
    const res = await t.call(claims.queryCarClaim, { policyNo: c.policyNo, identifyType, identifyNumber } as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });
});

describe('third parties', () => {
  it('shows a company third party masked as a company, not as a person', async () => {
    const repo = createClaimsRepo(t.database.db);
    let found: { c: (typeof rows)[number]; owner: string } | undefined;
    for (const c of rows.filter((r) => r.kind === 'car')) {
      // Not one whose insured the tests above have made someone else.
      if ((await repo.claim(c.registNo))?.insuredIdNumber !== c.insuredIdNumber) continue;
      const third = (await repo.parties(c.registNo)).find(
        (p) => p.role === 'third' && p.ownerName.endsWith('有限公司'),
      );
      if (third) {
        found = { c, owner: third.ownerName };
        break;
      }
    }
    if (!found) throw new Error('the demo has no car claim with a company third party');
    const { c, owner } = found;
    const uuid = await t.newSession();
    await t.call(claims.queryCarClaim, { policyNo: c.policyNo, identifyNumber: c.insuredIdNumber }, { uuid });
    const res = await t.call(claims.queryClaimSchedleInfo, { registNo: c.registNo }, { uuid });
    expect(res.code).toBe(RESULT.OK);
    const third = (res.data.parties as Array<{ role: string; ownerName: string }>).find((p) => p.role === 'third');
    // 北京市物业管理有限公司 → 北京*****有限公司: the start and the legal form, the middle hidden.
    const head = Array.from(owner.slice(0, -'有限公司'.length));
    expect(third?.ownerName).toBe(`${head.slice(0, 2).join('')}${'*'.repeat(head.length - 2)}有限公司`);
    expect(res.raw).not.toContain(owner);
  });
});

describe('non-car claims of insured without a resident ID', () => {
  /** Asks for the non-car claims of `c`'s policy, its insured made `name` holding `stored`, typed as `typed`. */
  async function queryAs(c: (typeof rows)[number], name: string, stored: string, identifyType: string, typed: string) {
    await insureAs(c, name, stored);
    return t.call(claims.queryNoCarClaim, {
      policyNo: c.policyNo,
      insuredName: name,
      identifyType,
      identifyNumber: typed,
    });
  }

  it('finds the claims of a passport holder, and of a 港澳居民来往内地通行证 holder', async () => {
    const c = noCarClaim('surveyed');
    const passport = await queryAs(c, 'JOHN SMITH', 'E12345678', '03', 'e1234 5678');
    expect(passport.code).toBe(RESULT.OK);
    expect((passport.data.list as Array<{ registNo: string }>).map((x) => x.registNo)).toContain(c.registNo);
    expect(passport.raw).not.toContain('E12345678');
    expect((await queryAs(c, '陈大文', 'H12345678', '25', 'h12345678')).code).toBe(RESULT.OK);
  });

  it('matches a Hong Kong card however its check digit is written', async () => {
    const c = noCarClaim('assessed');
    for (const typed of ['A1234563', 'a123456（3）'])
      expect((await queryAs(c, '陈小文', 'A123456(3)', '07', typed)).code, typed).toBe(RESULT.OK);
  });

  it.each([
    [
      'a passport number sent as a resident ID (no type: an old caller)',
      undefined,
      'E12345678',
      '请输入正确的身份证号码',
    ],
    ['a wrong Hong Kong check digit', '07', 'A123456(7)', '请输入正确的港澳居民身份证号码'],
    ['an unknown type', '88', 'E12345678', '请选择证件类型'],
  ])('refuses %s with its Chinese message', async (_case, identifyType, identifyNumber, message) => {
    const c = noCarClaim('reported');
    const res = await t.call(claims.queryNoCarClaim, {
      policyNo: c.policyNo,
      insuredName: c.insuredName,
      identifyNumber,
      ...(identifyType === undefined ? {} : { identifyType }),
    } as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });
});

describe('non-car claims', () => {
  it('lists by policy, insured name and ID, and narrows to one claim number', async () => {
    const c = noCarClaim('adjusted');
    const uuid = await t.newSession();
    const input = { policyNo: c.policyNo, insuredName: c.insuredName, identifyNumber: c.insuredIdNumber };
    const all = await t.call(claims.queryNoCarClaim, input, { uuid });
    expect(all.code).toBe(RESULT.OK);
    const one = await t.call(claims.queryNoCarClaim, { ...input, registNo: c.registNo }, { uuid });
    expect((one.data.list as unknown[]).length).toBe(1);
    const none = await t.call(
      claims.queryNoCarClaim,
      { ...input, registNo: `REAK20261101${'9'.repeat(10)}` },
      { uuid },
    );
    expect(none.code).toBe(RESULT.NOT_FOUND);
    const detail = await t.call(claims.getClaimSchedle, { registNo: c.registNo }, { uuid });
    expect(detail.code).toBe(RESULT.OK);
    expect(detail.data.status).toBe('adjusted');
    expect(detail.data.parties).toEqual([]);
    expect((detail.data.steps as unknown[]).length).toBe(5);
  });

  it('refuses a car policy number as input, saying so, rather than answering not found', async () => {
    const c = carClaim('paid');
    const res = await t.call(claims.queryNoCarClaim, {
      policyNo: c.policyNo,
      insuredName: c.insuredName,
      identifyNumber: c.insuredIdNumber,
    });
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe('请输入正确的非车险保单号');
  });

  it('needs the insured name to match', async () => {
    const c = noCarClaim('paid');
    const res = await t.call(claims.queryNoCarClaim, {
      policyNo: c.policyNo,
      insuredName: c.insuredName === '张三' ? '李四' : '张三',
      identifyNumber: c.insuredIdNumber,
    });
    expect(res.code).toBe(RESULT.NOT_FOUND);
  });
});
