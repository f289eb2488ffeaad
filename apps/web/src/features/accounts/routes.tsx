import { appRoutes } from '@portal/shared/app-routes';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

export const accountsRoutes: FeatureRoutes = {
  guest: [
    {
      path: appRoutes.signIn,
      ...page(() => import('./components/sign-in-page').then((m) => m.SignInPage), ['accounts']),
    },
    {
      path: appRoutes.signUp,
      ...page(() => import('./components/sign-up-page').then((m) => m.SignUpPage), ['accounts']),
    },
  ],
  auth: [
    {
      path: appRoutes.verify,
      ...page(() => import('./components/verify-page').then((m) => m.VerifyPage), ['accounts']),
    },
    {
      path: appRoutes.forgotPassword,
      ...page(() => import('./components/forgot-password-page').then((m) => m.ForgotPasswordPage), ['accounts']),
    },
    {
      path: appRoutes.resetPassword,
      ...page(() => import('./components/reset-password-page').then((m) => m.ResetPasswordPage), ['accounts']),
    },
    {
      path: appRoutes.accountDeleted,
      ...page(() => import('./components/account-deleted-page').then((m) => m.AccountDeletedPage), ['accounts']),
    },
    {
      path: appRoutes.resendVerifyLink,
      ...page(() => import('./components/resend-verify-link-page').then((m) => m.ResendVerifyLinkPage), ['accounts']),
    },
  ],
  signedIn: [
    {
      path: appRoutes.accountSettings,
      element: <Navigate to={paths.accountSettingsTab({ tab: 'profile' })} replace />,
    },
    {
      path: appRoutes.accountSettingsTab,
      ...page(
        () => import('./components/account-settings-page').then((m) => m.AccountSettingsPage),
        ['accounts', 'student', 'personal-data'],
      ),
    },
    {
      path: appRoutes.accountProfile,
      ...page(
        () => import('./components/account-profile-page').then((m) => m.AccountProfilePage),
        ['accounts', 'student'],
      ),
    },
  ],
};
