import { RESIDENT_ID_TYPE } from '../../../shared/codes';
import type { Db } from '../../db/client';
import type { PlatformDeps } from '../../platform/deps';
import type { DemoSection } from '../../platform/domain-module';
import { productOf } from './catalogue';
import { idTypeName } from './present';
import { createPolicyRepo, type PolicyRow } from './repo';
import { verifyLink } from './verify-link';

const who = (name: string, id: string) => `${name} / ${id}`;

/** One line a tester can follow for each kind of query. */
function describePolicy(r: PolicyRow, secret: string) {
  const base = {
    policyNo: r.policyNo,
    product:
      productOf(r.riskCode).shortName === r.riskName
        ? r.riskName
        : `${productOf(r.riskCode).shortName}（${r.riskName}）`,
    period: `${r.startDate} 至 ${r.endDate}`,
    // Where its e-policy's QR code leads, signed the same way: open it on the portal's host.
    verifyLink: verifyLink('', secret, r.policyNo),
  };
  if (r.kind === 'car')
    return {
      ...base,
      licenseNo: r.licenseNo ?? '新车未上牌',
      frameNoLast6: r.frameNo,
      holder: who(r.insuredName, r.insuredIdNo),
      // What to pick as 证件类型 where the holder's ID is not a resident ID (a company's credit code).
      ...(r.insuredIdType === RESIDENT_ID_TYPE ? {} : { holderIdType: idTypeName(r.insuredIdType) }),
      mobile: r.insuredMobile,
    };
  return {
    ...base,
    visaserialNo: r.visaSerialNo,
    applicant: who(r.applicantName, r.applicantIdNo),
    insured: who(r.insuredName, r.insuredIdNo),
    // What to pick as 证件类型 on the warranty query where the insured's ID is not a resident ID.
    ...(r.insuredIdType === RESIDENT_ID_TYPE ? {} : { insuredIdType: idTypeName(r.insuredIdType) }),
    ...(r.school ? { school: r.school } : {}),
    ...(r.loanContractNo ? { loanContractNo: r.loanContractNo } : {}),
  };
}

export async function policyDemo(db: Db, deps: Pick<PlatformDeps, 'config'>): Promise<DemoSection> {
  const repo = createPolicyRepo(db);
  const rows = await repo.sample(2000);
  const first = (test: (r: PolicyRow) => boolean) => rows.find(test);
  const byRisk = (code: string) => first((r) => r.riskCode === code);
  const endorsed = await Promise.all(
    rows
      .filter((r) => r.riskCode === 'DAA')
      .slice(0, 40)
      .map(async (r) => ((await repo.endorsementCount(r.policyNo)) > 0 ? r : undefined)),
  );
  const picks: Record<string, PolicyRow | undefined> = {
    carByPlate: first((r) => r.kind === 'car' && !!r.licenseNo),
    newCarWithoutPlate: first((r) => r.kind === 'car' && r.isNewCar && !r.licenseNo),
    carWithEndorsements: endorsed.find(Boolean),
    carOfCompany: first((r) => r.kind === 'car' && r.insuredIdType === '31'),
    accident: byRisk('EAK'),
    student: byRisk('EGB'),
    homeProperty: byRisk('JAB'),
    travel: byRisk('EAW'),
    returnShipping: byRisk('YEC'),
    flightDelay: byRisk('ZFD'),
    health: byRisk('EHA'),
    loan: byRisk('YDK'),
    hongKongResident: first((r) => r.insuredIdType === '07'),
  };
  return {
    title: '保单查询与电子保单',
    notes: [
      `共 ${await repo.count()} 张保单（车险交强险与商业险、非车险各险种），每张都有条款、特别约定和责任免除，部分车险有批改记录。`,
      '车险：车牌号 + 证件号 + 图形验证码；或保单号 + 证件号；新车未上牌：保单号 + 车架号后6位；或车牌号 + 手机号 + 短信验证码（验证码见 /dev/outbox）。单位的车（carOfCompany）证件类型选“统一社会信用代码”。',
      '非车险：保单号或单证流水号 + 投保人（personType 0）或被保险人（personType 1）的姓名、证件类型和证件号；香港居民（hongKongResident）证件类型选“港澳居民身份证”，号码带不带括号均可。学平险：保单号 + 学校 + 学生姓名和证件号；借款人保险：借款合同号 + 借款人姓名和证件号。',
      '保障查询：被保险人姓名 + 证件类型 + 证件号 + 图形验证码。香港居民（hongKongResident）证件类型选“港澳居民身份证”，号码带不带括号均可（K391705(3) 或 K3917053）；单位的车（carOfCompany）选“统一社会信用代码”。电子保单邮件在 /dev/outbox 查看。',
      '保单验真：每条记录的 verifyLink 是其电子保单二维码的链接（带校验码 sign），在门户地址后打开即进入 /policy-query-wdf；改动 sign 则提示校验未通过。',
      '同一会话查询失败3次后需要图形验证码，1小时内失败10次将暂停查询。',
    ],
    records: Object.fromEntries(
      Object.entries(picks).map(([k, r]) => [k, r ? describePolicy(r, deps.config.appSecret) : null]),
    ),
  };
}
