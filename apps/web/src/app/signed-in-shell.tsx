import { layouts } from '@/components/layouts/layout-registry';
import { useThemeSettings } from '@/lib/theme/theme-store';
import { RequireAuth } from './guards';

/** Every signed-in page: requires token + user, then the layout chosen in the theme settings. Lazy chunk. */
export function SignedInShell() {
  const { layout } = useThemeSettings();
  const Layout = layouts[layout];
  return (
    <RequireAuth>
      <Layout />
    </RequireAuth>
  );
}
