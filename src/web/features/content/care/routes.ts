import { HOTLINE } from '../../../../shared/constants';
import type { AppRoute } from '../../../app/route-types';

/** The care edition (关怀版): its home and product centre. */
export const careRoutes: AppRoute[] = [
  {
    path: '/careEdittion',
    page: () => import('./pages/CareHomePage'),
    title: '关怀版',
    description: `大字体、大按钮、无广告的客户服务关怀版，常用服务一键直达，客服热线${HOTLINE}。`,
    keepAlive: true,
  },
  {
    path: '/product-centerCareEdittion',
    page: () => import('./pages/CareProductCenterPage'),
    title: '产品中心（关怀版）',
  },
];
