import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../../../shared/api/platform';
import { survey } from '../../../shared/api/survey';
import { RESULT } from '../../../shared/result-codes';
import { latestOutbox } from '../../platform/messaging';
import { createProofs } from '../../platform/proofs';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_SURVEY_ID } from './seed';
import { MY_RESULT_NEEDS_CODE } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const smsTo = async (mobile: string) => (await latestOutbox(t.database.db)).filter((m) => m.recipient === mobile);
const codeFor = async (mobile: string, address = '127.0.0.1') => {
  const uuid = await t.newSession(address);
  expect((await t.call(platform.getSMSCode, { mobile, purpose: 'survey' }, { uuid, address })).code).toBe(RESULT.OK);
  return t.lastSmsCode(mobile);
};

type Q = { id: number; kind: string; options: { code: string }[] };
const sheet = (questions: Q[]) =>
  questions.map((q) =>
    q.kind === 'text'
      ? { questionId: q.id, choices: [], text: '希望理赔再快一点' }
      : { questionId: q.id, choices: q.kind === 'multiple' ? ['A', 'B'] : ['A'], text: '' },
  );

describe('award questionnaire', () => {
  it('is open now and lists its questions of each kind', async () => {
    const sw = await t.call(survey.queryActivitySwitch, {});
    expect(sw.data).toMatchObject({ open: true, activityId: DEMO_SURVEY_ID, prizesLeft: 255, closedReason: '' });
    const info = await t.call(survey.queryQuestionInfo, { activityId: DEMO_SURVEY_ID });
    const kinds = (info.data.questions as Q[]).map((q) => q.kind);
    expect(kinds).toEqual(['single', 'single', 'multiple', 'single', 'text']);
  });

  it('says an ended activity is closed and serves no questions', async () => {
    const sw = await t.call(survey.queryActivitySwitch, { activityId: 'SUMMER2026' });
    expect(sw.data).toMatchObject({ open: false, closedReason: '活动已结束' });
    const info = await t.call(survey.queryQuestionInfo, { activityId: 'SUMMER2026' });
    expect(info.code).toBe(RESULT.SERVICE_OFF);
    const unknown = await t.call(survey.queryQuestionInfo, { activityId: 'NOPE' });
    expect(unknown.code).toBe(RESULT.NOT_FOUND);
  });

  it('takes one answer per mobile, awards a prize and texts its code', async () => {
    const mobile = '13512345678';
    const questions = (await t.call(survey.queryQuestionInfo, { activityId: DEMO_SURVEY_ID })).data.questions as Q[];
    expect((await t.call(survey.queryIsAnswer, { activityId: DEMO_SURVEY_ID, mobile })).data.answered).toBe(false);
    const code = await codeFor(mobile);
    const body = { activityId: DEMO_SURVEY_ID, mobile, smsValidCode: code, entryId: 'e1', answers: sheet(questions) };
    const res = await t.call(survey.submitQuestionnaire, body, { headOverrides: { requestId: 'req-survey-1' } });
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.ackNo).toMatch(/^WJ\d{14}$/);
    const prize = res.data.prize as { name: string; code: string };
    expect(prize.name).toMatch(/红包券/);
    expect(res.data.prizesLeft).toBe(254);
    expect(res.data.smsSent).toBe(true);
    const [sms] = await smsTo(mobile);
    expect(sms?.body).toContain(prize.code);
    // The threshold is on premium, as the order page applies it (a car order's vehicle tax does not count),
    // and written as every amount a customer reads is (moneyText), as the result page writes it.
    expect(sms?.body).toContain('30天内支付保费满100.00元的订单可用');
    // The prize is a real coupon in the winner's wallet, usable at order payment.
    const coupon = await t.deps.ports.couponWallet?.coupon(t.database.db, prize.code);
    expect(coupon).toMatchObject({ mobile, name: prize.name, minPremium: '100.00', usedAt: null, heldByOrder: null });

    const retry = await t.call(survey.submitQuestionnaire, body, { headOverrides: { requestId: 'req-survey-1' } });
    expect(retry.data).toMatchObject({ ackNo: res.data.ackNo, duplicate: true, prize });
    // The same session tapping again with a new requestId (its answer was lost on the way): its own sheet.
    const again = await t.call(survey.submitQuestionnaire, body);
    expect(again.data).toMatchObject({ ackNo: res.data.ackNo, duplicate: true, prize });
    // Any other session is refused, even one that proved the mobile with a code of its own (granted
    // here: a second code for the mobile takes a minute to ask for): one answer per mobile.
    const elsewhere = await t.newSession('10.4.0.9');
    await createProofs(t.deps.store).grant(elsewhere, `survey:${mobile}`);
    const refused = await t.call(survey.submitQuestionnaire, body, { uuid: elsewhere, address: '10.4.0.9' });
    expect(refused.code).toBe(RESULT.REFUSED);
    expect(refused.message).toMatch(/限答一次/);
    expect((await t.call(survey.queryIsAnswer, { activityId: DEMO_SURVEY_ID, mobile })).data.answered).toBe(true);
  });

  it('answers a retry only to the session that sent it, for the same mobile', async () => {
    const questions = (await t.call(survey.queryQuestionInfo, { activityId: DEMO_SURVEY_ID })).data.questions as Q[];
    const base = { activityId: DEMO_SURVEY_ID, entryId: '', answers: sheet(questions) };
    const sameId = { headOverrides: { requestId: 'req-chosen-by-client' } };
    const mobile = '13512341111';
    const sessionA = await t.newSession('10.4.0.1');
    const code = await codeFor(mobile, '10.4.0.1');
    const first = await t.call(
      survey.submitQuestionnaire,
      { ...base, mobile, smsValidCode: code },
      { uuid: sessionA, address: '10.4.0.1', ...sameId },
    );
    expect(first.code).toBe(RESULT.OK);
    const ackNo = first.data.ackNo as string;
    const prizeCode = (first.data.prize as { code: string }).code;
    const learnsNothing = (answer: { raw: string }) => {
      expect(answer.raw).not.toContain(ackNo);
      expect(answer.raw).not.toContain(prizeCode);
    };

    // Another session sending the same requestId is a new request: without a code it gets none of A's answer.
    const sessionB = await t.newSession('10.4.0.2');
    const other = '13512342222';
    const guessed = await t.call(
      survey.submitQuestionnaire,
      { ...base, mobile: other, smsValidCode: '000000' },
      { uuid: sessionB, address: '10.4.0.2', ...sameId },
    );
    expect(guessed.code).toBe(RESULT.WRONG_CODE);
    learnsNothing(guessed);
    // Nor whether the mobile answered at all: queryIsAnswer tells that, 30 times an hour.
    const sameMobile = await t.call(
      survey.submitQuestionnaire,
      { ...base, mobile, smsValidCode: '000000' },
      { uuid: sessionB, address: '10.4.0.2', ...sameId },
    );
    expect(sameMobile.code).toBe(RESULT.WRONG_CODE);
    learnsNothing(sameMobile);
    // ...and with its own mobile's code, its own answer is stored under that requestId as well.
    const codeB = await codeFor(other, '10.4.0.2');
    const own = await t.call(
      survey.submitQuestionnaire,
      { ...base, mobile: other, smsValidCode: codeB },
      { uuid: sessionB, address: '10.4.0.2', ...sameId },
    );
    expect(own.code).toBe(RESULT.OK);
    expect(own.data.duplicate).toBe(false);
    learnsNothing(own);

    // The same session reusing its requestId for another mobile is not a retry either.
    const reused = await t.call(
      survey.submitQuestionnaire,
      { ...base, mobile: '13512343333', smsValidCode: '000000' },
      { uuid: sessionA, address: '10.4.0.1', ...sameId },
    );
    expect(reused.code).toBe(RESULT.WRONG_CODE);
    learnsNothing(reused);
    // The very request again is answered with its first result.
    const retry = await t.call(
      survey.submitQuestionnaire,
      { ...base, mobile, smsValidCode: code },
      { uuid: sessionA, address: '10.4.0.1', ...sameId },
    );
    expect(retry.data).toMatchObject({ ackNo, duplicate: true, prize: first.data.prize });
  });

  it('shows a winner whose answer was lost their own result, once the mobile is proven', async () => {
    const questions = (await t.call(survey.queryQuestionInfo, { activityId: DEMO_SURVEY_ID })).data.questions as Q[];
    const mobile = '13512346666';
    // The sheet is stored with the session's proof (granted here: the mobile's one code a minute is the
    // other session's, below); its answer never reached the page.
    const sessionA = await t.newSession('10.4.1.1');
    await createProofs(t.deps.store).grant(sessionA, `survey:${mobile}`);
    const body = { activityId: DEMO_SURVEY_ID, mobile, smsValidCode: '000000', entryId: '', answers: sheet(questions) };
    const stored = await t.call(survey.submitQuestionnaire, body, { uuid: sessionA, address: '10.4.1.1' });
    expect(stored.code).toBe(RESULT.OK);
    const { ackNo, prize } = stored.data as { ackNo: string; prize: { code: string } };
    const mine = { activityId: DEMO_SURVEY_ID, mobile, smsValidCode: '' };

    // The session that stored it, after a reload: its proof stands, no code is asked.
    const again = await t.call(survey.queryMyResult, mine, { uuid: sessionA, address: '10.4.1.1' });
    expect(again.data).toMatchObject({ ackNo, duplicate: true, prize });

    // Another session typing the mobile learns nothing, not even that it answered, without the code.
    const sessionB = await t.newSession('10.4.1.2');
    const asB = { uuid: sessionB, address: '10.4.1.2' };
    const stranger = await t.call(survey.queryMyResult, mine, asB);
    expect({ code: stranger.code, message: stranger.message }).toEqual({
      code: RESULT.REFUSED,
      message: MY_RESULT_NEEDS_CODE,
    });
    expect(stranger.raw).not.toContain(ackNo);
    expect(stranger.raw).not.toContain(prize.code);
    const never = await t.call(survey.queryMyResult, { ...mine, mobile: '13512346667' }, asB);
    expect({ code: never.code, message: never.message }).toEqual({ code: stranger.code, message: stranger.message });
    const guessed = await t.call(survey.queryMyResult, { ...mine, smsValidCode: '000000' }, asB);
    expect(guessed.code).toBe(RESULT.WRONG_CODE);
    expect(guessed.raw).not.toContain(prize.code);
    // With the mobile's code (the winner on another phone, or after the proof's half hour): the result.
    const code = await codeFor(mobile, '10.4.1.2');
    const proven = await t.call(survey.queryMyResult, { ...mine, smsValidCode: code }, asB);
    expect(proven.data).toMatchObject({ ackNo, duplicate: true, prize });
    // A proven mobile that has not answered is told so.
    await createProofs(t.deps.store).grant(sessionB, 'survey:13512346668');
    const none = await t.call(survey.queryMyResult, { ...mine, mobile: '13512346668' }, asB);
    expect(none.code).toBe(RESULT.NOT_FOUND);
    const bad = await t.call(survey.queryMyResult, { ...mine, smsValidCode: '12' }, asB);
    expect({ code: bad.code, message: bad.message }).toEqual({
      code: RESULT.INVALID_INPUT,
      message: '请输入6位短信验证码',
    });
  });

  it('refuses an incomplete or wrong sheet before using the SMS code', async () => {
    const mobile = '13512340000';
    const questions = (await t.call(survey.queryQuestionInfo, { activityId: DEMO_SURVEY_ID })).data.questions as Q[];
    const code = await codeFor(mobile, '10.2.0.1');
    const base = { activityId: DEMO_SURVEY_ID, mobile, smsValidCode: code, entryId: '' };
    const full = sheet(questions);
    const cases: Array<[unknown[], string]> = [
      [full.slice(1), '请回答第1题'],
      [full.map((a, i) => (i === 0 ? { ...a, choices: ['A', 'B'] } : a)), '第1题只能选择一项'],
      [full.map((a, i) => (i === 2 ? { ...a, choices: ['A', 'B', 'C', 'D'] } : a)), '第3题最多选择3项'],
      [full.map((a, i) => (i === 1 ? { ...a, choices: ['Z'] } : a)), '第2题的选项不正确'],
      [full.map((a, i) => (i === 4 ? { ...a, text: '长'.repeat(201) } : a)), '第5题最多填写200字'],
      [[...full, { questionId: 999999, choices: ['A'], text: '' }], '答案与问卷题目不符'],
      [[], '请先作答'],
    ];
    for (const [answers, message] of cases) {
      const res = await t.call(survey.submitQuestionnaire, { ...base, answers } as never);
      expect(res.code, message).toBe(RESULT.INVALID_INPUT);
      expect(res.message).toBe(message);
    }
    // The code is still good: the optional text question may be left out.
    const ok = await t.call(survey.submitQuestionnaire, { ...base, answers: full.slice(0, 4) });
    expect(ok.code).toBe(RESULT.OK);
  });

  it('refuses a wrong SMS code and a bad mobile', async () => {
    const questions = (await t.call(survey.queryQuestionInfo, { activityId: DEMO_SURVEY_ID })).data.questions as Q[];
    const wrong = await t.call(survey.submitQuestionnaire, {
      activityId: DEMO_SURVEY_ID,
      mobile: '13512349999',
      smsValidCode: '123456',
      entryId: '',
      answers: sheet(questions),
    });
    expect(wrong.code).toBe(RESULT.WRONG_CODE);
    const bad = await t.call(survey.queryIsAnswer, { activityId: DEMO_SURVEY_ID, mobile: '2345' });
    expect(bad.message).toBe('请输入正确的手机号码');
  });

  it('limits how often a client asks whether a mobile answered', async () => {
    const address = '10.3.3.3';
    const uuid = await t.newSession(address);
    let last = '';
    for (let i = 0; i < 31; i++)
      last = (
        await t.call(
          survey.queryIsAnswer,
          { activityId: DEMO_SURVEY_ID, mobile: `1390000${String(i).padStart(4, '0')}` },
          { uuid, address },
        )
      ).code;
    expect(last).toBe(RESULT.TOO_MANY);
  });
});
