import type { AppRoute } from '../../app/route-types';

/** The claims domain's pages (spec section 2). */
export const claimsRoutes: AppRoute[] = [
  {
    path: '/claims-query',
    page: () => import('./pages/ClaimsQueryPage'),
    title: '理赔查询',
    keywords: '理赔查询,理赔进度,车险理赔,非车险理赔,人保财险',
    description: '查询人保财险车险、非车险理赔案件的处理进度、赔款金额和理赔员联系方式。',
    prerender: true,
  },
  { path: '/claims-mine-car', page: () => import('./pages/CarClaimsPage'), title: '我的车险理赔' },
  { path: '/claims-detail-car', page: () => import('./pages/CarClaimDetailPage'), title: '理赔详情' },
  { path: '/claims-progress-car', page: () => import('./pages/CarClaimProgressPage'), title: '理赔进度' },
  { path: '/claims-info-nocar', page: () => import('./pages/NoCarClaimsPage'), title: '非车险理赔信息' },
  { path: '/claims-schedle-nocar', page: () => import('./pages/NoCarSchedulePage'), title: '理赔进度' },
  { path: '/claims-queryResult', page: () => import('./pages/NoClaimPage'), title: '理赔查询结果' },
];
