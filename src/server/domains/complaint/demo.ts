import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { createComplaintRepo } from './repo';

/** What a tester needs to file each kind of complaint by hand. */
export async function complaintDemo(db: Db): Promise<DemoSection> {
  const repo = createComplaintRepo(db);
  const orders = await repo.returnPolicies(6);
  const latest = await repo.latest(5);
  return {
    title: '投诉与退货运费险申诉',
    notes: [
      '快速投诉：/home/#/quick-complaint，填写后受理短信在 /dev/outbox 查看；同一内容10分钟内重复提交返回同一受理编号。',
      '正式投诉：/home/#/quick-complaint?form=formal（快速投诉页的“正式投诉”标签），每个证件号码按其证件类型校验；险种为健康险时机构改选健康险分公司。',
      '退货运费险申诉：/home/#/claims-complaint，订单号须为下列订单之一，手机号须为该订单投保手机号（验证码用途 returnClaim），受理邮件在 /dev/outbox 查看；每个订单只能申诉一次。',
    ],
    records: {
      returnShippingOrders: orders.map((o) => ({
        orderNo: o.orderNo,
        platform: o.platform,
        policyNo: o.policyNo,
        insuredName: o.insuredName,
        mobile: o.insuredMobile,
      })),
      latestComplaints: latest.map((c) => ({ ackNo: c.ackNo, kind: c.kind, acknowledged: c.acknowledged })),
    },
  };
}
