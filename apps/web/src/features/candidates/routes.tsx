import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

/** The committee's review of a session's applications (staff: evaluators read it, administrators act on it). */
export const candidatesRoutes: FeatureRoutes = {
  staff: [
    {
      path: appRoutes.sessionCandidates,
      ...page(
        () => import('./components/candidates-page').then((m) => m.CandidatesPage),
        ['candidates', 'glossary', 'acceptance', 'panel'],
      ),
    },
  ],
};
