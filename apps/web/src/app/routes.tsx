import type { RouteObject } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LandingLayout } from '@/components/layouts/landing-layout';
import { PageLoader } from '@/components/page-loader';
import { accountsRoutes } from '@/features/accounts/routes';
import { applicationsRoutes } from '@/features/applications/routes';
import { beneficiariesRoutes } from '@/features/beneficiaries/routes';
import { candidatesRoutes } from '@/features/candidates/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { RouteErrorPage } from '@/features/errors/components/route-error-page';
import { errorsRoutes } from '@/features/errors/routes';
import { landingRoutes } from '@/features/landing/routes';
import { programmeRoutes } from '@/features/programme/routes';
import { quotesRoutes } from '@/features/quotes/routes';
import { referenceRoutes } from '@/features/reference/routes';
import { resultsRoutes } from '@/features/results/routes';
import { sessionsRoutes } from '@/features/sessions/routes';
import { usersRoutes } from '@/features/users/routes';
import type { RouteArea } from '@/lib/lazy-route';
import { GuestOnly } from './guards';

const features = [
  landingRoutes,
  accountsRoutes,
  dashboardRoutes,
  sessionsRoutes,
  applicationsRoutes,
  candidatesRoutes,
  referenceRoutes,
  programmeRoutes,
  quotesRoutes,
  usersRoutes,
  resultsRoutes,
  beneficiariesRoutes,
  errorsRoutes,
];

/** Every feature's screens of one area. */
const area = (name: RouteArea): RouteObject[] => features.flatMap((feature) => feature[name] ?? []);

/**
 * The route tree: layouts and guards here, the screens from each feature's `routes.tsx`, at the paths of
 * `appRoutes` (@portal/shared/app-routes), which the server also answers 200 for (anything else is a 404;
 * routes.test.tsx checks both lists hold the same paths).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Shown while the first lazy route of the visit loads.
    HydrateFallback: PageLoader,
    children: [
      { element: <LandingLayout />, children: [...area('public'), { path: '*', element: <NotFoundPage /> }] },
      {
        element: <AuthLayout />,
        children: [{ element: <GuestOnly />, children: area('guest') }, ...area('auth')],
      },
      {
        lazy: async () => ({ Component: (await import('./signed-in-shell')).SignedInShell }),
        children: [
          ...area('signedIn'),
          {
            // Administration: its own lazy chunk, admins only.
            lazy: async () => ({ Component: (await import('./admin-area')).AdminArea }),
            children: area('admin'),
          },
        ],
      },
    ],
  },
];
