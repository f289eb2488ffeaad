import { navForRole } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useThemeSettings } from '@/lib/theme/theme-store';
import { OverflowNav } from './parts/overflow-nav';
import { VerticalNav } from './parts/vertical-nav';
import { TopNavShell } from './top-nav-shell';

/** Header on top of a second row of navigation coloured by the nav mode. */
export function DeckedLayout() {
  const { user } = useAuth();
  const { navMode } = useThemeSettings();
  const items = navForRole(user?.role).flatMap((group) => group.items);
  return (
    <TopNavShell
      brandTo={paths.dashboard()}
      navBreakpoint="md"
      secondRow={<OverflowNav items={items} navMode={navMode} visibleFrom="md" />}
      mobileNav={(close) => <VerticalNav items={items} onNavigate={close} />}
    />
  );
}
