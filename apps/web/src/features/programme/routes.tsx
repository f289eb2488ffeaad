import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

export const programmeRoutes: FeatureRoutes = {
  admin: [
    {
      path: appRoutes.programmeSettings,
      ...page(() => import('./components/programme-settings-page').then((m) => m.ProgrammeSettingsPage), ['reference']),
    },
  ],
};
