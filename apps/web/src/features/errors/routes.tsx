import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

export const errorsRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: appRoutes.accessDenied,
      ...page(() => import('./components/access-denied-page').then((m) => m.AccessDeniedPage)),
    },
  ],
};
