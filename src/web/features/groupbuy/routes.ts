import type { AppRoute } from '../../app/route-types';

/** Staff group-buy promotion links and the sign-up page they lead to. */
export const groupbuyRoutes: AppRoute[] = [
  { path: '/groupBuy-applyLink', page: () => import('./pages/GroupBuyApplyPage'), title: '团购推广链接申请' },
  { path: '/groupBuy-carLink', page: () => import('./pages/GroupBuyCarLinkPage'), title: '车险推广链接' },
  { path: '/groupBuy-noncarLink', page: () => import('./pages/GroupBuyNoncarLinkPage'), title: '非车险推广链接' },
  {
    path: '/enter-online',
    page: () => import('./pages/EnterOnlinePage'),
    title: '在线报名',
    keywords: '在线报名,车险,意外险,人保财险',
    description: '在线报名人保财险保险产品，专属顾问为您定制保障方案。',
  },
];
