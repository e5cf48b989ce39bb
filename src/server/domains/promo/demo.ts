import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { createPromoRepo } from './repo';
import { DEMO_CAMPAIGN_ID } from './seed';

export async function promoDemo(db: Db): Promise<DemoSection> {
  const campaign = await createPromoRepo(db).campaign(DEMO_CAMPAIGN_ID);
  return {
    title: '购车优惠与红包券',
    notes: [
      '购车优惠：/home/#/buy-car，默认城市北京（11000000），任意手机号获取验证码（用途 activity）即可报名，每个手机号每个活动一次。',
      '红包券：/home/#/redEnvelope-coupon，验证手机号后领取，每个手机号限领一张，券池有限；领取后可查看本手机号的全部红包券；支付该手机号为投保人手机号的订单时可使用（满额可用，用一次）。',
    ],
    records: { campaign: campaign ? { id: campaign.id, total: campaign.total, claimed: campaign.claimed } : null },
  };
}
