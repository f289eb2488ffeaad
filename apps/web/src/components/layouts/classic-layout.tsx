import { SideNavShell } from './side-nav-shell';

export function ClassicLayout() {
  return <SideNavShell variant="default" />;
}
