import { HOTLINE } from '../../../shared/constants';
import type { AppRoute } from '../../app/route-types';

const chat = () => import('./pages/CustomerServicePage');

/** Online customer service: the customer's chat (two entries) and the staff console. */
export const serviceRoutes: AppRoute[] = [
  {
    path: '/customer-service',
    page: chat,
    title: '在线客服',
    keywords: `在线客服,智能客服,人工客服,${HOTLINE}`,
    description: '人保财险在线客服：智能客服7×24小时解答车险、理赔、保单、发票问题，可转人工客服。',
    prerender: true,
  },
  { path: '/customer-service_whome', page: chat, title: '在线客服' },
  { path: '/agent', page: () => import('./pages/AgentPage'), title: '客服工作台' },
];
