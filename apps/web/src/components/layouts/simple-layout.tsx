import { Box } from '@mantine/core';
import { navForRole } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { NavGroupMenus } from './parts/nav-group-menus';
import { VerticalNav } from './parts/vertical-nav';
import { TopNavShell } from './top-nav-shell';

/** Header navigation only, content centred; the burger takes over below the lg breakpoint. */
export function SimpleLayout() {
  const { user } = useAuth();
  const groups = navForRole(user?.role);
  return (
    <TopNavShell
      brandTo={paths.dashboard()}
      navBreakpoint="lg"
      inlineNav={
        <Box visibleFrom="lg">
          <NavGroupMenus groups={groups} />
        </Box>
      }
      mobileNav={(close) => <VerticalNav items={groups.flatMap((group) => group.items)} onNavigate={close} />}
    />
  );
}
