import type { AppRoute } from '../../app/route-types';

/** The policy delivery pages (spec section 2). */
export const deliveryRoutes: AppRoute[] = [
  {
    path: '/order-delivery',
    page: () => import('./pages/OrderDeliveryPage'),
    title: '保单配送查询',
    keywords: '保单配送,纸质保单,快递查询,人保财险',
    description: '查询人保财险纸质保单的配送进度、快递公司与运单号。',
  },
  { path: '/order-deliveryInfo', page: () => import('./pages/OrderDeliveryInfoPage'), title: '配送信息' },
];
