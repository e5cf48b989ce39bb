import type { AppRoute } from '../../app/route-types';

export const surveyRoutes: AppRoute[] = [
  {
    path: '/question-naire',
    page: () => import('./pages/QuestionnairePage'),
    title: '有奖问卷',
    keywords: '有奖问卷,满意度调查,红包',
    description: '参与人保财险客户服务满意度调查，答完即有机会获得红包券。',
  },
];
