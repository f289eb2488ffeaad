import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

export const referenceRoutes: FeatureRoutes = {
  admin: [
    {
      path: appRoutes.schoolLevels,
      ...page(() => import('./components/school-levels-page').then((m) => m.SchoolLevelsPage), ['reference']),
    },
    {
      path: appRoutes.documentTypes,
      ...page(() => import('./components/document-types-page').then((m) => m.DocumentTypesPage), ['reference']),
    },
    {
      path: appRoutes.handicaps,
      ...page(() => import('./components/handicaps-page').then((m) => m.HandicapsPage), ['reference']),
    },
    {
      path: appRoutes.bacTypes,
      ...page(() => import('./components/bac-types-page').then((m) => m.BacTypesPage), ['reference']),
    },
  ],
};
