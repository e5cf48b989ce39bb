import type { AppRoute } from '../../app/route-types';

/** The newcar domain's pages (spec section 2). */
export const newcarRoutes: AppRoute[] = [
  {
    path: '/newcar-license',
    page: () => import('./pages/NewcarLicensePage'),
    title: '新车补录车牌',
    keywords: '新车补录车牌,新车上牌,车牌批改,人保财险',
    description: '新车投保时未上牌，上牌后在线补录车牌号，批改即时生效。',
  },
  { path: '/newcar-addInfo', page: () => import('./pages/NewcarAddInfoPage'), title: '填写车牌号' },
  { path: '/cpwriting-endorse', page: () => import('./pages/EndorseStatementPage'), title: '批改申请声明' },
  { path: '/newcar-success', page: () => import('./pages/NewcarSuccessPage'), title: '补录结果' },
  { path: '/newcar-fail', page: () => import('./pages/NewcarFailPage'), title: '补录结果' },
];
