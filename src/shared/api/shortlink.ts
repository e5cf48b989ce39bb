import { z } from 'zod';
import { field } from '../rules/fields';
import { endpoint } from './endpoint';

const pickItem = z.object({ id: z.string(), name: z.string() });
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(20, message);

/** Flight numbers: a two-character airline code and 1–4 digits, sometimes a suffix letter (CA1234, 9C8888, MU5101A). */
export const FLIGHT_NO = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;

/**
 * Step one of the flight-delay short link (an SMS link sent to the customer):
 * the mobile, the policy number and an SMS code (purpose `shortLink`). The
 * policy must be a flight-delay policy held by that mobile; the match proves
 * the session for the claim that follows.
 */
export const checkInfo = endpoint({
  path: '/kej/waround/api/LinkQuery/checkInfo',
  summary: '航延短链身份校验',
  request: z.object({ mobile: field.mobile, policyNo: field.otherPolicyNo, smsValidCode: field.smsCode }),
  response: z.object({
    policyNo: z.string(),
    riskName: z.string(),
    insuredName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
});

/**
 * Pick lists of the claim form, as id and name pairs: banks; provinces;
 * cities of a province; branches of a bank in a city.
 */
export const linkQueryInfo = endpoint({
  path: '/kej/whome/api/linkQueryInfo',
  summary: '航延理赔选项（银行、省、市、网点）',
  request: z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('bank') }),
      z.object({ type: z.literal('province') }),
      z.object({ type: z.literal('city'), provinceId: id('请先选择开户省份') }),
      z.object({ type: z.literal('branch'), bankId: id('请先选择开户银行'), cityId: id('请先选择开户城市') }),
    ],
    // A type that is none of the four (zod's own word is a bare 无效输入).
    { error: '请选择要查询的选项（银行、省份、城市或网点）' },
  ),
  response: z.object({ list: z.array(pickItem) }),
});

/**
 * Submits the flight-delay claim. Checked: the session proved the policy
 * (checkInfo; a proof lasts 30 minutes, and one lapsed or never made is
 * answered as a wrong code, RESULT.WRONG_CODE, since a new SMS code is the
 * way on: the page goes back to the verification), the insured's name matches, the flight date lies within the
 * policy period and not in the future, the flight number's shape, the bank
 * pick-list ids fit together, the card by the isCard rule. One claim per
 * policy, flight and date: a second submission is refused with the first
 * claim's number. Stored, then acknowledged with a claim number, on screen
 * and by SMS to the policy's mobile.
 */
export const xcInfo = endpoint({
  path: '/kej/waround/api/LinkQuery/xcInfo',
  summary: '航延理赔信息提交',
  request: z.object({
    policyNo: field.otherPolicyNo,
    flightnumber: z
      .string({ error: '请输入航班号' })
      .trim()
      .toUpperCase()
      .min(1, '请输入航班号')
      .regex(FLIGHT_NO, '请输入正确的航班号，如CA1234'),
    flightdate: z.string({ error: '请选择航班日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '请选择航班日期'),
    insuredName: field.name,
    bankName: id('请选择开户银行'),
    bankProvince: id('请选择开户省份'),
    bankCity: id('请选择开户城市'),
    bankSubName: id('请选择开户网点'),
    bankcardno: field.card,
  }),
  response: z.object({
    claimNo: z.string(),
    acknowledgedAt: z.string(),
    bankcardno: z.string(),
    bankBranch: z.string(),
  }),
});

/** The visitor's login state for the session (silent: pages ask quietly). */
export const groupLoginStatus = endpoint({
  path: '/kej/waround/api/personal/groupLoginStatus',
  summary: '登录状态',
  silent: true,
  request: z.object({}),
  response: z.object({
    loginStatus: z.enum(['0', '1']),
    user: z
      .object({
        signid: z.string(),
        userid: z.string(),
        username: z.string(),
        source: z.string(),
        subsource: z.string(),
        agentid: z.string(),
        entryId: z.string(),
      })
      .nullable(),
  }),
});

/**
 * Auto login from the app channel: the app hands over a signed token
 * (`base64url(JSON {userid, username, signid, agentid, exp})` + "." +
 * HMAC-SHA256 hex with the shared APP_LOGIN_SECRET). A valid, unexpired token
 * logs the session in (loginStatus "1"): the state requireAuth routes check.
 * The answer is the service user info of spec section 3.
 */
export const autoLogin = endpoint({
  path: '/G-MPS/wap/autoLogin',
  summary: 'App渠道自动登录',
  request: z.object({
    token: z.string({ error: '登录凭证缺失' }).min(10, '登录凭证无效').max(2000, '登录凭证无效'),
    entryId: z.string().max(64).default(''),
  }),
  response: z.object({
    loginStatus: z.literal('1'),
    signid: z.string(),
    userid: z.string(),
    username: z.string(),
    source: z.string(),
    subsource: z.string(),
    token: z.string(),
    agentid: z.string(),
    entryId: z.string(),
  }),
});

export const shortlink = { checkInfo, linkQueryInfo, xcInfo, groupLoginStatus, autoLogin };
