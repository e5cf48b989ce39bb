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
