import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

/** The committee's review of a session's applications (administrators). */
export const candidatesRoutes: FeatureRoutes = {
  admin: [
    {
      path: appRoutes.sessionCandidates,
      ...page(
        () => import('./components/candidates-page').then((m) => m.CandidatesPage),
        ['candidates', 'glossary', 'acceptance', 'panel'],
      ),
    },
  ],
};
