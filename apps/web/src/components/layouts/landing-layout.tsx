import { publicNav } from '@/config/navigation';
import { LandingAuthActions } from './parts/landing-auth-actions';
import { TopNav } from './parts/top-nav';
import { VerticalNav } from './parts/vertical-nav';
import { TopNavShell } from './top-nav-shell';

/** Public pages: no login needed. */
export function LandingLayout() {
  return (
    <TopNavShell
      brandTo="/home"
      inlineNav={<TopNav items={publicNav} />}
      tools={<LandingAuthActions />}
      mobileNav={(close) => <VerticalNav items={publicNav} onNavigate={close} />}
    />
  );
}
