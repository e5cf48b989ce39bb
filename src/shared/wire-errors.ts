import type { z } from 'zod';

/*
 * The words a refused request reads when its contract field gives none of its
 * own: a field of the wrong type (a number where the policy number goes), a
 * field left out, a list where one value goes, null, a value outside a list of
 * choices. zod's own Chinese says 无效输入：期望 string，实际接收 数字, which is
 * right but names programming types; these say 保单号格式不正确 or
 * 请求内容有误：缺少保单号. Every message a field declares (请输入保单号,
 * 订单号不能超过30位, …) still comes first: zod asks this map only for an issue
 * whose schema has none.
 *
 * It is zod's `customError` (z.config), set where zod is first configured: the
 * server in app.ts, the browser in web/app/zod-jitless.ts (forms that check
 * with the contract's schema). One map, so a request and a form read the same
 * words, with zod's JIT (the server) or without it (the browser). zod calls it
 * only for a refused value, so a request that passes costs nothing more.
 * Operator-facing checks (the configuration, the content files) keep zod's
 * technical Chinese by giving their parse its locale (config.ts, load-files.ts).
 */

/**
 * The insurer's name of each field a request body carries, by its key on the
 * wire. A key means the same thing in every contract that uses it (policyNo is
 * 保单号 everywhere); a key used for different things has a name that fits
 * them all (content 内容). wire-errors.test.ts requires a name for every key
 * of every request in the contract.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  a: '图形验证码',
  account: '工号',
  activityId: '活动编号',
  address: '地址',
  afterId: '消息位置',
  agentToken: '坐席登录凭证',
  answers: '问卷答案',
  appliName: '投保人姓名',
  appliNo: '投保人证件号码',
  appliNoType: '投保人证件类型',
  applicant: '姓名',
  applyMobile: '手机号码',
  at: '时间',
  bankCity: '开户城市',
  bankId: '开户银行',
  bankName: '开户银行',
  bankProvince: '开户省份',
  bankSubName: '开户网点',
  bankcardno: '银行卡号',
  before: '会话编号',
  billcode: '发票代码',
  billnumber: '发票号码',
  callBackTime: '回电时间',
  campaignId: '活动编号',
  carNumber: '车牌号码',
  carPolicyQuery: '查询方式',
  card: '保单号或卡号',
  category: '栏目',
  certificates: '证件号码',
  channelCode: '频道',
  channelType: '渠道',
  checkCode: '校验码后6位',
  choices: '选项',
  city: '所在城市',
  cityCode: '城市',
  cityId: '开户城市',
  code: '图形验证码',
  columnCode: '栏目',
  comCode: '机构',
  comName: '机构名称',
  comment: '评价内容',
  complainantIdNo: '投诉人证件号码',
  complainantIdType: '投诉人证件类型',
  complainantIdentity: '投诉人身份',
  complainantName: '投诉人姓名',
  confirmed: '批改申请声明确认',
  content: '内容',
  countyCode: '区县',
  countycode: '区县',
  couponCode: '红包券码',
  cusName: '姓名或单位名称',
  days: '天数',
  deliveryId: '退货快递单号',
  docId: '单证',
  download: '下载方式',
  email: '电子邮箱',
  employeeNo: '员工工号',
  entry: '入口',
  entryId: '入口编号',
  events: '统计记录',
  fileId: '文件编号',
  flightdate: '航班日期',
  flightnumber: '航班号',
  frameNo: '车架号后6位',
  function: '代码表名称',
  fundCode: '基金代码',
  groupByNo: '推广链接编号',
  groupuserCode: '代理人编号',
  identifyNumber: '证件号码',
  identifyType: '证件类型',
  identifymobile: '手机号码',
  identifyname: '姓名',
  identifynumber: '身份证号码',
  imageCode: '图形验证码',
  insuranceOrderId: '购物平台订单号',
  insuranceRelationship: '与被保险人关系',
  insuranceType: '险种类型',
  insurdIdentityNumber: '被保险人证件号码',
  insuredIdentifyNo: '被保险人证件号码',
  insuredName: '被保险人姓名',
  invoiceCode: '发票代码',
  invoiceNumber: '发票号码',
  isDeckCard: '是否为未上牌新车',
  issueDate: '开票日期',
  keyword: '关键词',
  kind: '推广产品类型',
  lat: '位置',
  leaveMessage: '留言',
  licenseNo: '车牌号码',
  limit: '条数',
  lng: '位置',
  loanContractNo: '借款合同号',
  mobile: '手机号码',
  name: '姓名',
  orderId: '订单号',
  organization: '承保机构',
  page: '页码',
  pageNo: '页码',
  pageSize: '每页条数',
  parentCode: '地区代码',
  password: '密码',
  payerType: '订单类型',
  personType: '查询人身份',
  phoneNumber: '手机号码',
  policyNo: '保单号',
  policyNos: '保单号',
  policyType: '保单类型',
  position: '位置',
  prePic: '验证码图片',
  proCode: '所在省份',
  product: '意向产品',
  productCode: '产品代码',
  projectCode: '项目代码',
  promoteProduct: '推广产品',
  promoterName: '推广人姓名',
  provinceId: '开户省份',
  purpose: '验证码用途',
  questionId: '题目',
  registNo: '报案号',
  resume: '会话',
  riskClassCode: '险种分类',
  route: '页面地址',
  school: '学校名称',
  score: '评分',
  serviceitems: '服务项目',
  sex: '性别',
  sharePhone: '分享人手机号',
  sign: '链接',
  signid: '会话编号',
  siteId: '网点编号',
  slug: '栏目',
  smsValidCode: '短信验证码',
  source: '来源',
  status: '活动状态',
  studentIdentifyNumber: '学生证件号码',
  studentIdentifyType: '学生证件类型',
  studentName: '学生姓名',
  subsource: '来源',
  target: '点击位置',
  text: '回答内容',
  token: '登录凭证',
  type: '类型',
  url: '页面地址',
  uuid: '会话标识',
  verificationCode: '图形验证码',
  visaserialNo: '单证流水号',
  websitetype: '网点类型',
  zlist: '退货快递公司',
};

/** The whole body is not an object: the words route.ts uses for an envelope that is not one. */
export const MALFORMED_REQUEST = '请求格式不正确';

