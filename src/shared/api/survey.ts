import { z } from 'zod';
import { SURVEY_TEXT_MAX_CHARS } from '../constants';
import { field, optionalSmsCode } from '../rules/fields';
import { textLength } from '../rules/text-length';
import { endpoint } from './endpoint';

const activityId = z
  .string({ error: '活动编号不正确' })
  .trim()
  .regex(/^[A-Z0-9_-]{1,32}$/, '活动编号不正确');

export const questionKind = z.enum(['single', 'multiple', 'text']);
export type QuestionKind = z.infer<typeof questionKind>;

export const surveyQuestion = z.object({
  id: z.number(),
  seq: z.number(),
  kind: questionKind,
  title: z.string(),
  required: z.boolean(),
  /** Multiple choice: at most this many options. */
  maxChoices: z.number().nullable(),
  /** Text: at most this many characters; null: SURVEY_TEXT_MAX_CHARS. */
  maxLength: z.number().nullable(),
  options: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

const prize = z.object({ name: z.string(), amount: z.string(), code: z.string() });

/**
 * Whether the award questionnaire is open. Without an activity id, the
 * activity running now (the spec's page carries none). `open` is false
 * outside the activity's dates or when it is switched off; `prizesLeft` is the
 * pool's remaining count, shown to encourage answering.
 */
export const queryActivitySwitch = endpoint({
  path: '/kej/waround/api/questionnaireSurvey/queryActivitySwitch',
  summary: '有奖问卷活动开关',
  request: z.object({ activityId: activityId.optional() }),
  response: z.object({
    open: z.boolean(),
    activityId: z.string(),
    title: z.string(),
    intro: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    prizesLeft: z.number(),
    /** Why it is closed, in the customer's words; '' when open. */
    closedReason: z.string(),
  }),
});

/** The questions of an open activity, in order. A closed activity answers SERVICE_OFF. */
export const queryQuestionInfo = endpoint({
  path: '/kej/waround/api/questionnaireSurvey/queryQuestionInfo',
  summary: '有奖问卷题目',
  request: z.object({ activityId }),
  response: z.object({ activityId: z.string(), title: z.string(), questions: z.array(surveyQuestion) }),
});

/**
 * Whether a mobile has answered this activity (one answer per mobile). It
 * reveals one bit about a number, so each client may ask 30 times an hour.
 */
export const queryIsAnswer = endpoint({
  path: '/kej/waround/api/questionnaireSurvey/queryIsAnswer',
  summary: '是否已答问卷',
  request: z.object({ activityId, mobile: field.mobile }),
  response: z.object({ answered: z.boolean() }),
});

export const surveyAnswer = z.object({
  questionId: z.number({ error: '答案格式不正确' }).int().positive(),
  /** Option codes for single and multiple choice. */
  choices: z.array(z.string().max(8)).max(20).default([]),
  /** Free text for text questions: at most the question's own limit (checked with the questions), never more than this. */
  // Counted in characters (code points) by the one shared textLength, as the page and the per-question check count.
  text: z
    .string()
    .trim()
    .refine((t) => textLength(t) <= SURVEY_TEXT_MAX_CHARS, `回答内容过长，最多填写${SURVEY_TEXT_MAX_CHARS}字`)
    .default(''),
});

/**
 * A prize is a red-envelope coupon put into the winner's wallet (listed at
 * /redEnvelope-coupon), usable once at order payment on an order of at least
 * this premium whose applicant has the winner's mobile, for this many days.
 * The prize code is the coupon's number. (The spec shows no prize terms: ours.)
 */
export const PRIZE_COUPON_MIN_PREMIUM = '100.00';
export const PRIZE_COUPON_VALID_DAYS = 30;

/**
 * One answer sheet per mobile per activity, the mobile proven by an SMS code
 * (purpose survey). Stored with the prize draw in one transaction: while the
 * pool lasts every answerer wins one prize (a red-envelope coupon), tiers drawn
 * at random by what is left; the pool can never be over-awarded. The coupon
 * goes into the wallet in the same transaction, so a sheet is never kept with
 * a prize its winner did not get (the failed submission stores nothing and
 * may simply be sent again). Acknowledged by SMS with the prize code, after
 * the commit; `smsSent` says whether it went out. One that failed is sent
 * again by the server (every 30 s, for 72 hours), so the page says it will
 * follow, never that it was sent. A retry answers the first result; a second sheet from the same
 * mobile is refused, once its code is checked (without it, only queryIsAnswer
 * tells whether a mobile answered, within its limit). A retry is the same session sending the same requestId
 * for the same activity and mobile: the requestId is the client's choice, so
 * from another session, or for another mobile, it is a new submission.
 */
export const submitQuestionnaire = endpoint({
  path: '/kej/waround/api/questionnaireSurvey/submitQuestionnaire',
  summary: '提交有奖问卷',
  request: z.object({
    activityId,
    mobile: field.mobile,
    smsValidCode: field.smsCode,
    entryId: z.string().trim().max(64).default(''),
    answers: z.array(surveyAnswer).min(1, '请先作答').max(50),
  }),
  response: z.object({
    ackNo: z.string(),
    duplicate: z.boolean(),
    /** Whether the acknowledgement SMS (with the prize code) has gone out; false: the server sends it again. */
    smsSent: z.boolean(),
    prize: prize.nullable(),
    prizesLeft: z.number(),
  }),
});

/**
 * 查看我的结果: the result recorded for a mobile's sheet, as submitQuestionnaire answered it
 * (duplicate true). For a customer whose answer was lost after the sheet was stored (a reload, a
 * dropped network): queryIsAnswer then tells 已参与过 and the sheet cannot be sent again. The result
 * names a prize code, so the mobile must be proven: by the session's proof (the session that
 * submitted holds it for half an hour) or by an SMS code given here (purpose survey). Without either
 * it is refused 请先获取并输入短信验证码 (REFUSED), before anything is read: whether a mobile answered
 * is told without its code only by queryIsAnswer. A proven mobile with no sheet: NOT_FOUND.
 */
export const queryMyResult = endpoint({
  path: '/kej/waround/api/questionnaireSurvey/queryMyResult',
  summary: '查看我的问卷结果',
  request: z.object({
    activityId,
    mobile: field.mobile,
    smsValidCode: optionalSmsCode,
  }),
  response: submitQuestionnaire.response,
});

export const survey = { queryActivitySwitch, queryQuestionInfo, queryIsAnswer, submitQuestionnaire, queryMyResult };
