import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongCode } from '../../platform/errors';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createSurveyRepo, type PrizeRow } from './repo';
import { surveyPrize } from './schema';
import { DEMO_SURVEY_ID } from './seed';
import { createSurveyService, drawOrder } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const tier = (id: number, total: number, awarded = 0) =>
  ({ id, activityId: 'X', name: `${id}`, amount: '1.00', total, awarded }) as PrizeRow;

describe('prize draw order', () => {
  it('weights tiers by what they have left and lists each once', () => {
    const tiers = [tier(1, 10, 9), tier(2, 100)];
    expect(drawOrder(tiers, () => 0).map((t) => t.id)).toEqual([1, 2]);
    expect(drawOrder(tiers, () => 1).map((t) => t.id)).toEqual([2, 1]);
    expect(drawOrder([], () => 0)).toEqual([]);
  });
});

describe('a won prize and its coupon', () => {
  it('are stored together: a wallet that fails once leaves nothing, and the next submission has both', async () => {
    const db = t.database.db;
    const repo = createSurveyRepo(db);
    const wallet = t.deps.ports.couponWallet;
    if (!wallet) throw new Error('the promo domain provides the coupon wallet');
    let walletDown = true;
    const sent: string[] = [];
    const service = createSurveyService({
      repo,
      smsCodes: {
        async verify(_m, _p, code) {
          if (code !== '246810') throw new WrongCode();
        },
      },
      smsSender: { send: async (mobile) => void sent.push(mobile) },
      limiter: t.deps.limiter,
      proofs: t.deps.proofs,
      grantCoupon: async (tx, coupon) => {
        if (walletDown) {
          walletDown = false;
          throw new Error('the wallet is down');
        }
        await wallet.grant(tx, coupon);
      },
    });
    const questions = await repo.questions(DEMO_SURVEY_ID);
    const form = {
      activityId: DEMO_SURVEY_ID,
      mobile: '15811112222',
      smsValidCode: '246810',
      entryId: '',
      answers: questions.filter((q) => q.kind !== 'text').map((q) => ({ questionId: q.id, choices: ['A'], text: '' })),
    };
    const left = await repo.prizesLeft(DEMO_SURVEY_ID);
    expect(left).toBeGreaterThan(0);

    await expect(service.submit(form, { uuid: 'prize-session', requestId: 'try-1' })).rejects.toThrow();
    // Nothing of the failed attempt is kept: no answer, no prize taken from the pool, no text.
    expect(await repo.answered(DEMO_SURVEY_ID, form.mobile)).toBeUndefined();
    expect(await repo.prizesLeft(DEMO_SURVEY_ID)).toBe(left);
    expect(sent).toEqual([]);

    // The web client's next try carries a new requestId: it is a fresh submission and wins.
    const result = await service.submit(form, { uuid: 'prize-session', requestId: 'try-2' });
    expect(result.duplicate).toBe(false);
    expect(result.prize).not.toBeNull();
    expect(await repo.prizesLeft(DEMO_SURVEY_ID)).toBe(left - 1);
    const coupon = await wallet.coupon(db, result.prize?.code as string);
    expect(coupon).toMatchObject({ mobile: form.mobile, name: result.prize?.name, usedAt: null });
    expect(sent).toEqual([form.mobile]);
  });
});

describe('the prize pool under concurrent answers', () => {
  it('awards exactly what is in the pool to 100 simultaneous answerers', async () => {
    const db = t.database.db;
    const repo = createSurveyRepo(db);
    // Shrink the pool to 7 prizes over three tiers, so most of the 100 must miss.
    await db.execute(
      sql`update ${surveyPrize} set total = case when amount = 5 then 4 when amount = 10 then 2 else 1 end, awarded = 0 where activity_id = ${DEMO_SURVEY_ID}`,
    );
    const sent: string[] = [];
    const service = createSurveyService({
      repo,
      smsCodes: {
        async verify(_m, _p, code) {
          if (code !== '246810') throw new WrongCode();
        },
      },
      smsSender: { send: async (mobile) => void sent.push(mobile) },
      limiter: t.deps.limiter,
      proofs: t.deps.proofs,
    });
    const questions = await repo.questions(DEMO_SURVEY_ID);
    const answers = questions
      .filter((q) => q.kind !== 'text')
      .map((q) => ({ questionId: q.id, choices: ['A'], text: '' }));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        service.submit(
          {
            activityId: DEMO_SURVEY_ID,
            mobile: `1580000${String(i).padStart(4, '0')}`,
            smsValidCode: '246810',
            entryId: '',
            answers,
          },
          { uuid: 'u', requestId: `c-${i}` },
        ),
      ),
    );
    const winners = results.filter((r) => r.prize);
    expect(winners).toHaveLength(7);
    expect(new Set(winners.map((w) => w.prize?.code)).size).toBe(7);
    const pool = await repo.prizes(DEMO_SURVEY_ID);
    expect(pool.map((p) => p.awarded)).toEqual(pool.map((p) => p.total));
    expect(await repo.prizesLeft(DEMO_SURVEY_ID)).toBe(0);
    expect(sent).toHaveLength(100);
  });
});
