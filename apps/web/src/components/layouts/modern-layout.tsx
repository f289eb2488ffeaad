import { SideNavShell } from './side-nav-shell';

export function ModernLayout() {
  return <SideNavShell variant="alt" />;
}
