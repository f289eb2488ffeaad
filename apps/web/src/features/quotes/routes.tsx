import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

export const quotesRoutes: FeatureRoutes = {
  admin: [
    {
      path: appRoutes.quotes,
      ...page(() => import('./components/quotes-page').then((m) => m.QuotesPage), ['reference']),
    },
  ],
};