/** The name of the field an issue is about: its nearest key with a name (an array's item is its array's). */
function labelOf(path: readonly PropertyKey[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string') return Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key] : undefined;
  }
  return undefined;
}

const missing = (label: string | undefined) => `请求内容有误：缺少${label ?? '必填内容'}`;
const malformed = (label: string | undefined) => (label ? `${label}格式不正确` : '请求内容有误：有一项内容格式不正确');
const wrong = (label: string | undefined) => (label ? `${label}不正确` : '请求内容有误：有一项内容不正确');

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>, label: string | undefined): string {
  const max = String(issue.maximum);
  const what = label ?? '有一项内容';
  const prefix = label ? '' : '请求内容有误：';
  if (issue.origin === 'string') return `${prefix}${what}不能超过${max}个字`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${prefix}${what}不能超过${max}项`;
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
    return `${prefix}${what}${issue.inclusive ? '不能大于' : '必须小于'}${max}`;
  return `${prefix}${what}过大`;
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>, label: string | undefined): string {
  const min = String(issue.minimum);
  const what = label ?? '有一项内容';
  const prefix = label ? '' : '请求内容有误：';
  if (issue.origin === 'string')
    return Number(issue.minimum) <= 1 ? `请输入${label ?? '必填内容'}` : `${prefix}${what}不能少于${min}个字`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return Number(issue.minimum) <= 1 ? missing(label) : `${prefix}${what}不能少于${min}项`;
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
    return `${prefix}${what}${issue.inclusive ? '不能小于' : '必须大于'}${min}`;
  return `${prefix}${what}过小`;
}

/** The value a union refused: a discriminated union reports the whole object, at its discriminator's key. */
function unionValue(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidUnion>): unknown {
  const { discriminator } = issue as { discriminator?: unknown };
  const input: unknown = issue.input;
  if (typeof discriminator !== 'string') return input;
  return input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[discriminator] : undefined;
}

/**
 * zod's `customError`: the message of an issue whose schema declared none.
 * A field left out is 缺少…; a value of the wrong type or form is …格式不正确;
 * a value outside its choices …不正确; lengths and bounds say the limit.
 */
export function wireErrorMessage(issue: z.core.$ZodRawIssue): string {
  const path = issue.path ?? [];
  if (path.length === 0 && issue.code !== 'custom') return MALFORMED_REQUEST;
  const label = labelOf(path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? missing(label) : malformed(label);
    case 'invalid_value':
      return issue.input === undefined ? missing(label) : wrong(label);
    case 'invalid_union':
      return unionValue(issue) === undefined ? missing(label) : wrong(label);
    case 'too_big':
      return tooBig(issue, label);
    case 'too_small':
      return tooSmall(issue, label);
    case 'unrecognized_keys':
      return '请求内容有误：包含无法识别的内容';
    case 'invalid_format':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return malformed(label);
    default:
      return wrong(label);
  }
}
