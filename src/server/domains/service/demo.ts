import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { DEMO_AGENTS } from './agents';
import { createServiceRepo } from './repo';

export async function serviceDemo(db: Db): Promise<DemoSection> {
  const repo = createServiceRepo(db);
  const custom = Boolean(process.env.CS_AGENTS);
  return {
    title: '在线客服',
    notes: [
      '客户入口 /customer-service（首页入口 /customer-service_whome）：输入问题由智能客服小保回答，点击“转人工”排队等待人工客服。',
      '客服工作台 /agent：用下方工号登录并保持页面打开即为“在线”；无人在线时客户可留言并留下手机号。',
      '试试提问：“怎么报案”“电子保单怎么下载”“发票抬头错了”“车被偷了”。',
      '客户可发送 JPG/PNG/GIF/WebP 图片（不超过2MB，按文件内容校验）。会话结束后可评价与表扬客服。',
    ],
    records: {
      knowledgeBaseEntries: await repo.kbSize(),
      agentAccounts: custom
        ? '由 CS_AGENTS 配置'
        : DEMO_AGENTS.map((a) => ({ account: a.account, password: a.password, agentName: a.name })),
    },
  };
}
