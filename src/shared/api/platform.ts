import { z } from 'zod';
import { field } from '../rules/fields';
import { endpoint } from './endpoint';

/** What an SMS code is for; a code sent for one purpose never proves another. */
export const smsPurpose = z.enum([
  'policyQuery',
  'groupBuy',
  'returnClaim',
  'payment',
  'shortLink',
  'survey',
  'activity',
  'delivery',
]);
export type SmsPurpose = z.infer<typeof smsPurpose>;

/** What the code's SMS says the customer is doing (您正在办理…): a reader of the message can tell one purpose's code from another's. */
export const SMS_PURPOSE_TEXT: Record<SmsPurpose, string> = {
  policyQuery: '保单查询',
  groupBuy: '团购推广链接申请',
  returnClaim: '退货运费险理赔申诉',
  payment: '订单支付',
  shortLink: '航班延误理赔',
  survey: '有奖问卷',
  activity: '购车优惠活动',
  delivery: '保单配送查询',
};

const regionItem = z.object({ code: z.string(), name: z.string(), level: z.enum(['province', 'city', 'county']) });
const codeItem = z.object({ code: z.string(), name: z.string() });

/** Issues the session uuid; every later call carries it in head.uuid. */
export const uuid = endpoint({
  path: '/kej/waround/api/uuid/uuid',
  summary: '获取会话标识',
  sessionFree: true,
  request: z.object({}),
  response: z.object({ uuid: z.string() }),
});

/**
 * The image verification code as SVG, by query parameters (used as an <img src>).
 * `a` is the image id the client picked; the server remembers it in the `tag`
 * cookie so that verifyCodeCheck can tell which image was answered.
 */
export const createImage = endpoint({
  path: '/kej/waround/api/createImage',
  method: 'GET',
  summary: '获取图形验证码图片',
  sessionFree: true,
  responseType: 'blob',
  request: z.object({ a: z.string().max(64).default(''), uuid: z.string().max(64) }),
  response: z.unknown(),
});

/** The image verification code for the session, as an SVG blob (whome variant). */
export const getImageCode = endpoint({
  path: '/kej/whome/api/getImageCode',
  summary: '获取图形验证码',
  responseType: 'blob',
  request: z.object({}),
  response: z.unknown(),
});

/**
 * Checks the image code. The client adds `prePic` from the `tag` cookie, or
 * "default". A right answer leaves a single-use pass on the session for the
 * next protected call; any answer uses the image up.
 */
export const verifyCodeCheck = endpoint({
  path: '/kej/waround/api/CodeCheck/verifyCodeCheck',
  summary: '校验图形验证码',
  request: z.object({ verificationCode: field.imageCode, prePic: z.string().max(64).default('default') }),
  response: z.object({ passed: z.boolean() }),
});

/** Checks the image code of getImageCode (whome variant). */
export const imageCodeCheck = endpoint({
  path: '/kej/whome/api/imageCodeCheck',
  summary: '校验图形验证码',
  request: z.object({ imageCode: field.imageCode }),
  response: z.object({ passed: z.boolean() }),
});

/** Sends a 6-digit code by SMS, bound to the mobile and the purpose. */
export const getSMSCode = endpoint({
  path: '/kej/waround/api/smsCode/getSMSCode',
  summary: '发送短信验证码',
  request: z.object({ mobile: field.mobile, purpose: smsPurpose }),
  response: z.object({
    /** Seconds before another code may be sent to this mobile. */
    resendAfter: z.number(),
    /** Seconds the code stays valid. */
    expiresIn: z.number(),
    maskedMobile: z.string(),
  }),
});

/**
 * Checks an SMS code (silent: the form shows the outcome under the field).
 * A right code is used up and exchanged for a ticket that a later submission
 * of the same purpose presents once, within ten minutes.
 */
export const checkSMSCode = endpoint({
  path: '/kej/waround/api/smsCode/checkSMSCode',
  summary: '校验短信验证码',
  silent: true,
  request: z.object({ mobile: field.mobile, purpose: smsPurpose, smsValidCode: field.smsCode }),
  response: z.object({ ticket: z.string() }),
});

