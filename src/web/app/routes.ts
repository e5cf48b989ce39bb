import { HOTLINE } from '../../shared/constants';
import { claimsRoutes } from '../features/claims/routes';
import { complaintRoutes } from '../features/complaint/routes';
import { careRoutes } from '../features/content/care/routes';
import { productsRoutes } from '../features/content/products/routes';
import { contentRoutes } from '../features/content/routes';
import { deliveryRoutes } from '../features/delivery/routes';
import { groupbuyRoutes } from '../features/groupbuy/routes';
import { invoiceRoutes } from '../features/invoice/routes';
import { newcarRoutes } from '../features/newcar/routes';
import { paymentRoutes } from '../features/payment/routes';
import { policyRoutes } from '../features/policy/routes';
import { promoRoutes } from '../features/promo/routes';
import { renewalRoutes } from '../features/renewal/routes';
import { serviceRoutes } from '../features/service/routes';
import { shortlinkRoutes } from '../features/shortlink/routes';
import { sitesRoutes } from '../features/sites/routes';
import { surveyRoutes } from '../features/survey/routes';
import { SITE_NAME } from './brand';
import type { AppRoute } from './route-types';

/**
 * THE route table. Every page of the portal is one entry here; the router, the
 * document title, keep-alive, the auth guard, the service grid and the site
 * navigation all read it, so adding a page is adding one line.
 */
export const ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    page: () => import('../features/content/home-page/pages/HomePage'),
    title: SITE_NAME,
    keywords: `人保财险,保单查询,理赔查询,电子发票,电子保单,服务网点,${HOTLINE}`,
    description: `中国人保财险客户服务：保单查询、理赔进度、电子发票、电子保单、服务网点查询，客服热线${HOTLINE}。`,
    keepAlive: true,
    prerender: true,
  },
  {
    path: '/404',
    page: () => import('../features/content/pages/NotFoundPage'),
    title: '页面未找到',
  },
  {
    path: '/service_agreement',
    page: () => import('../features/content/pages/ServiceAgreementPage'),
    title: '用户服务协议',
    keywords: '用户服务协议,人保财险',
    description: '人保财险客户服务网页版用户服务协议：服务内容、使用规则、验证码与账户安全、责任与争议解决。',
  },
  {
    path: '/privacy_policy',
    page: () => import('../features/content/pages/PrivacyPolicyPage'),
    title: '隐私政策',
    keywords: '隐私政策,个人信息保护,人保财险',
    description: '人保财险客户服务网页版如何收集、使用、保存和保护您的个人信息，以及您依法享有的权利。',
  },
  {
    path: '/navigation',
    page: () => import('../features/content/pages/NavigationPage'),
    title: '网站导航',
    keywords: '网站导航,服务大全',
    description: '人保财险客户服务全部服务入口一览。',
  },
  {
    path: '/infomation-publish',
    page: () => import('../features/content/pages/InfoPublishPage'),
    title: '公开信息披露',
  },
  ...contentRoutes,
  ...paymentRoutes,
  ...deliveryRoutes,
  ...renewalRoutes,
  ...shortlinkRoutes,
  ...sitesRoutes,
  ...serviceRoutes,
  ...policyRoutes,
  ...claimsRoutes,
  ...invoiceRoutes,
  ...newcarRoutes,
  ...complaintRoutes,
  ...surveyRoutes,
  ...groupbuyRoutes,
  ...promoRoutes,
  ...productsRoutes,
  ...careRoutes,
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route for a hash path, if the table has it. */
export function findRoute(pathname: string): AppRoute | undefined {
  return byPath.get(pathname as AppRoute['path']);
}

/** Paths that exist now; the service grid shows only these. */
export const ROUTE_PATHS: ReadonlySet<string> = new Set(ROUTES.map((route) => route.path));
