import type { AppRoute } from '../../app/route-types';

/** The invoice domain's pages (spec section 2). */
export const invoiceRoutes: AppRoute[] = [
  {
    path: '/invoice-query',
    page: () => import('./pages/InvoiceQueryPage'),
    title: '电子发票查询',
    keywords: '电子发票,发票查询,数电发票,增值税电子普通发票,人保财险',
    description: '按保单或发票号码查询人保财险保费电子发票，在线查看、下载或发送至邮箱。',
    prerender: true,
  },
  { path: '/invoice-queryResult', page: () => import('./pages/InvoiceResultPage'), title: '发票列表' },
  { path: '/invoice-queryWealth', page: () => import('./pages/InvoiceViewerPage'), title: '电子发票' },
];
