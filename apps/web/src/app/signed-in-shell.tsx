import { layouts } from '@/components/layouts/layout-registry';
import { PrivacyConsentGate } from '@/features/accounts/public';
import { useThemeSettings } from '@/lib/theme/theme-store';
import { RequireAuth } from './guards';

/**
 * Every signed-in page: requires token + user, an applicant's acceptance of the privacy notice in force, then the
 * layout chosen in the theme settings. Lazy chunk.
 */
export function SignedInShell() {
  const { layout } = useThemeSettings();
  const Layout = layouts[layout];
  return (
    <RequireAuth>
      <PrivacyConsentGate>
        <Layout />
      </PrivacyConsentGate>
    </RequireAuth>
  );
}
