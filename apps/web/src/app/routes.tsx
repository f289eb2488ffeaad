import { Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LandingLayout } from '@/components/layouts/landing-layout';
import { PageLoader } from '@/components/page-loader';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { RouteErrorPage } from '@/features/errors/components/route-error-page';
import { GuestOnly } from './guards';
import { later, page } from './route-helpers';

/**
 * Every route of spec section 2, one line each. `later()` shows the "not available yet" page: when a screen
 * lands, replace its `later()` with `page(() => import('@/features/<f>/components/<x>-page').then((m) => m.XPage), ['<ns>'])`.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Shown while the first lazy route of the visit loads.
    HydrateFallback: PageLoader,
    children: [
      // The tour (issue 4); until then the landing page.
      { path: '/', element: <Navigate to="/home" replace /> },
      {
        element: <LandingLayout />,
        children: [
          {
            path: '/home',
            ...page(() => import('@/features/landing/components/home-page').then((m) => m.HomePage), ['home']),
          },
          { path: '/about', ...later() },
          { path: '/contact', ...later() },
          { path: '/about/terms', ...later() },
          { path: '/about/privacy', ...later() },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: '/auth',
        element: <AuthLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: 'sign-in', ...later() },
              { path: 'sign-up', ...later() },
            ],
          },
          { path: 'verify', ...later() },
          { path: 'forgot-password', ...later() },
          { path: 'reset-password', ...later() },
          { path: 'resend-verify-link', ...later() },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./signed-in-shell')).SignedInShell }),
        children: [
          { path: '/dashboard', ...later() },
          { path: '/sessions/current', ...later() },
          { path: '/sessions/:id/apply', ...later() },
          { path: '/applications/my', ...later() },
          { path: '/applications/:id', ...later() },
          { path: '/applications/:id/edit/*', ...later() },
          { path: '/applications/:id/view/*', ...later() },
          { path: '/account/settings', element: <Navigate to="/account/settings/profile" replace /> },
          { path: '/account/settings/:tab', ...later() },
          { path: '/account/profile', ...later() },
          {
            path: '/error/access-denied',
            ...page(() => import('@/features/errors/components/access-denied-page').then((m) => m.AccessDeniedPage)),
          },
          {
            // Administration: its own lazy chunk, admins only.
            lazy: async () => ({ Component: (await import('./admin-area')).AdminArea }),
            children: [
              { path: '/sessions', ...later() },
              { path: '/sessions/details/:id', ...later() },
              { path: '/sessions/:id', ...later() },
              { path: '/sessions/:id/overview', ...later() },
              { path: '/sessions/:id/candidates', ...later() },
              { path: '/sessions/:id/statistics', ...later() },
              { path: '/configurations/school-levels', ...later() },
              { path: '/configurations/document-types', ...later() },
              { path: '/configurations/handicaps', ...later() },
              { path: '/configurations/bac-types', ...later() },
              { path: '/quotes', ...later() },
              { path: '/users', ...later() },
              { path: '/users/:id', ...later() },
            ],
          },
        ],
      },
    ],
  },
];
