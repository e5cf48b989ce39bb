import type { Db } from '../../db/client';
import { createSurveyRepo } from './repo';

export const DEMO_SURVEY_ID = 'AWARD2026';
const CLOSED_SURVEY_ID = 'SUMMER2026';

const opts = (...labels: string[]) => labels.map((label, i) => ({ code: String.fromCharCode(65 + i), label }));

/** The award questionnaire running now, with its prize pool, and one that has ended. */
export async function seedSurvey(db: Db) {
  const repo = createSurveyRepo(db);
  if (!(await repo.activitiesEmpty())) return;
  const q = (seq: number, kind: 'single' | 'multiple' | 'text', title: string, extra: object = {}) => ({
    activityId: DEMO_SURVEY_ID,
    seq,
    kind,
    title,
    ...extra,
  });
  await repo.insertSeed({
    activities: [
      {
        id: DEMO_SURVEY_ID,
        title: '人保财险客户服务满意度有奖调查',
        intro: '花1分钟告诉我们您的感受，答完即有机会获得现金红包券，数量有限，先到先得。',
        startsAt: new Date('2026-11-01T00:00:00+08:00'),
        endsAt: new Date('2027-06-30T23:59:59+08:00'),
      },
      {
        id: CLOSED_SURVEY_ID,
        title: '夏季出行保障有奖调查',
        intro: '感谢参与，本期活动已结束。',
        startsAt: new Date('2026-06-01T00:00:00+08:00'),
        endsAt: new Date('2026-08-31T23:59:59+08:00'),
      },
    ],
    questions: [
      q(1, 'single', '您主要通过什么渠道办理保险业务？', {
        options: opts('官方网站/手机网页', '官方App', '微信公众号', '营业网点', '代理人/经纪人'),
      }),
      q(2, 'single', '您对我们的理赔服务是否满意？', { options: opts('非常满意', '满意', '一般', '不满意') }),
      q(3, 'multiple', '您最希望我们改进哪些方面？（最多选3项）', {
        maxChoices: 3,
        options: opts('理赔速度', '服务态度', '线上办理', '保费价格', '产品种类', '信息透明'),
      }),
      q(4, 'single', '您是否愿意向亲友推荐人保财险？', { options: opts('非常愿意', '愿意', '不确定', '不愿意') }),
      q(5, 'text', '您对我们还有什么建议？（选填）', { required: false, maxLength: 200 }),
      {
        activityId: CLOSED_SURVEY_ID,
        seq: 1,
        kind: 'single' as const,
        title: '您今年夏天是否购买过出行保险？',
        options: opts('是', '否'),
      },
    ],
    prizes: [
      { activityId: DEMO_SURVEY_ID, name: '5元红包券', amount: '5.00', total: 200 },
      { activityId: DEMO_SURVEY_ID, name: '10元红包券', amount: '10.00', total: 50 },
      { activityId: DEMO_SURVEY_ID, name: '50元红包券', amount: '50.00', total: 5 },
      { activityId: CLOSED_SURVEY_ID, name: '5元红包券', amount: '5.00', total: 100 },
    ],
  });
}
