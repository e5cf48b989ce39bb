import type { AppRoute } from '../../app/route-types';

/** The content domain's pages (the 404, agreements and navigation pages are registered in app/routes.ts). */
export const contentRoutes: AppRoute[] = [
  { path: '/homes', page: () => import('./pages/OldHomePage'), title: '首页' },
  { path: '/search', page: () => import('./pages/SearchPage'), title: '搜索' },
  {
    path: '/information-list',
    page: () => import('./pages/InformationListPage'),
    title: '资讯与基金',
    keywords: '保险资讯,基金净值',
  },
  {
    path: '/help-center',
    page: () => import('./pages/HelpCenterPage'),
    title: '帮助中心',
    keywords: '常见问题,保单查询,理赔,电子发票',
    description: '保单、理赔、发票与账户安全的常见问题解答。',
  },
  { path: '/about-picc', page: () => import('./pages/AboutPiccPage'), title: '关于我们' },
  { path: '/about-qywh', page: () => import('./pages/AboutValuesPage'), title: '企业文化' },
  { path: '/about-ppxc', page: () => import('./pages/AboutBrandPage'), title: '品牌宣传' },
  { path: '/cooperation-brand', page: () => import('./pages/CooperationBrandPage'), title: '合作品牌' },
  { path: '/more-services', page: () => import('./pages/MoreServicesPage'), title: '更多服务' },
  { path: '/wechat-follow', page: () => import('./pages/WechatFollowPage'), title: '关注我们' },
  { path: '/drainage', page: () => import('./pages/DrainagePage'), title: '关注服务号' },
  { path: '/scanning-code', page: () => import('./pages/ScanningCodePage'), title: '扫一扫' },
  { path: '/wonderful-activity', page: () => import('./pages/WonderfulActivityPage'), title: '精彩活动' },
];
