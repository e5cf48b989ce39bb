import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from '../../shared/api';
import { complaint } from '../../shared/api/complaint';
import { payment } from '../../shared/api/payment';
import { platform } from '../../shared/api/platform';
import { sites } from '../../shared/api/sites';
import { survey } from '../../shared/api/survey';
import { RESULT } from '../../shared/result-codes';
import { FIELD_LABELS } from '../../shared/wire-errors';
import { readConfig } from '../config';
import { startTestApp, type TestApp } from '../testing/test-app';
import { firstIssue } from './route';
import { configureWireMessages } from './validation-messages';

configureWireMessages();

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are untyped here.
type Def = any;
const defOf = (schema: unknown): Def => (schema as { _zod?: { def: Def } })?._zod?.def;

/** Every object shape a schema can take, at any depth (inside pipes, unions, arrays, optionals, …). */
function shapesOf(schema: unknown, into: Array<Record<string, z.ZodType>> = [], seen = new Set()) {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return into;
  seen.add(schema);
  if (def.type === 'object') {
    into.push(def.shape);
    for (const child of Object.values(def.shape)) shapesOf(child, into, seen);
  } else if (def.type === 'pipe') {
    shapesOf(def.in, into, seen);
    shapesOf(def.out, into, seen);
  } else if (def.type === 'union') for (const option of def.options) shapesOf(option, into, seen);
  else if (def.type === 'array') shapesOf(def.element, into, seen);
  else if (def.innerType) shapesOf(def.innerType, into, seen);
  return into;
}

/** The message route() answers for a body, with zod's JIT (the server) and without it (the browser). */
function messages(schema: z.ZodType, body: unknown): [string | undefined, string | undefined] {
  const jit = schema.safeParse(body);
  const jitless = schema.safeParse(body, { jitless: true });
  return [jit.success ? undefined : firstIssue(jit.error), jitless.success ? undefined : firstIssue(jitless.error)];
}

/** zod's own wording, or a programming type's name. */
const TECHNICAL =
  /无效输入|无效选项|期望|实际接收|数值过|未知的键|\b(string|number|boolean|object|array|undefined|null|NaN|int|Invalid|expected)\b/i;

const WRONG_VALUES: Array<[string, unknown]> = [
  ['a number', 12345],
  ['a list', ['x']],
  ['null', null],
  ['an object', { x: 1 }],
  ['true', true],
];

/** A quick complaint as the page sends it, with the fields a test changes. */
const quickComplaint = (over: Record<string, unknown>) => ({
  type: 'quick',
  name: '王小明',
  sex: '1',
  cityCode: '11010000',
  phoneNumber: '13911112222',
  callBackTime: '11111',
  content: '理赔员一直没有联系我。',
  ...over,
});

