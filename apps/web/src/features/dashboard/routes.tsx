import { appRoutes } from '@portal/shared/app-routes';
import { meQueryOptions } from '@/features/accounts/public';
import { currentApplicationQueryOptions, myApplicationsQueryOptions } from '@/features/applications/public';
import { statisticsQueryOptions } from '@/features/landing/public';
import { currentSessionQueryOptions } from '@/features/sessions/public';
import { type FeatureRoutes, page } from '@/lib/lazy-route';
import { firstReads } from '@/lib/route-reads';

export const dashboardRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: appRoutes.dashboard,
      // What the dashboard starts with: for everyone the current session; for a student also their account, their
      // applications, the one to the current session and the programme's figures (student-dashboard.tsx).
      loader: firstReads(({ ask, user }) => {
        void ask(currentSessionQueryOptions());
        if (user.role !== 'STUDENT') return;
        void ask(meQueryOptions());
        void ask(myApplicationsQueryOptions());
        void ask(currentApplicationQueryOptions());
        void ask(statisticsQueryOptions());
      }),
      ...page(
        () => import('./components/dashboard-page').then((m) => m.DashboardPage),
        ['dashboard', 'applications', 'sessions', 'renewal', 'glossary', 'acceptance', 'interviews'],
      ),
    },
  ],
};
