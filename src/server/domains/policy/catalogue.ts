import { HOTLINE } from '../../../shared/constants';
import type { CoverageRow, TermRow } from './schema';

/**
 * What the insurer sells, as the policy pages need it: per risk code the name
 * customers use, which query form finds it, its coverages, its clause
 * documents, its usual special agreements and exclusions. Clause texts are
 * abridged from the published model clauses (2020 motor reform, standard
 * accident and property wordings): enough for a customer to read what applies.
 */
export interface ClauseDoc {
  code: string;
  title: string;
  articles: Array<{ heading: string; text: string }>;
}

export interface Product {
  riskCode: string;
  shortName: string;
  queryType: 'car' | 'normal' | 'student' | 'loan';
  clauses: ClauseDoc[];
  exclusions: TermRow[];
  specialAgreements: TermRow[];
  /** Coverage rows for a sum insured, before premiums are spread over them. */
  kinds(sumInsured: number): Array<Omit<CoverageRow, 'premium'> & { weight: number }>;
}

const money = (n: number) => n.toFixed(2);

const GENERAL_EXCLUSIONS: TermRow[] = [
  { title: '故意行为', content: '投保人、被保险人的故意行为或违法犯罪行为造成的损失，保险人不负责赔偿。' },
  {
    title: '战争与核风险',
    content: '战争、军事冲突、恐怖活动、暴乱及核爆炸、核辐射或核污染造成的损失，保险人不负责赔偿。',
  },
];

function clause(code: string, title: string, liability: string, exclusion: string): ClauseDoc {
  return {
    code,
    title,
    articles: [
      {
        heading: '第一条 总则',
        text: `本保险合同由保险条款、投保单、保险单、批单和特别约定组成。凡涉及本保险合同的约定，均应采用书面形式。${title}适用本条款。`,
      },
      { heading: '第二条 保险责任', text: liability },
      {
        heading: '第三条 责任免除',
        text: `${exclusion}投保人、被保险人的故意行为，战争、军事冲突、恐怖活动、暴乱，核爆炸、核辐射或核污染造成的损失，保险人均不负责赔偿。`,
      },
      {
        heading: '第四条 保险期间',
        text: '保险期间以保险单载明的起讫时间为准。除另有约定外，保险责任自保险单载明的起保日零时开始，至期满日二十四时止。',
      },
      {
        heading: '第五条 赔偿处理',
        text: `发生保险事故后，被保险人应及时通知保险人（客服热线${HOTLINE}），并提供保险单、事故证明、损失清单及与确认保险事故性质、原因、损失程度有关的证明和资料。保险人收到完整资料后及时作出核定，对属于保险责任的，在与被保险人达成赔偿协议后十日内履行赔偿义务。`,
      },
      {
        heading: '第六条 争议处理',
        text: '因履行本保险合同发生的争议，由当事人协商解决；协商不成的，提交保险单载明的仲裁机构仲裁，未载明或达不成仲裁协议的，依法向人民法院起诉。',
      },
    ],
  };
}

const CAR_CLAUSES = {
  ci: clause(
    'C-DZA-01',
    '机动车交通事故责任强制保险条款',
    '在中华人民共和国境内（不含港、澳、台地区），被保险人在使用被保险机动车过程中发生交通事故，致使受害人遭受人身伤亡或者财产损失，依法应当由被保险人承担的损害赔偿责任，保险人按照死亡伤残赔偿限额180000元、医疗费用赔偿限额18000元、财产损失赔偿限额2000元负责赔偿（被保险人无责任时分别为18000元、1800元、100元）。',
    '受害人故意造成的交通事故损失；被保险人所有的财产及被保险机动车上的财产遭受的损失；因交通事故产生的仲裁或者诉讼费用以及其他相关费用，不属于本保险赔偿范围。',
  ),
  biMain: clause(
    'C-DAA-01',
    '中国保险行业协会机动车商业保险示范条款（2020版）',
    '机动车损失保险：保险期间内，被保险人或被保险机动车驾驶人在使用被保险机动车过程中，因自然灾害、意外事故造成被保险机动车直接损失，保险人依照本合同约定负责赔偿。第三者责任保险：被保险机动车发生意外事故，致使第三者遭受人身伤亡或财产直接损毁，依法应当由被保险人承担的损害赔偿责任，保险人对超过交强险各分项赔偿限额的部分负责赔偿。车上人员责任保险：致使车上人员遭受人身伤亡，依法应当由被保险人承担的损害赔偿责任，保险人负责赔偿。',
    '事故发生后，被保险人或驾驶人在未依法采取措施的情况下驾驶被保险机动车或者遗弃被保险机动车离开事故现场；驾驶人饮酒、吸食或注射毒品、被药物麻醉后使用被保险机动车；驾驶人无驾驶证或驾驶证有效期已届满；',
  ),
  biMedical: clause(
    'C-DAA-02',
    '附加医保外医疗费用责任险条款',
    '保险期间内，被保险人或其允许的驾驶人在使用被保险机动车过程中，发生主险保险事故，对于被保险人依照中华人民共和国法律应对第三者或车上人员承担的医疗费用，保险人对超出《道路交通事故受伤人员临床诊疗指南》和国家基本医疗保险同类医疗费用标准的部分负责赔偿。',
    '在相同保障的其他保险项下可获得赔偿的部分；所诊治伤情与主险保险事故无关联的医疗、医药费用；',
  ),
};

