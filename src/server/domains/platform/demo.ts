import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { createPlatformRepo } from './repo';

/** What a tester needs to try the platform services by hand. */
export async function platformDemo(db: Db): Promise<DemoSection> {
  const repo = createPlatformRepo(db);
  const [branch] = await repo.branchesIn('city', '11010000');
  const beijingBranches = await repo.branchesIn('province', '11000000');
  const agencies = await repo.agenciesOf('11000000');
  return {
    title: '平台服务',
    notes: [
      '短信验证码：任意大陆手机号（如 13800138000）均可接收，验证码在 /dev/outbox 查看；同一手机号60秒内只能获取一次。',
      '图形验证码：区分大小写，每张图片只能校验一次，刷新30次后页面停止刷新。',
    ],
    records: {
      sampleCityCode: '11010000',
      sampleBranch: branch ?? beijingBranches[0] ?? null,
      sampleAgencies: agencies,
    },
  };
}
