import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { GROUP_BY_NO } from '../group-buy-link';
import { RULES } from '../rules';
import { field, fieldOf } from '../rules/fields';
import { endpoint } from './endpoint';

export const PROMOTE_PRODUCTS = { car: '车险', noncar: '非车险' } as const;
export type PromoteKind = keyof typeof PROMOTE_PRODUCTS;

export const employeeNo = z
  .string({ error: '请输入员工工号' })
  .trim()
  .min(1, { error: '请输入员工工号', abort: true })
  .regex(/^[0-9A-Za-z]{4,20}$/, '请输入正确的员工工号')
  .overwrite((v) => v.toUpperCase());

const regionCode = (message: string) => z.string({ error: message }).regex(/^\d{8}$/, message);
const optionalCode = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .overwrite((v) => v.toUpperCase())
    .refine((v) => v === '' || pattern.test(v), { error: message })
    .optional()
    .default('');

/**
 * The employee's name as the staff register has it, masked (silent: the form
 * only pre-fills a hint). Staff numbers are not public: 30 look-ups an hour per client.
 */
export const gettgname = endpoint({
  path: '/kej/waround/api/groupBuy/gettgname',
  summary: '查询推广员工信息',
  silent: true,
  request: z.object({ employeeNo }),
  response: z.object({ promoterName: z.string(), comCode: z.string(), comName: z.string() }),
});

/** Whether the mobile is the one the staff register holds for the employee (silent, same limit). */
export const groupCheckMobile = endpoint({
  path: '/kej/waround/api/groupBuy/groupCheckMobile',
  summary: '校验推广员工手机号',
  silent: true,
  request: z.object({ employeeNo, phoneNumber: field.mobile }),
  response: z.object({ matches: z.boolean() }),
});

export const generateLinkRequest = z
  .object({
    kind: z.enum(['car', 'noncar'], { error: '请选择推广产品' }),
    employeeNo,
    /**
     * Province, city and (non-car) county as 8-digit codes, from the platform's region picker. The
     * server checks that each lies in the one before; a non-car link needs its county unless the
     * city has none (东莞, 中山, 儋州), which only the region table tells.
     */
    proCode: regionCode('请选择所在省份'),
    cityCode: regionCode('请选择所在城市'),
    countyCode: z
      .string()
      .refine((v) => v === '' || /^\d{8}$/.test(v), { error: '请选择所在区县' })
      .optional()
      .default(''),
    /** The names the page shows; the link records the region table's names for the codes. */
    address: z.string().trim().max(100, '地址过长').default(''),
    /**
     * A branch office the platform offers for the city (getComCode); the name is the one the page
     * shows: the link records the branch table's name for the code, whatever was sent.
     */
    comCode: regionCode('请选择出单机构'),
    comName: z.string().trim().max(60, '机构名称过长').optional().default(''),
    promoteProduct: z.enum(['车险', '非车险'], { error: '推广产品不正确' }),
    promoterName: fieldOf(RULES.isName, TEXT_LIMITS.promoterName),
    phoneNumber: field.mobile,
    smsValidCode: field.smsCode,
    /**
     * Agent number (optional): the licensed agency the business is booked through, one of the
     * agencies of the chosen branch office or of its province's branch (platform agency).
     */
    groupuserCode: optionalCode(/^[0-9A-Z]{4,20}$/, '请输入正确的代理人编号'),
    projectCode: optionalCode(/^[0-9A-Z-]{1,30}$/, '请输入正确的项目代码'),
  })
  .refine((v) => v.promoteProduct === PROMOTE_PRODUCTS[v.kind], { error: '推广产品不正确', path: ['promoteProduct'] });

export const promotionLink = z.object({
  /** The link's number (团购编号), also the short code of its URL. */
  groupByNo: z.string(),
  kind: z.enum(['car', 'noncar']),
  promoteProduct: z.string(),
  shortUrl: z.string(),
  /** The page the short link opens: the sign-up page with the promoter attributed. */
  targetPath: z.string(),
  /** PNG of the QR code of shortUrl, as a data URL. */
  qrDataUrl: z.string(),
  promoterName: z.string(),
  comName: z.string(),
  createdAt: z.string(),
  /** True when the same employee already had this link: it is answered again, not duplicated. */
  reused: z.boolean(),
});

