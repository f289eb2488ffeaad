import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

/** The evaluator's screens: their interviews, and the evaluation of one (its draft's words are the editor's). */
export const panelRoutes: FeatureRoutes = {
  staff: [
    {
      path: appRoutes.myInterviews,
      ...page(() => import('./components/my-interviews-page').then((m) => m.MyInterviewsPage), ['panel']),
    },
    {
      path: appRoutes.interviewEvaluation,
      ...page(() => import('./components/evaluation-page').then((m) => m.EvaluationPage), ['panel', 'applications']),
    },
  ],
};
