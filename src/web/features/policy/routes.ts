import type { AppRoute } from '../../app/route-types';

const KEYWORDS = '保单查询,电子保单,车险保单,非车险保单,保险条款,人保财险';

/** The policy domain's pages (spec section 2). */
export const policyRoutes: AppRoute[] = [
  {
    path: '/policy-query',
    page: () => import('./pages/PolicyQueryPage'),
    title: '保单查询',
    keywords: KEYWORDS,
    description: '查询人保财险车险、非车险保单，查看保单详情、保险条款，下载电子保单。',
    prerender: true,
  },
  {
    path: '/policy-query-wdf',
    page: () => import('./pages/PolicyQueryWdfPage'),
    title: '保单验真',
    keywords: KEYWORDS,
  },
  {
    path: '/policy-queryResult',
    page: () => import('./pages/PolicyQueryResultPage'),
    title: '保单信息',
    keepAlive: true,
  },
  { path: '/policy-carQueryResult', page: () => import('./pages/CarQueryResultPage'), title: '车险保单' },
  { path: '/policy-carDetail', page: () => import('./pages/CarDetailPage'), title: '车辆信息' },
  { path: '/policy-detail', page: () => import('./pages/PolicyDetailPage'), title: '保单详情' },
  { path: '/policy-detail-PDFList', page: () => import('./pages/ClauseListPage'), title: '保险条款' },
  { path: '/policy-detail-WDFList', page: () => import('./pages/EPolicyListPage'), title: '电子保单' },
  { path: '/policy-detail-correctInfos', page: () => import('./pages/EndorsementsPage'), title: '批改信息' },
  { path: '/appoint-special', page: () => import('./pages/SpecialAgreementsPage'), title: '特别约定' },
  { path: '/avoid-term', page: () => import('./pages/ExclusionsPage'), title: '责任免除' },
  { path: '/pdf', page: () => import('./pages/PdfPage'), title: '文件查看' },
  {
    path: '/warranty-query',
    page: () => import('./pages/WarrantyQueryPage'),
    title: '保障查询',
    keywords: '保障查询,被保险人,人保财险',
    description: '按被保险人姓名和证件号码查询其名下的保障。',
  },
  { path: '/warranty-query-list', page: () => import('./pages/WarrantyListPage'), title: '保障查询结果' },
];
