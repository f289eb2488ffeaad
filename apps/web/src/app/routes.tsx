import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LandingLayout } from '@/components/layouts/landing-layout';
import { PageLoader } from '@/components/page-loader';
import { accountsRoutes } from '@/features/accounts/routes';
import { applicationEditorRoutes } from '@/features/application-editor/routes';
import { applicationsRoutes } from '@/features/applications/routes';
import { auditRoutes } from '@/features/audit/routes';
import { beneficiariesRoutes } from '@/features/beneficiaries/routes';
import { candidatesRoutes } from '@/features/candidates/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { RouteErrorPage } from '@/features/errors/components/route-error-page';
import { errorsRoutes } from '@/features/errors/routes';
import { landingRoutes } from '@/features/landing/routes';
import { panelRoutes } from '@/features/panel/routes';
import { programmeRoutes } from '@/features/programme/routes';
import { quotesRoutes } from '@/features/quotes/routes';
import { referenceRoutes } from '@/features/reference/routes';
import { resultsRoutes } from '@/features/results/routes';
import { sessionsRoutes } from '@/features/sessions/routes';
import { usersRoutes } from '@/features/users/routes';
import type { RouteArea } from '@/lib/lazy-route';
import { GuestOnly, RequireRole } from './guards';

const features = [
  landingRoutes,
  accountsRoutes,
  dashboardRoutes,
  sessionsRoutes,
  applicationsRoutes,
  applicationEditorRoutes,
  candidatesRoutes,
  panelRoutes,
  referenceRoutes,
  programmeRoutes,
  quotesRoutes,
  usersRoutes,
  resultsRoutes,
  beneficiariesRoutes,
  auditRoutes,
  errorsRoutes,
];

/** Every feature's screens of one area. */
const area = (name: RouteArea): RouteObject[] => features.flatMap((feature) => feature[name] ?? []);

/**
 * Loads the code (and catalogs) of the screens an applicant works in without a connection, so the offline app keeps
 * them on the device (decision 521): the dashboard, the current session, and their applications with every step.
 * Never the administrators' screens; the account screens (which change nothing without the server) are kept when
 * first opened; nor the sign-in page, which cannot sign anyone in without the server (its first visit is the
 * server's page, decision 523; without a connection the app says it is offline).
 */
export async function loadApplicantScreens(): Promise<void> {
  const lazyOf = (route: RouteObject): (() => Promise<unknown>)[] => [
    ...(typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : []),
    ...(route.children ?? []).flatMap(lazyOf),
  ];
  const applying = [dashboardRoutes, sessionsRoutes, applicationsRoutes].flatMap((feature) => feature.signedIn ?? []);
  const loads = [signedInShell, ...applying.flatMap(lazyOf)];
  // One at a time: a cheap phone on a weak line is not flooded while the person works.
  for (const load of loads) await load().catch(() => undefined);
}

const signedInShell = async () => ({ Component: (await import('./signed-in-shell')).SignedInShell });

/**
 * The route tree: layouts and guards here, the screens from each feature's `routes.tsx`, at the paths of
 * `appRoutes` (@portal/shared/app-routes), which the server also answers 200 for (anything else is a 404;
 * routes.test.tsx checks both lists hold the same paths).
 */
export const routes: RouteObject[] = [
  {
    // A link followed from a scrolled page opens the next one at its top; back and forward return where one was.
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
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
        lazy: signedInShell,
        children: [
          ...area('signedIn'),
          {
            // The committee's screens: their own lazy chunk, for staff (administrators and evaluators); inside it,
            // the administration, for administrators alone.
            lazy: async () => ({ Component: (await import('./admin-area')).StaffArea }),
            children: [...area('staff'), { element: <RequireRole allowed={['ADMIN']} />, children: area('admin') }],
          },
        ],
      },
    ],
  },
];
