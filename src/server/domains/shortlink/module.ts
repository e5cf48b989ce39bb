import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { mintAppToken } from './login';
import { createShortlinkRepo } from './repo';
import { registerShortlinkRoutes } from './routes';
import { seedShortlink } from './seed';

export const shortlinkModule: DomainModule = {
  name: 'shortlink',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerShortlinkRoutes,
  seed: seedShortlink,
  demo: async (db) => ({
    title: '航班延误短链与自动登录',
    notes: [
      '航延理赔短链：打开 /short-smsVerification，输入下列手机号和保单号，获取短信验证码（在 /dev/outbox 查看），再填写航班和银行卡信息。',
      '航班日期须在保险期间内且不晚于今天；被保险人姓名须与保单一致。',
      '自动登录：POST /G-MPS/wap/autoLogin，body.token 使用下列开发环境示例凭证（10分钟内有效，刷新本页重新生成）。',
    ],
    records: {
      flightPolicies: (await createShortlinkRepo(db).listPolicies()).map((p) => ({
        policyNo: p.policyNo,
        mobile: p.mobile,
        insuredName: p.insuredName,
        period: `${p.startDate} 至 ${p.endDate}`,
      })),
      sampleAppToken: mintAppToken(process.env.APP_LOGIN_SECRET || 'development-only-app-login-secret', {
        userid: 'U10001',
        username: '测试用户',
        signid: 'S10001',
        agentid: '',
      }),
    },
  }),
};
