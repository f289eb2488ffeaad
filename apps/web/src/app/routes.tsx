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
      {
        element: <LandingLayout />,
        children: [
          {
            path: '/',
            ...page(() => import('@/features/landing/components/tour-page').then((m) => m.TourPage), ['public']),
          },
          {
            path: '/home',
            ...page(
              () => import('@/features/landing/components/home-page').then((m) => m.HomePage),
              ['home', 'public'],
            ),
          },
          {
            path: '/about',
            ...page(() => import('@/features/landing/components/about-page').then((m) => m.AboutPage), ['public']),
          },
          {
            path: '/contact',
            ...page(() => import('@/features/landing/components/contact-page').then((m) => m.ContactPage), ['public']),
          },
          {
            path: '/about/terms',
            ...page(() => import('@/features/landing/components/terms-page').then((m) => m.TermsPage), ['public']),
          },
          {
            path: '/about/privacy',
            ...page(() => import('@/features/landing/components/privacy-page').then((m) => m.PrivacyPage), ['public']),
          },
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
              {
                path: 'sign-in',
                ...page(
                  () => import('@/features/accounts/components/sign-in-page').then((m) => m.SignInPage),
                  ['accounts'],
                ),
              },
              {
                path: 'sign-up',
                ...page(
                  () => import('@/features/accounts/components/sign-up-page').then((m) => m.SignUpPage),
                  ['accounts'],
                ),
              },
            ],
          },
          {
            path: 'verify',
            ...page(() => import('@/features/accounts/components/verify-page').then((m) => m.VerifyPage), ['accounts']),
          },
          {
            path: 'forgot-password',
            ...page(
              () => import('@/features/accounts/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
              ['accounts'],
            ),
          },
          {
            path: 'reset-password',
            ...page(
              () => import('@/features/accounts/components/reset-password-page').then((m) => m.ResetPasswordPage),
              ['accounts'],
            ),
          },
          {
            path: 'resend-verify-link',
            ...page(
              () =>
                import('@/features/accounts/components/resend-verify-link-page').then((m) => m.ResendVerifyLinkPage),
              ['accounts'],
            ),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./signed-in-shell')).SignedInShell }),
        children: [
          { path: '/dashboard', ...later() },
          {
            path: '/sessions/current',
            ...page(
              () => import('@/features/sessions/components/current-session-page').then((m) => m.CurrentSessionPage),
              ['sessions'],
            ),
          },
          { path: '/sessions/:id/apply', ...later() },
          { path: '/applications/my', ...later() },
          { path: '/applications/:id', ...later() },
          { path: '/applications/:id/edit/*', ...later() },
          { path: '/applications/:id/view/*', ...later() },
          { path: '/account/settings', element: <Navigate to="/account/settings/profile" replace /> },
          {
            path: '/account/settings/:tab',
            ...page(
              () => import('@/features/accounts/components/account-settings-page').then((m) => m.AccountSettingsPage),
              ['accounts'],
            ),
          },
          {
            path: '/account/profile',
            ...page(
              () => import('@/features/accounts/components/account-profile-page').then((m) => m.AccountProfilePage),
              ['accounts'],
            ),
          },
          {
            path: '/error/access-denied',
            ...page(() => import('@/features/errors/components/access-denied-page').then((m) => m.AccessDeniedPage)),
          },
          {
            // Administration: its own lazy chunk, admins only.
            lazy: async () => ({ Component: (await import('./admin-area')).AdminArea }),
            children: [
              {
                path: '/sessions',
                ...page(
                  () => import('@/features/sessions/components/sessions-page').then((m) => m.SessionsPage),
                  ['sessions'],
                ),
              },
              {
                path: '/sessions/details/:id',
                ...page(
                  () => import('@/features/sessions/components/session-details-page').then((m) => m.SessionDetailsPage),
                  ['sessions'],
                ),
              },
              {
                path: '/sessions/:id',
                ...page(
                  () => import('@/features/sessions/components/session-details-page').then((m) => m.SessionDetailsPage),
                  ['sessions'],
                ),
              },
              {
                path: '/sessions/:id/overview',
                ...page(
                  () => import('@/features/sessions/components/session-details-page').then((m) => m.SessionDetailsPage),
                  ['sessions'],
                ),
              },
              { path: '/sessions/:id/candidates', ...later() },
              { path: '/sessions/:id/statistics', ...later() },
              {
                path: '/configurations/school-levels',
                ...page(
                  () => import('@/features/reference/components/school-levels-page').then((m) => m.SchoolLevelsPage),
                  ['reference'],
                ),
              },
              {
                path: '/configurations/document-types',
                ...page(
                  () => import('@/features/reference/components/document-types-page').then((m) => m.DocumentTypesPage),
                  ['reference'],
                ),
              },
              {
                path: '/configurations/handicaps',
                ...page(
                  () => import('@/features/reference/components/handicaps-page').then((m) => m.HandicapsPage),
                  ['reference'],
                ),
              },
              {
                path: '/configurations/bac-types',
                ...page(
                  () => import('@/features/reference/components/bac-types-page').then((m) => m.BacTypesPage),
                  ['reference'],
                ),
              },
              {
                path: '/configurations/programme',
                ...page(
                  () =>
                    import('@/features/programme/components/programme-settings-page').then(
                      (m) => m.ProgrammeSettingsPage,
                    ),
                  ['reference'],
                ),
              },
              {
                path: '/quotes',
                ...page(
                  () => import('@/features/quotes/components/quotes-page').then((m) => m.QuotesPage),
                  ['reference'],
                ),
              },
              {
                path: '/users',
                ...page(() => import('@/features/users/components/users-page').then((m) => m.UsersPage), ['users']),
              },
              {
                path: '/users/:id',
                ...page(
                  () => import('@/features/users/components/user-detail-page').then((m) => m.UserDetailPage),
                  ['users'],
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