const CAR_EXCLUSIONS: TermRow[] = [
  {
    title: '驾驶人原因',
    content:
      '驾驶人饮酒、吸食或注射毒品、被药物麻醉后使用被保险机动车，或无驾驶证、驾驶证被依法扣留或吊销期间驾驶的，保险人不负责赔偿。',
  },
  {
    title: '车辆原因',
    content: '发生保险事故时被保险机动车行驶证、号牌被注销的，或未按规定检验、检验不合格的，保险人不负责赔偿。',
  },
  {
    title: '用途改变',
    content:
      '被保险机动车被转让、改装、加装或改变使用性质，导致危险程度显著增加且未及时通知保险人的，因危险程度显著增加而发生的事故，保险人不负责赔偿。',
  },
  ...GENERAL_EXCLUSIONS,
];

function noncar(
  riskCode: string,
  shortName: string,
  queryType: Product['queryType'],
  liability: string,
  exclusion: string,
  kinds: Product['kinds'],
  specials: string[],
): Product {
  return {
    riskCode,
    shortName,
    queryType,
    clauses: [clause(`C-${riskCode}-01`, `${shortName}条款`, liability, exclusion)],
    exclusions: [{ title: '本险种特有免责', content: exclusion }, ...GENERAL_EXCLUSIONS],
    specialAgreements: specials.map((content, i) => ({ title: `特别约定${i + 1}`, content })),
    kinds,
  };
}

