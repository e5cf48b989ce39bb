import type { AppRoute } from '../../app/route-types';

/** The flight-delay short-link pages (spec section 2). */
export const shortlinkRoutes: AppRoute[] = [
  { path: '/short-smsVerification', page: () => import('./pages/ShortSmsVerificationPage'), title: '航班延误理赔' },
  { path: '/short-writeInfo', page: () => import('./pages/ShortWriteInfoPage'), title: '填写理赔信息' },
];
