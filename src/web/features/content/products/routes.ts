import type { AppRoute } from '../../../app/route-types';

/** The product centre, product list and detail, and product search. */
export const productsRoutes: AppRoute[] = [
  {
    path: '/product-center',
    page: () => import('./pages/ProductCenterPage'),
    title: '产品中心',
    keywords: '保险产品,车险,意外险,健康险,家财险,旅行险',
    description: '按险种分类浏览保险产品：车险、意外险、健康险、家财险、旅行险与责任险。',
  },
  { path: '/product-list', page: () => import('./pages/ProductListPage'), title: '产品列表' },
  { path: '/search-product', page: () => import('./pages/SearchProductPage'), title: '产品搜索' },
];