/**
 * Regions for pickers, in the portal's 8-digit codes (GB/T 2260 + "00").
 * No parent: the provinces; a province: its cities; a city: its counties.
 */
export const getCityCode = endpoint({
  path: '/kej/waround/api/code/getCityCode',
  summary: '省市区代码',
  request: z.object({
    parentCode: z
      .string()
      .regex(/^\d{8}$/, '地区代码格式不正确')
      .optional(),
  }),
  response: z.object({ list: z.array(regionItem) }),
});

/**
 * The insurer's branch offices (organisation codes), optionally within one city (a county: its
 * city) or province. A city with no sub-branch of its own (a municipality's main city) answers its
 * province's branches.
 */
export const getComCode = endpoint({
  path: '/kej/waround/api/code/getComCode',
  summary: '机构代码',
  request: z.object({
    cityCode: z
      .string()
      .regex(/^\d{8}$/, '地区代码格式不正确')
      .optional(),
  }),
  response: z.object({
    list: z.array(z.object({ comCode: z.string(), comName: z.string(), cityCode: z.string() })),
  }),
});

/** Code values of one named code table, `?function={name}` (e.g. idType, insuranceType). */
export const getPrpCodeValuesList = endpoint({
  path: '/kej/whome/api/getPrpCodeValuesList',
  summary: '代码值列表',
  queryFromBody: ['function'],
  request: z.object({ function: z.string().min(1).max(40) }),
  response: z.object({ list: z.array(codeItem) }),
});

/** Licensed agencies of one branch office; staff pick their agent number from it. */
export const agency = endpoint({
  path: '/kej/waround/api/agency/agency',
  summary: '代理机构',
  request: z.object({ comCode: z.string().regex(/^\d{8}$/, '机构代码格式不正确') }),
  response: z.object({
    list: z.array(z.object({ agentCode: z.string(), agentName: z.string(), comCode: z.string() })),
  }),
});

/**
 * The messaging app's JS-SDK configuration for the page URL, signed with the
 * configured ticket (SHA-1 over jsapi_ticket, noncestr, timestamp, url). Answers
 * SERVICE_OFF when no app id is configured.
 */
export const wxConfig = endpoint({
  path: '/kej/waround/api/wxConfig/wxConfig',
  summary: '微信JS-SDK配置',
  silent: true,
  request: z.object({ url: z.string().url('页面地址格式不正确').max(1000) }),
  response: z.object({
    appId: z.string(),
    timestamp: z.number(),
    nonceStr: z.string(),
    signature: z.string(),
    jsApiList: z.array(z.string()),
  }),
});

/**
 * Page views and clicks, batched by the client (spec section 2: "reported to
 * analytics"; the spec names no endpoint, so this one is ours). Silent: a lost
 * batch never bothers the customer. No personal data: routes without query.
 */
export const track = endpoint({
  path: '/kej/waround/api/analytics/track',
  summary: '页面访问与点击统计',
  silent: true,
  request: z.object({
    events: z
      .array(
        z.object({
          type: z.enum(['pageview', 'click']),
          route: z.string().max(200),
          target: z.string().max(100).optional(),
          at: z.number().int().nonnegative(),
          channelType: z.string().max(20).optional(),
          entryId: z.string().max(64).optional(),
        }),
      )
      .min(1)
      .max(50),
  }),
  response: z.object({ accepted: z.number() }),
});

/**
 * Settings the web app needs at run time (the spec keeps them out of the bundle):
 * where /infomation-publish sends the browser, the map tile URL, the hotline.
 */
export const appConfig = endpoint({
  path: '/kej/waround/api/config/appConfig',
  summary: '前端运行配置',
  sessionFree: true,
  silent: true,
  request: z.object({}),
  response: z.object({
    publicDisclosureUrl: z.string(),
    mapTileUrl: z.string(),
    hotline: z.string(),
  }),
});

export const platform = {
  appConfig,
  uuid,
  createImage,
  getImageCode,
  verifyCodeCheck,
  imageCodeCheck,
  getSMSCode,
  checkSMSCode,
  getCityCode,
  getComCode,
  getPrpCodeValuesList,
  agency,
  wxConfig,
  track,
};
