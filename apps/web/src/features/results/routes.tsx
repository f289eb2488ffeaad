import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

/** The public results (also rendered on the server). */
export const resultsRoutes: FeatureRoutes = {
  public: [
    {
      path: appRoutes.results,
      ...page(() => import('./components/results-page').then((m) => m.ResultsPage), ['results']),
    },
  ],
};
