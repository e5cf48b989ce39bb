import { PRIZE_COUPON_MIN_PREMIUM } from '../../../shared/api/survey';
import { moneyText } from '../../../shared/rules/money';
import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { createSurveyRepo } from './repo';
import { DEMO_SURVEY_ID } from './seed';

export async function surveyDemo(db: Db): Promise<DemoSection> {
  const prizes = await createSurveyRepo(db).prizes(DEMO_SURVEY_ID);
  return {
    title: '有奖问卷',
    notes: [
      `入口：/home/#/question-naire。任意手机号获取验证码（用途 survey，在 /dev/outbox 查看），答完即按奖池剩余随机获得红包券，中奖短信在 /dev/outbox 查看；奖品红包券自动放入该手机号的 /redEnvelope-coupon 卡包，保费满${moneyText(PRIZE_COUPON_MIN_PREMIUM)}元的订单可用（投保人手机号须为该手机号）。`,
      '每个手机号每期只能答一次；奖池发完后仍可作答但不再中奖。已结束的活动：SUMMER2026。',
    ],
    records: {
      activityId: DEMO_SURVEY_ID,
      prizePool: prizes.map((p) => ({ name: p.name, total: p.total, awarded: p.awarded })),
    },
  };
}
