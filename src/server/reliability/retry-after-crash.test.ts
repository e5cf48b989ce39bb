import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaint, quickComplaint } from '../../shared/api/complaint';
import { platform } from '../../shared/api/platform';
import { promo } from '../../shared/api/promo';
import { survey } from '../../shared/api/survey';
import { RESULT } from '../../shared/result-codes';
import { contentHash } from '../domains/complaint/submission';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The two defects durability.test.ts found, pinned down on the default
 * database so every CI pass checks them (the durability test itself needs
 * PostgreSQL): what a crashed attempt leaves behind must not refuse the retry
 * of the same request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('a retry after the first attempt died', () => {
  it('files a complaint whose dead attempt still holds the in-flight lock', async () => {
    const address = '10.61.0.1';
    const uuid = await t.newSession(address);
    const form = {
      type: 'quick' as const,
      name: '王小明',
      sex: '1',
      cityCode: '11010000',
      phoneNumber: '13966660001',
      callBackTime: '11111',
      content: '服务器在我提交时重启了。',
      email: '',
    };
    // What a process killed between taking the lock and storing leaves in the store:
    // the lock names its request, the session's own request id.
    const hash = contentHash('quick', form.phoneNumber, quickComplaint.parse(form));
    await t.deps.store.setIfAbsent(`complaint:submitting:${hash}`, `${uuid}:req-dead-1`, 30);

    const retry = await t.call(complaint.submitComplaint, form, {
      uuid,
      address,
      headOverrides: { requestId: 'req-dead-1' },
    });
    expect(retry.code, retry.message).toBe(RESULT.OK);
    expect(retry.data.duplicate).toBe(false);

    // A different request with the same content is still a duplicate of the stored one.
    const again = await t.call(complaint.submitComplaint, form, { uuid, address });
    expect(again.data).toMatchObject({ ackNo: retry.data.ackNo, duplicate: true });
  });

  it('answers a coupon claim retried with its used code in the session that proved the mobile', async () => {
    const address = '10.61.0.2';
    const uuid = await t.newSession(address);
    const mobile = '13966660002';
    const campaignId = (await t.call(promo.couponCampaign, {}, { uuid, address })).data.campaignId as string;
    expect((await t.call(platform.getSMSCode, { mobile, purpose: 'activity' }, { uuid, address })).code).toBe(
      RESULT.OK,
    );
    const code = await t.lastSmsCode(mobile);
    const body = { campaignId, mobile, smsValidCode: code };
    const first = await t.call(promo.claimCoupon, body, { uuid, address, headOverrides: { requestId: 'req-c-1' } });
    expect(first.code, first.message).toBe(RESULT.OK);

    // The answer was lost; the client sends the same request again.
    const retry = await t.call(promo.claimCoupon, body, { uuid, address, headOverrides: { requestId: 'req-c-1' } });
    expect(retry.code, retry.message).toBe(RESULT.OK);
    expect(retry.data).toMatchObject({ duplicate: true, coupon: first.data.coupon });

    // Another session has proven nothing: the used code does not show it the coupon.
    const stranger = await t.call(promo.claimCoupon, body, { address: '10.61.0.3' });
    expect(stranger.code).toBe(RESULT.WRONG_CODE);
  });

  it('puts a questionnaire prize into the wallet when the retry finds the grant cut off', async () => {
    const address = '10.61.0.4';
    const uuid = await t.newSession(address);
    const mobile = '13966660004';
    const activityId = (await t.call(survey.queryActivitySwitch, {}, { uuid, address })).data.activityId as string;
    const questions = (await t.call(survey.queryQuestionInfo, { activityId }, { uuid, address })).data
      .questions as Array<{ id: number; kind: string }>;
    await t.call(platform.getSMSCode, { mobile, purpose: 'survey' }, { uuid, address });
    const code = await t.lastSmsCode(mobile);
    const answers = questions.map((q) => ({ questionId: q.id, choices: q.kind === 'text' ? [] : ['A'], text: '' }));
    const body = { activityId, mobile, smsValidCode: code, entryId: '', answers };
    const head = { uuid, address, headOverrides: { requestId: 'req-s-1' } };
    const first = await t.call(survey.submitQuestionnaire, body, head);
    expect(first.code, first.message).toBe(RESULT.OK);
    const prizeCode = (first.data.prize as { code: string }).code;

    // As if the process died after the answer's transaction and before the wallet grant.
    const wallet = () =>
      t.database.db.execute(
        sql`SELECT coupon_no FROM promo_coupon WHERE mobile = ${mobile} AND coupon_no = ${prizeCode}`,
      );
    const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[])).length;
    expect(rowsOf(await wallet())).toBe(1);
    await t.database.db.execute(sql`DELETE FROM promo_coupon WHERE coupon_no = ${prizeCode}`);

    const retry = await t.call(survey.submitQuestionnaire, body, head);
    expect(retry.data).toMatchObject({ ackNo: first.data.ackNo, duplicate: true });
    expect(rowsOf(await wallet())).toBe(1);
  });

  it('stores a questionnaire answer whose dead attempt had already used the SMS code', async () => {
    const address = '10.61.0.5';
    const uuid = await t.newSession(address);
    const mobile = '13966660005';
    const activityId = (await t.call(survey.queryActivitySwitch, {}, { uuid, address })).data.activityId as string;
    const questions = (await t.call(survey.queryQuestionInfo, { activityId }, { uuid, address })).data
      .questions as Array<{ id: number; kind: string }>;
    await t.call(platform.getSMSCode, { mobile, purpose: 'survey' }, { uuid, address });
    const code = await t.lastSmsCode(mobile);
    // What an attempt killed after checking the code and before storing leaves behind:
    // the code used, the session's proof of the mobile granted, no answer.
    await t.deps.smsCodes.verify(mobile, 'survey', code);
    await t.deps.proofs.grant(uuid, `survey:${mobile}`);
    const answers = questions.map((q) => ({ questionId: q.id, choices: q.kind === 'text' ? [] : ['A'], text: '' }));
    const body = { activityId, mobile, smsValidCode: code, entryId: '', answers };

    // Another session cannot ride on that proof: the used code is refused there.
    const stranger = await t.newSession('10.61.0.6');
    const refused = await t.call(survey.submitQuestionnaire, body, {
      uuid: stranger,
      address: '10.61.0.6',
      headOverrides: { requestId: 'req-s-2x' },
    });
    expect(refused.code).not.toBe(RESULT.OK);

    const retry = await t.call(survey.submitQuestionnaire, body, {
      uuid,
      address,
      headOverrides: { requestId: 'req-s-2' },
    });
    expect(retry.code, retry.message).toBe(RESULT.OK);
    expect(retry.data.duplicate).toBe(false);
  });
});
