import type { AppRoute } from '../../app/route-types';

/** The order payment pages (spec section 2). */
export const paymentRoutes: AppRoute[] = [
  {
    path: '/order-pay',
    page: () => import('./pages/OrderPayPage'),
    title: '订单支付',
    keywords: '订单支付,保费支付,车险缴费,人保财险',
    description: '查询人保财险待支付订单，使用红包在线支付保费，支付成功即时出具保单。',
  },
  { path: '/order-detail', page: () => import('./pages/OrderDetailPage'), title: '订单详情' },
  { path: '/order-pay-detail', page: () => import('./pages/OrderPayDetailPage'), title: '支付结果' },
];
