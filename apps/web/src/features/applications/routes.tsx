import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

export const applicationsRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: appRoutes.applyToSession,
      ...page(
        () => import('./components/apply-page').then((m) => m.ApplyPage),
        ['applications', 'sessions', 'glossary'],
      ),
    },
    {
      path: appRoutes.myApplications,
      ...page(
        () => import('./components/my-applications-page').then((m) => m.MyApplicationsPage),
        ['applications', 'glossary'],
      ),
    },
  ],
};
