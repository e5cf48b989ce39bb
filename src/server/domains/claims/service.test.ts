import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STAGES } from '../../../shared/api/claims';
import { RESULT } from '../../../shared/result-codes';
import { DomainError } from '../../platform/errors';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { canMove, isFinished, pathTo } from './lifecycle';
import { createClaimablePlates } from './ports';
import { createClaimsRepo } from './repo';
import { createClaimsService } from './service';

/** Two connections at once need PostgreSQL: PGlite runs one transaction at a time. */
const onPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));

describe('claim lifecycle rules', () => {
  it('moves one stage at a time along the line', () => {
    for (let i = 0; i < CLAIM_STAGES.length - 1; i++) {
      expect(canMove(CLAIM_STAGES[i], CLAIM_STAGES[i + 1])).toBe(true);
      if (i + 2 < CLAIM_STAGES.length) expect(canMove(CLAIM_STAGES[i], CLAIM_STAGES[i + 2])).toBe(false);
    }
    expect(canMove('paid', 'reported')).toBe(false);
  });

  it('allows withdrawal only before the loss is approved and refusal only before approval', () => {
    expect(canMove('surveyed', 'withdrawn')).toBe(true);
    expect(canMove('lossApproved', 'withdrawn')).toBe(false);
    expect(canMove('reported', 'refused')).toBe(false);
    expect(canMove('adjusted', 'refused')).toBe(true);
    expect(canMove('approved', 'refused')).toBe(false);
    expect(canMove('refused', 'paid')).toBe(false);
  });

  it('finds a legal path to every end state', () => {
    for (const target of [...CLAIM_STAGES, 'withdrawn', 'refused'] as const) {
      const path = pathTo(target);
      expect(path[0]).toBe('reported');
      for (let i = 1; i < path.length; i++) expect(canMove(path[i - 1], path[i])).toBe(true);
    }
    expect(isFinished('paid') && isFinished('refused') && !isFinished('closed')).toBe(true);
  });
});

describe('advancing a stored claim', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it("gives a new car's claims the plate an endorsement added, and keeps the plate a claim was reported with", async () => {
    const repo = createClaimsRepo(t.database.db);
    const plated = (await repo.allClaims()).find((r) => r.kind === 'car' && r.licenseNo);
    if (!plated) throw new Error('demo has a car claim with a plate');
    // A claim reported on a new car before it had its plate.
    const { status: _s, assessedAmount: _a, paidAmount: _p, ...row } = plated;
    const registNo = `${plated.registNo.slice(0, -4)}9901`;
    const newCarPolicy = 'PDZA202611010000NEW01';
    await createClaimsService(t.deps).register({ ...row, registNo, policyNo: newCarPolicy, licenseNo: null }, [
      { role: 'insured', licenseNo: null, description: '新车', ownerName: row.insuredName, lossAmount: null },
    ]);
    await createClaimablePlates(t.database.db).plateAdded({
      policyNos: [newCarPolicy, plated.policyNo],
      licenseNo: '京A9X8Y7',
    });
    expect((await repo.claim(registNo))?.licenseNo).toBe('京A9X8Y7');
    expect((await repo.parties(registNo)).map((p) => p.licenseNo)).toEqual(['京A9X8Y7']);
    expect((await repo.claim(plated.registNo))?.licenseNo).toBe(plated.licenseNo);
  });

  it('records each step and refuses a jump, leaving the claim unchanged', async () => {
    const repo = createClaimsRepo(t.database.db);
    const claim = (await repo.allClaims()).find((r) => r.status === 'reported' && r.kind === 'car');
    if (!claim) throw new Error('demo has a reported car claim');
    const service = createClaimsService(t.deps);
    const at = new Date(claim.reportTime.getTime() + 3600_000);
    const jump = await service.advance(claim.registNo, { to: 'closed', at, office: '测试' }).catch((e) => e);
    expect(jump).toBeInstanceOf(DomainError);
    expect((jump as DomainError).code).toBe(RESULT.INVALID_INPUT);
    expect((await repo.claim(claim.registNo))?.status).toBe('reported');

    await service.advance(claim.registNo, { to: 'surveyed', at, office: '人保财险测试理赔中心' });
    await service.advance(claim.registNo, { to: 'assessed', at, office: '人保财险测试理赔中心', amount: '1234.00' });
    const after = await repo.claim(claim.registNo);
    expect(after?.status).toBe('assessed');
    expect(after?.assessedAmount).toBe('1234.00');
    const steps = await repo.steps(claim.registNo);
    expect(steps.map((s) => s.status)).toEqual(['reported', 'surveyed', 'assessed']);
    expect(steps[2].note).toContain('1,234.00元');
  });

  it.skipIf(!onPostgres)('moves a claim once when the same step arrives twice at once (PostgreSQL)', async () => {
    const repo = createClaimsRepo(t.database.db);
    const claim = (await repo.allClaims()).find((r) => r.status === 'reported');
    if (!claim) throw new Error('demo has another reported claim');
    const service = createClaimsService(t.deps);
    const step = { to: 'surveyed' as const, at: new Date(claim.reportTime.getTime() + 3600_000), office: '测试' };
    const outcomes = await Promise.allSettled([
      service.advance(claim.registNo, step),
      service.advance(claim.registNo, step),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(DomainError);
    expect((refused.reason as DomainError).message).toContain('不能变更为');
    expect((await repo.steps(claim.registNo)).map((s) => s.status)).toEqual(['reported', 'surveyed']);
  });
});
