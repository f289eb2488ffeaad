import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

/** The beneficiary's year (its holder, and administrators), and the committee's board. */
export const beneficiariesRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: appRoutes.scholarshipYear,
      ...page(() => import('./components/year-page').then((m) => m.YearPage), ['beneficiaries']),
    },
  ],
  admin: [
    {
      path: appRoutes.beneficiaries,
      ...page(() => import('./components/board-page').then((m) => m.BoardPage), ['beneficiaries']),
    },
  ],
};
