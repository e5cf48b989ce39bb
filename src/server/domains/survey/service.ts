import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  PRIZE_COUPON_MIN_PREMIUM,
  PRIZE_COUPON_VALID_DAYS,
  type submitQuestionnaire,
} from '../../../shared/api/survey';
import { HOTLINE } from '../../../shared/constants';
import { moneyText } from '../../../shared/rules/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../platform/db-errors';
import { NotFound, Refused, ServiceOff } from '../../platform/errors';
import type { Limiter } from '../../platform/limits';
import type { SmsSender } from '../../platform/messaging';
import { createMobileProof } from '../../platform/mobile-proof';
import type { GrantedCoupon } from '../../platform/ports';
import type { Proofs } from '../../platform/proofs';
import { insertWithReferenceNo } from '../../platform/reference-no';
import type { SmsCodes } from '../../platform/sms-codes';
import { checkAnswers } from './answers';
import type { ActivityRow, PrizeRow, ResponseRow, SurveyRepo } from './repo';

type Submission = z.output<typeof submitQuestionnaire.request>;

export const IS_ANSWER_LIMIT = {
  name: 'survey-is-answer',
  max: 30,
  windowSeconds: 3600,
  message: '查询过于频繁，请稍后再试',
} as const;

/**
 * An acknowledgement still unsent this long after its sheet is given up: a prize code texted days
 * late reads as a stray message, and the result page and the wallet hold the coupon anyway.
 */
export const ACK_RESEND_WITHIN_HOURS = 72;

/** The acknowledgement SMS of a stored sheet: its number, and its prize and where the coupon is, if it won one. */
export function acknowledgementText(activityTitle: string, response: ResponseRow, prize: PrizeRow | undefined) {
  return prize && response.prizeCode
    ? `【人保财险】感谢您参与“${activityTitle}”，受理编号${response.ackNo}。恭喜您获得${prize.name}，兑换码${response.prizeCode}，已放入“红包卡券”，${PRIZE_COUPON_VALID_DAYS}天内支付保费满${moneyText(PRIZE_COUPON_MIN_PREMIUM)}元的订单可用。咨询请拨打${HOTLINE}。`
    : `【人保财险】感谢您参与“${activityTitle}”，受理编号${response.ackNo}。本期奖品已全部送出，感谢您的支持。`;
}

/** Said to 查看我的结果 from a session that has not proven the mobile, with no code given. */
export const MY_RESULT_NEEDS_CODE = '请先获取并输入短信验证码，验证手机号后查看结果';

/** Tiers in a random order weighted by what each has left, so small prizes go most often. */
export function drawOrder(tiers: PrizeRow[], random: (max: number) => number = randomInt): PrizeRow[] {
  const left = [...tiers];
  const order: PrizeRow[] = [];
  while (left.length) {
    const total = left.reduce((sum, t) => sum + (t.total - t.awarded), 0);
    let ticket = total > 0 ? random(total) : 0;
    const index = left.findIndex((t) => {
      ticket -= t.total - t.awarded;
      return ticket < 0;
    });
    order.push(...left.splice(Math.max(index, 0), 1));
  }
  return order;
}

function closedReason(activity: ActivityRow, now: Date): string {
  if (!activity.enabled) return '活动已关闭';
  if (now < activity.startsAt) return '活动尚未开始';
  if (now > activity.endsAt) return '活动已结束';
  return '';
}

/**
 * Whether a submission is a retry of the one that stored `row`, the sheet of
 * its activity and mobile: the same session sending the same requestId. The
 * requestId is the client's choice, so on its own it proves nothing; the
 * session that stored the sheet had proven the mobile.
 */
function isRetryOf(row: ResponseRow, caller: { uuid: string; requestId: string }): boolean {
  return caller.requestId !== '' && row.requestId === caller.requestId && row.sessionUuid === caller.uuid;
}