/**
 * Generates a staff promotion link: the employee number must be in the staff
 * register with this mobile, proven by an SMS code (purpose groupBuy), which is
 * checked before the register: without it the register tells nothing (gettgname
 * and groupCheckMobile are the look-ups, and they are limited). The promoter's
 * name must be the register's too, checked after the code as the mobile is
 * (推广人姓名与员工登记的姓名不一致): it is the 推荐人 customers see and the link
 * e-mail's greeting, and a link once made keeps its first name. The region,
 * branch office and agent are checked against the platform's tables before the
 * code, which a refusal there leaves unspent (the tables are public: the pickers
 * list them). One link
 * per employee, product, organisation, agent and project: asking again answers
 * the same link. The session that generated it may e-mail it (tgsendEmail).
 * A retry (the same session sending the same requestId for the same link) is
 * answered without a second code; the requestId is the client's choice, so
 * from another session, or for another link, it is a new request.
 * The code proves the mobile to the session for half an hour (platform
 * mobile-proof): asked again in that time, by the same session for the same
 * mobile (a lost answer, a link that failed to be made after the code was
 * checked, a corrected form), no new code is needed; the register's answer
 * to such a request counts towards the look-ups' 30 an hour.
 */
export const generateLink = endpoint({
  path: '/kej/waround/api/groupBuy/generateLink',
  summary: '生成团购推广链接',
  request: generateLinkRequest,
  response: promotionLink,
});

/**
 * E-mails a link generated in this session, with its QR code attached. 5 an
 * hour per link. The same link goes to the same address once in 30 seconds: a
 * second ask meanwhile (a double tap) is answered as sent, without a second
 * mail; a send that failed may be asked again at once.
 */
export const tgsendEmail = endpoint({
  path: '/kej/waround/api/groupBuy/tgsendEmail',
  summary: '发送推广链接邮件',
  request: z.object({
    groupByNo: z.string().trim().regex(GROUP_BY_NO, '推广链接不存在'),
    email: field.email,
  }),
  response: z.object({ sentTo: z.string() }),
});

/** Who shared the sign-up link (masked), for the sign-up page's heading. */
export const promoterOfLink = endpoint({
  path: '/kej/waround/api/groupBuy/promoter',
  summary: '推广链接信息',
  silent: true,
  request: z.object({
    groupByNo: z.string().trim().regex(GROUP_BY_NO, '推广链接不存在'),
  }),
  response: z.object({
    promoterName: z.string(),
    comName: z.string(),
    kind: z.enum(['car', 'noncar']),
    promoteProduct: z.string(),
  }),
});

export const SIGN_UP_PRODUCTS = ['家用车险', '新车保险', '意外险', '健康险', '家财险', '旅行险'] as const;

/**
 * Online sign-up (/enter-online): a prospect leaves name, mobile (SMS code,
 * purpose activity), city and product; stored as a lead with the promoter of
 * the link it came from. The same mobile signing up again through the same
 * link answers the first acknowledgement.
 */
export const enterOnline = endpoint({
  path: '/kej/waround/api/enterOnline/signUp',
  summary: '在线报名',
  request: z.object({
    groupByNo: z
      .string()
      .trim()
      .refine((v) => v === '' || GROUP_BY_NO.test(v), { error: '推广链接不存在' })
      .optional()
      .default(''),
    name: fieldOf(RULES.isName, TEXT_LIMITS.complaintName),
    mobile: field.mobile,
    smsValidCode: field.smsCode,
    cityCode: regionCode('请选择所在城市'),
    product: z.enum(SIGN_UP_PRODUCTS, { error: '请选择意向产品' }),
  }),
  response: z.object({ ackNo: z.string(), duplicate: z.boolean(), promoterName: z.string() }),
});

export const groupbuy = { gettgname, groupCheckMobile, generateLink, tgsendEmail, promoterOfLink, enterOnline };
