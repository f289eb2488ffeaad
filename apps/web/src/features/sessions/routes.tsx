import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

const detailsPage = () => import('./components/session-details-page').then((m) => m.SessionDetailsPage);

export const sessionsRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: appRoutes.currentSession,
      ...page(
        () => import('./components/current-session-page').then((m) => m.CurrentSessionPage),
        ['sessions', 'applications', 'glossary'],
      ),
    },
  ],
  // The committee reads the sessions, their figures and their interview rubric; the applicants' ratings of the
  // portal are the administrators'.
  staff: [
    {
      path: appRoutes.sessions,
      ...page(() => import('./components/sessions-page').then((m) => m.SessionsPage), ['sessions']),
    },
    // One page answers the session's addresses and shows the tab each names; the candidates tab is a route of its own.
    { path: appRoutes.sessionDetails, ...page(detailsPage, ['sessions']) },
    { path: appRoutes.session, ...page(detailsPage, ['sessions']) },
    { path: appRoutes.sessionOverview, ...page(detailsPage, ['sessions']) },
    { path: appRoutes.sessionStatistics, ...page(detailsPage, ['sessions']) },
    { path: appRoutes.sessionPanel, ...page(detailsPage, ['sessions', 'panel', 'list']) },
    { path: appRoutes.sessionInterviews, ...page(detailsPage, ['sessions', 'interview-slots']) },
  ],
  admin: [{ path: appRoutes.sessionRatings, ...page(detailsPage, ['sessions']) }],
};
