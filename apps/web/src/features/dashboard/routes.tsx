import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

export const dashboardRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: appRoutes.dashboard,
      ...page(
        () => import('./components/dashboard-page').then((m) => m.DashboardPage),
        ['dashboard', 'applications', 'sessions', 'renewal', 'glossary', 'acceptance', 'interviews'],
      ),
    },
  ],
};
