import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongCode } from '../../platform/errors';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createSurveyRepo, type PrizeRow } from './repo';
import { surveyPrize, surveyResponse } from './schema';
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

describe('the acknowledgement SMS', () => {
  it('says when it failed, and is sent again by the sweep, once, with the prize code', async () => {
    const repo = createSurveyRepo(t.database.db);
    let gatewayDown = true;
    const sent: { mobile: string; text: string }[] = [];
    const smsSender = {
      async send(mobile: string, text: string) {
        if (gatewayDown) throw new Error('SMS gateway answered 503');
        sent.push({ mobile, text });
      },
    };
    const service = createSurveyService({
      repo,
      smsCodes: { verify: async () => undefined },
      smsSender,
      limiter: t.deps.limiter,
      proofs: t.deps.proofs,
    });
    const questions = await repo.questions(DEMO_SURVEY_ID);
    const mobile = '15822223333';
    const form = {
      activityId: DEMO_SURVEY_ID,
      mobile,
      smsValidCode: '246810',
      entryId: '',
      answers: questions.filter((q) => q.kind !== 'text').map((q) => ({ questionId: q.id, choices: ['A'], text: '' })),
    };
    const result = await service.submit(form, { uuid: 'ack-session', requestId: 'ack-1' });
    // The page is told the SMS has not gone out, and so is the session's later look at its result.
    expect(result.smsSent).toBe(false);
    expect((await service.myResult({ ...form, smsValidCode: '' }, 'ack-session')).smsSent).toBe(false);

    // The gateway is back: the next sweep sends it, with the sheet's number and whatever it won.
    gatewayDown = false;
    expect(await service.resendAcknowledgements()).toBeGreaterThanOrEqual(1);
    const mine = sent.filter((m) => m.mobile === mobile);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain(`受理编号${result.ackNo}`);
    if (result.prize) expect(mine[0]?.text).toContain(`兑换码${result.prize.code}`);
    expect((await service.myResult({ ...form, smsValidCode: '' }, 'ack-session')).smsSent).toBe(true);
    // Sent once: later sweeps, even two at once, find nothing of it to send.
    await Promise.all([service.resendAcknowledgements(), service.resendAcknowledgements()]);
    expect(sent.filter((m) => m.mobile === mobile)).toHaveLength(1);
  });

  it('is left to the sender that holds it, and given up once its sheet is days old', async () => {
    const db = t.database.db;
    const repo = createSurveyRepo(db);
    const sent: string[] = [];
    const service = createSurveyService({
      repo,
      smsCodes: { verify: async () => undefined },
      smsSender: { send: async (mobile) => void sent.push(mobile) },
      limiter: t.deps.limiter,
      proofs: t.deps.proofs,
    });
    const questions = await repo.questions(DEMO_SURVEY_ID);
    const answers = questions
      .filter((q) => q.kind !== 'text')
      .map((q) => ({ questionId: q.id, choices: ['A'], text: '' }));
    const submit = (mobile: string) =>
      service.submit(
        { activityId: DEMO_SURVEY_ID, mobile, smsValidCode: '246810', entryId: '', answers },
        { uuid: 'held', requestId: '' },
      );
    // Two sheets whose acknowledgements did not go out (marked unsent here): one still held by the
    // request sending it, one stored four days ago.
    await submit('15833334444');
    await submit('15833335555');
    await db.execute(
      sql`update ${surveyResponse} set ack_sent_at = null, ack_claimed_until = now() + interval '1 minute' where mobile = '15833334444'`,
    );
    await db.execute(
      sql`update ${surveyResponse} set ack_sent_at = null, ack_claimed_until = null, created_at = now() - interval '4 days' where mobile = '15833335555'`,
    );
    sent.length = 0;
    await service.resendAcknowledgements();
    expect(sent).toEqual([]);
    // The hold runs out (its sender died): the sweep sends it.
    await db.execute(
      sql`update ${surveyResponse} set ack_claimed_until = now() - interval '1 second' where mobile = '15833334444'`,
    );
    await service.resendAcknowledgements();
    expect(sent).toEqual(['15833334444']);
  });
});
