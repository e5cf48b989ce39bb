import { CLAIM_STATUS_NAMES, type ClaimStatus } from '../../../shared/api/claims';
import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { createClaimsRepo } from './repo';

/** Every demo claim with what a tester types to find it. */
export async function claimsDemo(db: Db): Promise<DemoSection> {
  const rows = await createClaimsRepo(db).allClaims();
  const list = (kind: 'car' | 'noncar') =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        status: CLAIM_STATUS_NAMES[r.status as ClaimStatus],
        policyNo: r.policyNo,
        insuredName: r.insuredName,
        identifyNumber: r.insuredIdNumber,
        registNo: r.registNo,
        ...(r.licenseNo ? { licenseNo: r.licenseNo } : {}),
      }));
  return {
    title: '理赔进度查询',
    notes: [
      '车险理赔：/claims-query 选“车险”，输入保单号和被保险人身份证号。',
      '非车险理赔：选“非车险”，输入保单号、被保险人姓名和身份证号，报案号可不填。',
      '非车险被保险人黄志明持港澳居民来往内地通行证（证件号H开头）：被保险人证件类型选“港澳居民来往内地通行证”。',
      '每种案件状态（已报案…已支付、已撤案、已拒赔）都有车险和非车险示例；身份信息连续错误10次将锁定1小时。',
    ],
    records: { carClaims: list('car'), noCarClaims: list('noncar') },
  };
}
