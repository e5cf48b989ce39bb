import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { createNewcarRepo } from './repo';

/** The new cars without a plate, and one plate already in use to try the refusal. */
export async function newcarDemo(db: Db): Promise<DemoSection> {
  const rows = await createNewcarRepo(db).newCarPolicies();
  const plated = rows.find((r) => r.licenseNo);
  return {
    title: '新车补录车牌',
    notes: [
      '/newcar-license：输入保单号、被保险人身份证号和图形验证码（区分大小写）。',
      '补录的车牌号须符合车牌规则（如 京N2K8C6）；已登记在其他有效保单上的车牌号会被拒绝。',
      '提交成功后可在 /policy-detail-correctInfos 查看批改信息。',
    ],
    records: {
      newCars: rows
        .filter((r) => !r.licenseNo)
        .map((r) => ({
          policyNo: r.policyNo,
          riskName: r.riskName,
          insuredName: r.insuredName,
          insuredIdentifyNo: r.insuredIdNumber,
          vin: r.vin,
        })),
      plateInUse: plated?.licenseNo ?? null,
    },
  };
}
