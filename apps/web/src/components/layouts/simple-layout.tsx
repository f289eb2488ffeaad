import { navForRole } from '@/config/navigation';
import { useAuth } from '@/lib/auth-store';
import { TopNav } from './parts/top-nav';
import { VerticalNav } from './parts/vertical-nav';
import { TopNavShell } from './top-nav-shell';

/** Header navigation only, content centred; the burger takes over below the lg breakpoint. */
export function SimpleLayout() {
  const { user } = useAuth();
  const items = navForRole(user?.role).flatMap((group) => group.items);
  return (
    <TopNavShell
      brandTo="/dashboard"
      navBreakpoint="lg"
      inlineNav={<TopNav items={items} visibleFrom="lg" />}
      mobileNav={(close) => <VerticalNav items={items} onNavigate={close} />}
    />
  );
}