describe('validation messages of the contract', () => {
  it('name every field of every request body in the insurer’s terms', () => {
    const unnamed = new Set<string>();
    for (const { endpoint } of allEndpoints())
      for (const shape of shapesOf(endpoint.request)) for (const key of Object.keys(shape)) unnamed.add(key);
    for (const key of Object.keys(FIELD_LABELS)) unnamed.delete(key);
    expect([...unnamed]).toEqual([]);
  });

  it('say a wrong-typed, missing or unknown-shaped field in plain Chinese, the same with and without the JIT', () => {
    const technical: string[] = [];
    for (const { domain, name, endpoint } of allEndpoints()) {
      const schema = endpoint.request as z.ZodType;
      const discriminators = shapesOf(schema)
        .map((shape) => Object.entries(shape).find(([, s]) => defOf(s).type === 'literal'))
        .filter((entry) => entry !== undefined)
        .map(([key, s]) => ({ [key]: defOf(s).values[0] }));
      const bodies: unknown[] = [[], null, 7, 'text', {}, ...discriminators];
      for (const shape of shapesOf(schema))
        for (const key of Object.keys(shape))
          for (const [, value] of WRONG_VALUES)
            for (const base of [{}, ...discriminators]) bodies.push({ ...base, [key]: value });
      for (const body of bodies) {
        const [jit, jitless] = messages(schema, body);
        expect(jitless, `${domain}.${name} ${JSON.stringify(body)}`).toBe(jit);
        if (jit !== undefined && TECHNICAL.test(jit))
          technical.push(`${domain}.${name} ${JSON.stringify(body)}: ${jit}`);
      }
    }
    expect(technical).toEqual([]);
  });

  it('name the field, and keep every message a field declares', () => {
    const submit = complaint.submitComplaint.request as z.ZodType;
    expect(messages(submit, quickComplaint({ email: 5 }))).toEqual(['电子邮箱格式不正确', '电子邮箱格式不正确']);
    // The complaint's union says what its discriminator is in the customer's words, not the map's 类型不正确.
    expect(messages(submit, quickComplaint({ type: 'slow' }))).toEqual(['请选择投诉方式', '请选择投诉方式']);
    expect(messages(submit, quickComplaint({ type: undefined }))).toEqual(['请选择投诉方式', '请选择投诉方式']);
    expect(messages(submit, quickComplaint({ type: 7 }))).toEqual(['请选择投诉方式', '请选择投诉方式']);
    // Declared by the contract: unchanged.
    expect(messages(submit, quickComplaint({ content: 5 }))[0]).toBe('请输入投诉内容');
    expect(messages(submit, quickComplaint({ content: '投'.repeat(301) }))[0]).toBe('投诉内容不能超过300字');
    expect(messages(submit, quickComplaint({ phoneNumber: null }))[0]).toBe('请输入手机号码');

    const codes = platform.getPrpCodeValuesList.request as z.ZodType;
    expect(messages(codes, {})[0]).toBe('请求内容有误：缺少代码表名称');
    expect(messages(codes, { function: ['idType'] })[0]).toBe('代码表名称格式不正确');
    expect(messages(codes, { function: '' })[0]).toBe('请输入代码表名称');
    expect(messages(codes, { function: 'x'.repeat(41) })[0]).toBe('代码表名称不能超过40个字');
    expect(messages(codes, [])[0]).toBe('请求格式不正确');

    const near = sites.siteQuery.request as z.ZodType;
    expect(messages(near, { cityCode: '11010000', page: '2' })[0]).toBe('页码格式不正确');
    // The sites' contract declares its own bound (the twelfth review's plain-word bounds): it wins.
    expect(messages(near, { cityCode: '11010000', pageSize: 500 })[0]).toBe('每页最多100个网点');
    expect(messages(near, { position: { lat: 39.9 } })[0]).toBe('请求内容有误：缺少位置');

    const answers = survey.submitQuestionnaire.request as z.ZodType;
    const answer = { activityId: 'SURVEY2026', mobile: '13911112222', smsValidCode: '123456' };
    expect(messages(answers, { ...answer, answers: 'A' })[0]).toBe('问卷答案格式不正确');
    expect(messages(answers, { ...answer, answers: [{ questionId: 1, choices: [1] }] })[0]).toBe('选项格式不正确');
    expect(messages(answers, { ...answer, answers: [] })[0]).toBe('请先作答');

    const sms = platform.getSMSCode.request as z.ZodType;
    expect(messages(sms, { mobile: '13911112222', purpose: 'lottery' })[0]).toBe('验证码用途不正确');
    const coupon = payment.newGetPaymentInfo.request as z.ZodType;
    expect(messages(coupon, { orderId: 'PAY20261201000001', couponCode: 88 })[0]).toBe('红包券码格式不正确');
  });

  // A right address of 61 characters: every e-mail of every request says it is too long, not wrong
  // (请输入正确的电子邮箱 misled a customer whose long address was right), with and without the JIT.
  it('refuse an e-mail address past 60 characters for its length, in every request that takes one', () => {
    const long = `${'a'.repeat(49)}@example.com`;
    expect(long).toHaveLength(61);
    const found: string[] = [];
    for (const { domain, name, endpoint } of allEndpoints())
      for (const shape of shapesOf(endpoint.request)) {
        if (!shape.email) continue;
        found.push(`${domain}.${name}`);
        const where = `${domain}.${name}`;
        expect(messages(shape.email, long), where).toEqual(['电子邮箱不能超过60个字符', '电子邮箱不能超过60个字符']);
        expect(messages(shape.email, long.slice(1)), where).toEqual([undefined, undefined]);
      }
    // The quick complaint, the return-shipping appeal, the policy (twice), the invoice and the group-buy link.
    expect(found.length).toBeGreaterThanOrEqual(6);
  });

  it('leave the operator’s configuration check in zod’s exact words', () => {
    expect(() => readConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV: 无效选项：期望以下之一/);
  });
});

describe('a hand-made request with a wrong field', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const call = (endpoint: Parameters<TestApp['call']>[0], body: unknown) => t.call(endpoint, body as never);

  it('is told which field, in Chinese, with result code 2', async () => {
    const cases: Array<[Parameters<TestApp['call']>[0], unknown, string]> = [
      [platform.getPrpCodeValuesList, {}, '请求内容有误：缺少代码表名称'],
      [platform.getPrpCodeValuesList, { function: ['idType'] }, '代码表名称格式不正确'],
      [platform.getPrpCodeValuesList, { function: 42 }, '代码表名称格式不正确'],
      [platform.getCityCode, { parentCode: null }, '地区代码格式不正确'],
      [platform.getSMSCode, { mobile: '13911112222', purpose: 7 }, '验证码用途不正确'],
      [sites.siteQuery, { cityCode: '11010000', page: '2' }, '页码格式不正确'],
      [sites.isHasSite, { cityCode: 11010000 }, '城市格式不正确'],
      [sites.isHasSite, [], '请求格式不正确'],
      [complaint.submitComplaint, quickComplaint({ email: ['a@b.cn'] }), '电子邮箱格式不正确'],
      [complaint.submitComplaint, { type: 'angry' }, '请选择投诉方式'],
      [
        survey.submitQuestionnaire,
        { activityId: 'SURVEY2026', mobile: '13911112222', smsValidCode: '123456', answers: null },
        '问卷答案格式不正确',
      ],
    ];
    for (const [endpoint, body, message] of cases) {
      const res = await call(endpoint, body);
      expect({ path: endpoint.path, code: res.code, message: res.message }).toEqual({
        path: endpoint.path,
        code: RESULT.INVALID_INPUT,
        message,
      });
    }
  });
});
