import type { AppRoute } from '../../app/route-types';

/** Renewal and violation pages (spec section 2). */
export const renewalRoutes: AppRoute[] = [
  {
    path: '/renewal-hint',
    page: () => import('./pages/RenewalHintPage'),
    title: '一键续保',
    keywords: '车险续保,一键续保,人保财险',
    description: '保单到期前90天内在线续保：按上年保费与出险次数报价，在线支付即时出单。',
  },
  { path: '/renewal-time', page: () => import('./pages/RenewalTimePage'), title: '续保提示' },
  { path: '/renewal-win', page: () => import('./pages/RenewalWinPage'), title: '续保成功' },
  { path: '/renewal-error', page: () => import('./pages/RenewalErrorPage'), title: '无法续保' },
  {
    path: '/violation-query',
    page: () => import('./pages/ViolationQueryPage'),
    title: '违章查询',
    keywords: '违章查询,交通违法,车主服务',
    description: '输入车牌号和车架号后6位，查询车辆交通违法记录、罚款与扣分。',
  },
];