export function createSurveyService(deps: {
  repo: SurveyRepo;
  smsCodes: Pick<SmsCodes, 'verify'>;
  smsSender: SmsSender;
  limiter: Limiter;
  proofs: Pick<Proofs, 'grant' | 'has'>;
  /**
   * Puts a won coupon into the wallet (absent when no domain provides one), on
   * the handle it is given: the transaction that stores the answer and its prize.
   */
  grantCoupon?: (db: Db, coupon: GrantedCoupon) => Promise<void>;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { repo, smsCodes, smsSender, limiter, proofs } = deps;
  // The mobile's proof (platform/mobile-proof.ts): a retry of an answer whose first
  // attempt used the code and died before storing it is not refused "验证码已失效".
  // The proof is granted before anything is stored, and only to that session.
  const mobileProof = createMobileProof({ proofs, smsCodes }, 'survey', (mobile) => `survey:${mobile}`);
  const now = deps.now ?? (() => new Date());

  async function activityOf(id: string | undefined) {
    const activity = id ? await repo.activity(id) : await repo.current(now());
    if (!activity) throw new NotFound('未找到该问卷活动');
    return activity;
  }

  async function openActivity(id: string) {
    const activity = await activityOf(id);
    const reason = closedReason(activity, now());
    if (reason) throw new ServiceOff(`${reason}，感谢您的关注`);
    return activity;
  }

  /** Puts a won prize into the wallet, in the transaction that stores the answer and takes the prize. */
  async function grantPrize(tx: Db, row: ResponseRow, prize: PrizeRow) {
    if (!row.prizeCode || !deps.grantCoupon) return;
    await deps.grantCoupon(tx, {
      couponCode: row.prizeCode,
      mobile: row.mobile,
      source: `survey:${row.activityId}`,
      title: prize.name,
      amount: prize.amount,
      minPremium: PRIZE_COUPON_MIN_PREMIUM,
      validDays: PRIZE_COUPON_VALID_DAYS,
    });
  }

  /**
   * A mobile's sheet met again after the caller proved the mobile: the same
   * session's own sheet is answered again, whatever its requestId. The web
   * client sends each tap with a new one (the spec's random requestId), so a
   * customer whose answer was lost on the way (a time-out, a dropped network)
   * and who taps again sees the prize they won, not 已参与过; the session that
   * stored it learns nothing new. Any other caller is refused: one per mobile.
   */
  function ownSheetOrRefuse(row: ResponseRow, caller: { uuid: string }) {
    if (row.sessionUuid === caller.uuid) return replay(row);
    throw new Refused('该手机号已参与过本次问卷，每个手机号限答一次');
  }

  /**
   * A retry of a stored answer: the first result. The grant is repeated (it is
   * idempotent) for answers stored before it shared their transaction, when a
   * crash between the two could leave the coupon out.
   */
  async function replay(row: ResponseRow) {
    const prize = await repo.prize(row.prizeId);
    if (prize) await repo.transaction((tx) => grantPrize(tx, row, prize));
    return result(row, true);
  }

  /**
   * Sends a sheet's acknowledgement, which its caller holds (ack_claimed_until); whether it went out.
   * One that failed is let go, and a sweep sends it later (resendAcknowledgements).
   */
  async function acknowledge(row: ResponseRow, text: string): Promise<boolean> {
    try {
      await smsSender.send(row.mobile, text);
    } catch (err) {
      deps.log?.warn({ err, ackNo: row.ackNo }, 'survey acknowledgement not sent; a sweep sends it again');
      await repo.releaseAcknowledgement(row.id).catch(() => undefined);
      return false;
    }
    // Sent but not marked (the database failed just now): the claim runs out and a sweep sends it
    // again. Twice is better than never: the SMS carries the prize code.
    await repo.markAcknowledged(row.id).catch(() => undefined);
    return true;
  }

  async function result(row: ResponseRow, duplicate: boolean, smsSent = row.ackSentAt !== null) {
    const prize = await repo.prize(row.prizeId);
    return {
      ackNo: row.ackNo,
      duplicate,
      smsSent,
      prize: prize && row.prizeCode ? { name: prize.name, amount: prize.amount, code: row.prizeCode } : null,
      prizesLeft: await repo.prizesLeft(row.activityId),
    };
  }

  return {
    async activitySwitch(id?: string) {
      const activity = await activityOf(id);
      const reason = closedReason(activity, now());
      return {
        open: reason === '',
        activityId: activity.id,
        title: activity.title,
        intro: activity.intro,
        startsAt: activity.startsAt.toISOString(),
        endsAt: activity.endsAt.toISOString(),
        prizesLeft: await repo.prizesLeft(activity.id),
        closedReason: reason,
      };
    },

    async questions(id: string) {
      const activity = await openActivity(id);
      const rows = await repo.questions(activity.id);
      return {
        activityId: activity.id,
        title: activity.title,
        questions: rows.map(({ activityId: _a, ...q }) => q),
      };
    },

    async isAnswered(activityId: string, mobile: string, clientAddress: string) {
      await limiter.hit(IS_ANSWER_LIMIT, clientAddress);
      return { answered: (await repo.answered(activityId, mobile)) !== undefined };
    },

    /**
     * 查看我的结果: the mobile's stored sheet and prize, for a winner whose answer was lost (a reload, a
     * dropped network) and who is now told 已参与过. The result names the prize code, so the mobile is
     * proven first, by the session's proof (the submitting session holds it) or by a code given here;
     * without either nothing is read, and a stranger typing the mobile learns not even that it answered.
     */
    async myResult(form: { activityId: string; mobile: string; smsValidCode: string }, uuid: string) {
      const activity = await activityOf(form.activityId);
      if (form.smsValidCode) await mobileProof.prove(uuid, form.mobile, form.smsValidCode);
      else if (!(await proofs.has(uuid, mobileProof.subject(form.mobile)))) throw new Refused(MY_RESULT_NEEDS_CODE);
      const row = await repo.answered(activity.id, form.mobile);
      if (!row) throw new NotFound('该手机号尚未参与本次问卷');
      return replay(row);
    },

    async submit(form: Submission, caller: { uuid: string; requestId: string }) {
      // Before the activity's dates are checked: a retry just after it closed still gets its answer.
      const earlier = await repo.answered(form.activityId, form.mobile);
      if (earlier && isRetryOf(earlier, caller)) return replay(earlier);
      const activity = await openActivity(form.activityId);
      const answers = checkAnswers(await repo.questions(activity.id), form.answers);
      await mobileProof.prove(caller.uuid, form.mobile, form.smsValidCode);
      // After the proof: whether a mobile answered is told without its code only by
      // queryIsAnswer, 30 times an hour, not here to any caller as often as they like.
      if (earlier) return ownSheetOrRefuse(earlier, caller);
      let saved: Awaited<ReturnType<SurveyRepo['saveWithPrize']>>;
      try {
        saved = await insertWithReferenceNo('WJ', 'survey_response_ack_no_unique', (ackNo) =>
          repo.saveWithPrize(
            {
              ackNo,
              activityId: activity.id,
              mobile: form.mobile,
              entryId: form.entryId,
              requestId: caller.requestId || null,
              answers,
              sessionUuid: caller.uuid,
            },
            (tiers) => drawOrder(tiers),
            () => `HB${randomBytes(5).toString('hex').toUpperCase()}`,
            grantPrize,
          ),
        );
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // This mobile's sheet was stored meanwhile: by this very request sent twice, or by another.
        const winner = await repo.answered(activity.id, form.mobile);
        if (!winner) throw err;
        return ownSheetOrRefuse(winner, caller);
      }
      // The coupon is in the wallet already, committed with the answer, before the SMS announces it.
      // The answer says whether the SMS went out: one that failed is sent again by the sweep.
      const { response, prize } = saved;
      const smsSent = await acknowledge(response, acknowledgementText(activity.title, response, prize));
      return result(response, false, smsSent);
    },

    /**
     * Sends the acknowledgements that did not go out (a gateway that failed, an instance that died
     * between storing a sheet and sending), of sheets stored in the last ACK_RESEND_WITHIN_HOURS:
     * claimed a batch at a time, so several instances never send one twice. Run at start and every
     * ACK_SWEEP_MS (routes.ts); answers how many went out.
     */
    async resendAcknowledgements(): Promise<number> {
      const since = new Date(now().getTime() - ACK_RESEND_WITHIN_HOURS * 3600_000);
      const titles = new Map<string, string>();
      let sent = 0;
      for (const row of await repo.claimUnacknowledged(since)) {
        const title = titles.get(row.activityId) ?? (await repo.activity(row.activityId))?.title ?? '有奖问卷';
        titles.set(row.activityId, title);
        if (await acknowledge(row, acknowledgementText(title, row, await repo.prize(row.prizeId)))) sent++;
      }
      return sent;
    },
  };
}
export type SurveyService = ReturnType<typeof createSurveyService>;
