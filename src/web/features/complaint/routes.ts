import { HOTLINE } from '../../../shared/constants';
import type { AppRoute } from '../../app/route-types';

/** Complaints: quick and formal complaint, the return-shipping appeal, and their outcome pages. */
export const complaintRoutes: AppRoute[] = [
  {
    path: '/quick-complaint',
    page: () => import('./pages/QuickComplaintPage'),
    title: '快速投诉',
    keywords: `投诉,快速投诉,正式投诉,人保财险,${HOTLINE}`,
    description: '在线提交投诉，客服专员按您选择的时间回电，受理编号短信告知。',
  },
  {
    path: '/claims-complaint',
    page: () => import('./pages/ReturnClaimPage'),
    title: '退货运费险理赔申诉',
    keywords: '退货运费险,理赔申诉',
    description: '退货运费险理赔结果有异议，在线提交申诉。',
  },
  { path: '/complaint-success', page: () => import('./pages/ComplaintSuccessPage'), title: '提交成功' },
  { path: '/complaint-fail', page: () => import('./pages/ComplaintFailPage'), title: '提交失败' },
];
