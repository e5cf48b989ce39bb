import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { createGroupbuyRepo } from './repo';

export async function groupbuyDemo(db: Db): Promise<DemoSection> {
  const repo = createGroupbuyRepo(db);
  const staff = await repo.staffList(4);
  const links = await repo.latestLinks(5);
  return {
    title: '员工团购推广链接与在线报名',
    notes: [
      '入口：/home/#/groupBuy-applyLink。填写下列员工工号及其登记手机号，获取验证码（用途 groupBuy，在 /dev/outbox 查看）后生成链接与二维码，可发送到邮箱。',
      '打开短链接 /g/<编号> 进入 /home/#/enter-online 在线报名（验证码用途 activity），报名记在推广员工名下，员工会收到短信提醒。',
    ],
    records: {
      staff: staff.map((s) => ({ employeeNo: s.employeeNo, name: s.name, mobile: s.mobile, comName: s.comName })),
      latestLinks: links.map((l) => ({ groupByNo: l.groupByNo, kind: l.kind, shortUrl: l.shortUrl })),
    },
  };
}
