import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

export const auditRoutes: FeatureRoutes = {
  admin: [
    {
      path: appRoutes.auditEvents,
      ...page(() => import('./components/audit-events-page').then((m) => m.AuditEventsPage), ['audit']),
    },
  ],
};
