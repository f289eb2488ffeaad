import { appRoutes, matchesRoutePattern } from '@portal/shared/app-routes';
import { mustAcceptPrivacyNotice } from '@portal/shared/privacy-notice';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useAuth } from '@/lib/auth-store';
import { meQueryOptions } from '../api/get-me';

const PrivacyConsentScreen = lazy(() =>
  import('./privacy-consent-screen').then((module) => ({ default: module.PrivacyConsentScreen })),
);

/** Where one still goes without accepting: the account settings, to download one's data or delete the account. */
const withoutConsent = [appRoutes.accountSettings, appRoutes.accountSettingsTab];

/**
 * Every signed-in page of an applicant who has not accepted the privacy notice in force (none yet, or an older
 * version) shows the notice's consent screen instead, until they accept or sign out. The sign-in's answer says
 * which version they accepted; a sign-in kept from before versions were recorded asks the account. Staff are never
 * asked (`mustAcceptPrivacyNotice`).
 */
export function PrivacyConsentGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const stored = user?.privacyNotice;
  // The account's answer, when a screen has read it (or when the sign-in did not say), is the freshest word.
  const me = useQuery({ ...meQueryOptions(), enabled: user?.role === 'STUDENT' && !stored });
  const status = me.data?.privacyNotice ?? stored;
  const { pathname } = useLocation();
  if (!user || !status || !mustAcceptPrivacyNotice(user.role, status)) return children;
  if (withoutConsent.some((pattern) => matchesRoutePattern(pattern, pathname))) return children;
  return (
    <AuthLayout>
      <PrivacyConsentScreen status={status} />
    </AuthLayout>
  );
}