export const PRODUCTS: Record<string, Product> = {
  DZA: {
    riskCode: 'DZA',
    shortName: '交强险',
    queryType: 'car',
    clauses: [CAR_CLAUSES.ci],
    exclusions: [
      { title: '受害人故意', content: '因受害人故意造成的交通事故的损失，保险人不负责赔偿和垫付。' },
      {
        title: '被保险人财产',
        content: '被保险人所有的财产及被保险机动车上的财产遭受的损失，保险人不负责赔偿和垫付。',
      },
      ...GENERAL_EXCLUSIONS,
    ],
    specialAgreements: [
      { title: '车船税', content: '本保单已代收代缴车船税，完税凭证以保险单载明的车船税信息为准。' },
      { title: '道路救援', content: `保险期间内可拨打${HOTLINE}享受非事故道路救援服务，每年限3次。` },
    ],
    kinds: () => [
      { kindCode: 'BZ1', kindName: '死亡伤残赔偿限额', amount: money(180000), noDeductible: false, weight: 1 },
      { kindCode: 'BZ2', kindName: '医疗费用赔偿限额', amount: money(18000), noDeductible: false, weight: 0 },
      { kindCode: 'BZ3', kindName: '财产损失赔偿限额', amount: money(2000), noDeductible: false, weight: 0 },
    ],
  },
  DAA: {
    riskCode: 'DAA',
    shortName: '商业险',
    queryType: 'car',
    clauses: [CAR_CLAUSES.biMain, CAR_CLAUSES.biMedical],
    exclusions: CAR_EXCLUSIONS,
    specialAgreements: [
      {
        title: '指定驾驶人',
        content: '本保单未约定指定驾驶人，任何具备合法驾驶资格的驾驶人使用被保险机动车均在保障范围内。',
      },
      { title: '行驶区域', content: '被保险机动车行驶区域为中华人民共和国境内（不含港、澳、台地区）。' },
      {
        title: '免费增值服务',
        content: '本保单附赠代为送检、道路救援服务，服务以保险人实际提供的服务项目为准，不折算现金。',
      },
    ],
    kinds: (sum) => [
      {
        kindCode: 'A',
        kindName: '机动车损失保险',
        amount: money(Math.round(sum / 12)),
        noDeductible: false,
        weight: 6,
      },
      { kindCode: 'B', kindName: '第三者责任保险', amount: money(sum), noDeductible: false, weight: 3 },
      { kindCode: 'D3', kindName: '车上人员责任保险（司机）', amount: money(10000), noDeductible: false, weight: 0.3 },
      { kindCode: 'D4', kindName: '车上人员责任保险（乘客）', amount: money(40000), noDeductible: false, weight: 0.5 },
      { kindCode: 'MYW', kindName: '附加医保外医疗费用责任险', amount: money(10000), noDeductible: false, weight: 0.2 },
    ],
  },
  EAK: noncar(
    'EAK',
    '个人意外伤害保险',
    'normal',
    '被保险人因遭受意外伤害事故，并自事故发生之日起180日内因该事故身故或伤残的，保险人按保险金额给付身故或伤残保险金；因意外伤害发生的合理医疗费用，在扣除100元免赔额后按90%给付。',
    '被保险人从事潜水、跳伞、攀岩、探险、武术比赛、摔跤、特技表演、赛马、赛车等高风险运动期间遭受的伤害；',
    (sum) => [
      { kindCode: '01', kindName: '意外身故、残疾保险金', amount: money(sum), noDeductible: false, weight: 7 },
      { kindCode: '02', kindName: '意外伤害医疗保险金', amount: money(sum / 10), noDeductible: false, weight: 3 },
    ],
    [
      '意外伤害医疗保险金每次事故免赔额100元，赔付比例90%。',
      '被保险人职业类别须为一至三类，超出类别发生的事故不予赔付。',
    ],
  ),
  EGB: noncar(
    'EGB',
    '学生平安保险',
    'student',
    '在校学生在保险期间内因意外伤害或疾病身故、伤残，保险人给付相应保险金；因意外伤害或疾病住院发生的合理医疗费用，按约定比例给付住院医疗保险金。',
    '被保险人在投保前已患有的疾病及其并发症；被保险人因矫形、整容、美容手术发生的费用；',
    (sum) => [
      { kindCode: '01', kindName: '意外身故、残疾保险金', amount: money(sum), noDeductible: false, weight: 4 },
      { kindCode: '02', kindName: '疾病身故保险金', amount: money(sum / 2), noDeductible: false, weight: 2 },
      { kindCode: '03', kindName: '住院医疗保险金', amount: money(sum / 2), noDeductible: false, weight: 4 },
    ],
    ['被保险人须为保险单载明学校的在籍学生。', '住院医疗保险金免赔额0元，社保内费用赔付比例90%。'],
  ),
  JAB: noncar(
    'JAB',
    '家庭财产综合保险',
    'normal',
    '保险期间内，由于火灾、爆炸、雷击、暴风、暴雨、洪水、管道破裂及水渍等原因造成保险房屋及室内财产的损失，保险人按照保险金额负责赔偿；附加盗抢险承保入室盗窃、抢劫造成的室内财产损失。',
    '房屋及其附属设备因自然磨损、老化、白蚁蛀蚀造成的损失；金银、首饰、珠宝、有价证券、现金及票证的损失；',
    (sum) => [
      { kindCode: '01', kindName: '房屋主体', amount: money(sum * 0.75), noDeductible: false, weight: 5 },
      { kindCode: '02', kindName: '室内财产', amount: money(sum * 0.2), noDeductible: false, weight: 3 },
      { kindCode: '03', kindName: '附加盗抢险', amount: money(sum * 0.05), noDeductible: false, weight: 2 },
    ],
    ['保险标的地址以保险单载明的地址为准，搬迁须书面通知保险人。', '每次事故绝对免赔额200元。'],
  ),
  EAW: noncar(
    'EAW',
    '境外旅行意外保险',
    'normal',
    '被保险人在境外旅行期间遭受意外伤害导致身故或伤残的，保险人给付保险金；发生的合理境外医疗费用和紧急医疗运送、送返费用，保险人按约定负责赔偿。',
    '被保险人在出境前已存在的伤病；被保险人参与职业体育运动、潜水、滑雪、蹦极等高风险活动；',
    (sum) => [
      { kindCode: '01', kindName: '意外身故、残疾保险金', amount: money(sum), noDeductible: false, weight: 4 },
      { kindCode: '02', kindName: '境外医疗费用', amount: money(sum / 2), noDeductible: false, weight: 4 },
      { kindCode: '03', kindName: '紧急救援', amount: money(sum / 3), noDeductible: false, weight: 2 },
    ],
    [`保险期间内境外救援服务电话：+86-10-${HOTLINE}。`],
  ),
  YEC: noncar(
    'YEC',
    '退货运费损失保险',
    'normal',
    '保险期间内，被保险人在电商平台购买的商品发生退货的，保险人按约定的保险金额赔偿退货运费损失。',
    '交易未退货或未产生退货运单的；退货运单与原订单信息不一致的；',
    (sum) => [{ kindCode: '01', kindName: '退货运费', amount: money(sum), noDeductible: false, weight: 1 }],
    ['每笔订单限赔一次，赔款直接打入购物平台账户。'],
  ),
  ZFD: noncar(
    'ZFD',
    '航班延误保险',
    'normal',
    '被保险人所乘航班因天气、机械故障、航空管制等原因延误超过3小时的，保险人按保险单约定给付航班延误保险金。',
    '被保险人未实际乘坐所投保航班；航班延误在投保前已公布；',
    (sum) => [{ kindCode: '01', kindName: '航班延误保险金', amount: money(sum), noDeductible: false, weight: 1 }],
    ['每满3小时给付200元，最高600元。'],
  ),
  EHA: noncar(
    'EHA',
    '个人住院医疗保险',
    'normal',
    '被保险人因意外伤害或在等待期后因疾病住院治疗，保险人对其住院期间发生的必需且合理的医疗费用，扣除免赔额后按约定比例给付住院医疗保险金。',
    '等待期（30日）内发生的疾病；既往症；牙科、视力矫正、整形美容；',
    (sum) => [
      { kindCode: '01', kindName: '一般住院医疗保险金', amount: money(sum / 2), noDeductible: false, weight: 6 },
      { kindCode: '02', kindName: '重大疾病住院医疗保险金', amount: money(sum), noDeductible: false, weight: 4 },
    ],
    ['年免赔额10000元，经社保结算的费用赔付比例100%，未经社保结算的60%。', '等待期30日，续保无等待期。'],
  ),
  YDK: noncar(
    'YDK',
    '借款人意外伤害保险',
    'loan',
    '被保险人（借款人）在保险期间内因意外伤害身故或全残的，保险人按照借款合同项下尚未偿还的借款本息给付保险金，第一受益人为贷款机构。',
    '被保险人在借款合同签订前已发生的伤害；',
    (sum) => [{ kindCode: '01', kindName: '意外身故、全残保险金', amount: money(sum), noDeductible: false, weight: 1 }],
    [
      '第一受益人为借款合同载明的贷款机构，保险金以尚未偿还的借款本息为限。',
      '保险期间与借款期限一致，提前还清借款的可申请退保。',
    ],
  ),
};

/** The product of a risk code; unknown codes (from another domain's order) read as generic non-car cover. */
export function productOf(riskCode: string): Product {
  return PRODUCTS[riskCode] ?? { ...PRODUCTS.EAK, riskCode, shortName: riskCode };
}

/** Coverage rows with the premium spread by weight; the rounding remainder goes to the first row. */
export function coveragesFor(riskCode: string, sumInsured: string, premium: string): CoverageRow[] {
  const kinds = productOf(riskCode).kinds(Number(sumInsured));
  const totalCents = Math.round(Number(premium) * 100);
  const weights = kinds.reduce((s, k) => s + k.weight, 0) || 1;
  const cents = kinds.map((k) => Math.floor((totalCents * k.weight) / weights));
  cents[0] += totalCents - cents.reduce((s, c) => s + c, 0);
  return kinds.map(({ weight: _w, ...k }, i) => ({ ...k, premium: (cents[i] / 100).toFixed(2) }));
}

export function clauseDoc(riskCode: string, code: string): ClauseDoc | undefined {
  return productOf(riskCode).clauses.find((c) => c.code === code);
}
