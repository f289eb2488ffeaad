import { layoutSizes } from '@portal/shared/theme';
import { SideNav } from './parts/side-nav';
import { StackedNav } from './parts/stacked-nav';
import { SideNavShell } from './side-nav-shell';

export function StackedSideLayout() {
  return (
    <SideNavShell
      variant="default"
      expandedWidth={layoutSizes.splitMini + layoutSizes.splitSecondary}
      renderNav={(collapsed, onNavigate) =>
        collapsed ? <SideNav collapsed onNavigate={onNavigate} /> : <StackedNav onNavigate={onNavigate} />
      }
    />
  );
}
