import { appRoutes } from '@portal/shared/app-routes';
import { Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LandingLayout } from '@/components/layouts/landing-layout';
import { PageLoader } from '@/components/page-loader';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { RouteErrorPage } from '@/features/errors/components/route-error-page';
import { GuestOnly } from './guards';
import { later, page } from './route-helpers';

/**
 * Every route of spec section 2, one line each, at the paths of `appRoutes` (@portal/shared/app-routes), which the
 * server also answers 200 for (anything else is a 404; routes.test.tsx checks both lists hold the same paths). `later()` shows the "not available yet" page: when a screen
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
            path: appRoutes.tour,
            ...page(() => import('@/features/landing/components/tour-page').then((m) => m.TourPage), ['public']),
          },
          {
            path: appRoutes.home,
            ...page(
              () => import('@/features/landing/components/home-page').then((m) => m.HomePage),
              ['home', 'public'],
            ),
          },
          {
            path: appRoutes.about,
            ...page(() => import('@/features/landing/components/about-page').then((m) => m.AboutPage), ['public']),
          },
          {
            path: appRoutes.contact,
            ...page(() => import('@/features/landing/components/contact-page').then((m) => m.ContactPage), ['public']),
          },
          {
            path: appRoutes.terms,
            ...page(() => import('@/features/landing/components/terms-page').then((m) => m.TermsPage), ['public']),
          },
          {
            path: appRoutes.privacy,
            ...page(() => import('@/features/landing/components/privacy-page').then((m) => m.PrivacyPage), ['public']),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              {
                path: appRoutes.signIn,
                ...page(
                  () => import('@/features/accounts/components/sign-in-page').then((m) => m.SignInPage),
                  ['accounts'],
                ),
              },
              {
                path: appRoutes.signUp,
                ...page(
                  () => import('@/features/accounts/components/sign-up-page').then((m) => m.SignUpPage),
                  ['accounts'],
                ),
              },
            ],
          },
          {
            path: appRoutes.verify,
            ...page(() => import('@/features/accounts/components/verify-page').then((m) => m.VerifyPage), ['accounts']),
          },
          {
            path: appRoutes.forgotPassword,
            ...page(
              () => import('@/features/accounts/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
              ['accounts'],
            ),
          },
          {
            path: appRoutes.resetPassword,
            ...page(
              () => import('@/features/accounts/components/reset-password-page').then((m) => m.ResetPasswordPage),
              ['accounts'],
            ),
          },
          {
            path: appRoutes.accountDeleted,
            ...page(
              () => import('@/features/accounts/components/account-deleted-page').then((m) => m.AccountDeletedPage),
              ['accounts'],
            ),
          },
          {
            path: appRoutes.resendVerifyLink,
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
          {
            path: appRoutes.dashboard,
            ...page(
              () => import('@/features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
              ['dashboard', 'applications', 'sessions'],
            ),
          },
          {
            path: appRoutes.currentSession,
            ...page(
              () => import('@/features/sessions/components/current-session-page').then((m) => m.CurrentSessionPage),
              ['sessions', 'applications'],
            ),
          },
          {
            path: appRoutes.applyToSession,
            ...page(
              () => import('@/features/applications/components/apply-page').then((m) => m.ApplyPage),
              ['applications', 'sessions'],
            ),
          },
          {
            path: appRoutes.myApplications,
            ...page(
              () => import('@/features/applications/components/my-applications-page').then((m) => m.MyApplicationsPage),
              ['applications'],
            ),
          },
          {
            path: appRoutes.application,
            ...page(() =>
              import('@/features/applications/components/application-editor-page').then((m) => m.ApplicationRedirect),
            ),
          },
          {
            path: appRoutes.applicationEdit,
            ...page(
              () =>
                import('@/features/applications/components/application-editor-page').then((m) => m.ApplicationEditPage),
              ['applications'],
            ),
          },
          {
            path: appRoutes.applicationView,
            ...page(
              () =>
                import('@/features/applications/components/application-editor-page').then((m) => m.ApplicationViewPage),
              ['applications'],
            ),
          },
          { path: appRoutes.accountSettings, element: <Navigate to="/account/settings/profile" replace /> },
          {
            path: appRoutes.accountSettingsTab,
            ...page(
              () => import('@/features/accounts/components/account-settings-page').then((m) => m.AccountSettingsPage),
              ['accounts'],
            ),
          },
          {
            path: appRoutes.accountProfile,
            ...page(
              () => import('@/features/accounts/components/account-profile-page').then((m) => m.AccountProfilePage),
              ['accounts'],
            ),
          },
          {
            path: appRoutes.accessDenied,
            ...page(() => import('@/features/errors/components/access-denied-page').then((m) => m.AccessDeniedPage)),
          },
          {
            // Administration: its own lazy chunk, admins only.
            lazy: async () => ({ Component: (await import('./admin-area')).AdminArea }),
            children: [
              {
                path: appRoutes.sessions,
                ...page(
                  () => import('@/features/sessions/components/sessions-page').then((m) => m.SessionsPage),
                  ['sessions'],
                ),
              },
              {
                path: appRoutes.sessionDetails,
                ...page(
                  () => import('@/features/sessions/components/session-details-page').then((m) => m.SessionDetailsPage),
                  ['sessions'],
                ),
              },
              {
                path: appRoutes.session,
                ...page(
                  () => import('@/features/sessions/components/session-details-page').then((m) => m.SessionDetailsPage),
                  ['sessions'],
                ),
              },
              {
                path: appRoutes.sessionOverview,
                ...page(
                  () => import('@/features/sessions/components/session-details-page').then((m) => m.SessionDetailsPage),
                  ['sessions'],
                ),
              },
              { path: appRoutes.sessionCandidates, ...later() },
              {
                path: appRoutes.sessionStatistics,
                ...page(
                  () => import('@/features/sessions/components/session-details-page').then((m) => m.SessionDetailsPage),
                  ['sessions'],
                ),
              },
              {
                path: appRoutes.schoolLevels,
                ...page(
                  () => import('@/features/reference/components/school-levels-page').then((m) => m.SchoolLevelsPage),
                  ['reference'],
                ),
              },
              {
                path: appRoutes.documentTypes,
                ...page(
                  () => import('@/features/reference/components/document-types-page').then((m) => m.DocumentTypesPage),
                  ['reference'],
                ),
              },
              {
                path: appRoutes.handicaps,
                ...page(
                  () => import('@/features/reference/components/handicaps-page').then((m) => m.HandicapsPage),
                  ['reference'],
                ),
              },
              {
                path: appRoutes.bacTypes,
                ...page(
                  () => import('@/features/reference/components/bac-types-page').then((m) => m.BacTypesPage),
                  ['reference'],
                ),
              },
              {
                path: appRoutes.programmeSettings,
                ...page(
                  () =>
                    import('@/features/programme/components/programme-settings-page').then(
                      (m) => m.ProgrammeSettingsPage,
                    ),
                  ['reference'],
                ),
              },
              {
                path: appRoutes.quotes,
                ...page(
                  () => import('@/features/quotes/components/quotes-page').then((m) => m.QuotesPage),
                  ['reference'],
                ),
              },
              {
                path: appRoutes.users,
                ...page(() => import('@/features/users/components/users-page').then((m) => m.UsersPage), ['users']),
              },
              {
                path: appRoutes.user,
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
