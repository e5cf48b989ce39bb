import { DEFAULT_RENEWAL_WINDOW_DAYS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { addDays } from '../../platform/calendar';
import type { DemoSection } from '../../platform/domain-module';
import { createContentRepo } from './repo';
import { chinaToday } from './service';

/** What a tester needs to try the content pages by hand. */
export async function contentDemo(db: Db): Promise<DemoSection> {
  const repo = createContentRepo(db);
  const classes = await repo.riskClasses();
  const today = chinaToday();
  const renewal = await repo.renewalDueBetween(today, addDays(today, DEFAULT_RENEWAL_WINDOW_DAYS));
  return {
    title: '首页与内容',
    notes: [
      '内容（轮播图、产品、文章、基金净值等）来自仓库根目录 content/ 下的文件，服务启动时若有变化自动导入；文件有误时启动失败并指出文件和字段。',
      '搜索示例：输入“意外”“驾乘”“家财”“理赔”等中文片段。',
      `一键续保弹窗：先在保单查询中查到一张${DEFAULT_RENEWAL_WINDOW_DAYS}天内到期的保单（本会话已验证身份），回到首页即弹出（与续保页同一窗口，RENEWAL_WINDOW_DAYS）。`,
    ],
    records: {
      riskClasses: classes.map((c) => `${c.code} ${c.name}（${c.productCount}款）`),
      policiesDueForRenewalWindow: renewal.map((r) => `${r.policyNo} ${r.riskName} ${r.subject} 到期 ${r.endDate}`),
      searchExamples: ['意外', '财产综', '驾乘', '理赔', '发票'],
    },
  };
}
