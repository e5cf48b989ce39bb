import type { AppRoute } from '../../app/route-types';

/** Promotions: the car-purchase discount activity and red-envelope coupons. */
export const promoRoutes: AppRoute[] = [
  {
    path: '/buy-car',
    page: () => import('./pages/BuyCarPage'),
    title: '购车优惠',
    keywords: '购车优惠,车险团购,新车投保',
    description: '购车先报名，投保时享车险团购折扣和专属服务。',
  },
  {
    path: '/redEnvelope-coupon',
    page: () => import('./pages/RedEnvelopeCouponPage'),
    title: '红包卡券',
    keywords: '红包,优惠券,人保财险',
    description: '领取人保财险红包券，支付订单时抵扣使用。',
  },
];
