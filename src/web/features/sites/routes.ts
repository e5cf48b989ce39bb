import type { AppRoute } from '../../app/route-types';

/** Service sites: list with filters, keyword search, and the map (the only page that loads Leaflet). */
export const sitesRoutes: AppRoute[] = [
  {
    path: '/network-query',
    page: () => import('./pages/NetworkQueryPage'),
    title: '网点查询',
    keywords: '服务网点,理赔网点,营业网点,合作修理厂,定损点,4S店',
    description: '按城市、区县、网点类型和服务项目查询人保财险服务网点，支持按距离排序。',
    prerender: true,
  },
  { path: '/network-querySearch', page: () => import('./pages/NetworkSearchPage'), title: '网点搜索' },
  { path: '/network-map', page: () => import('./pages/NetworkMapPage'), title: '网点地图' },
];
