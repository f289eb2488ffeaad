import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { layoutSizes } from '@portal/shared/theme';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useThemeSettings } from '@/lib/theme/theme-store';
import { AppHeader } from './parts/app-header';
import { MobileNavClose } from './parts/mobile-nav-close';
import { ShellContent } from './parts/shell-content';
import { SideNav } from './parts/side-nav';
import { SkipLink } from './parts/skip-link';
import { useMobileNav } from './parts/use-mobile-nav';

type Props = {
  /** 'alt': the side nav runs the full height (modern); 'default': the header spans the page (classic). */
  variant: 'default' | 'alt';
  /** Replaces the grouped side nav (stackedSide); receives the collapsed state. */
  renderNav?: (collapsed: boolean, onNavigate: () => void) => ReactNode;
  expandedWidth?: number;
};

const navId = 'side-nav';

/** Header + side nav (290 px, 80 px collapsed), burger drawer below the sm breakpoint. */
export function SideNavShell({ variant, renderNav, expandedWidth = layoutSizes.sideNav }: Props) {
  const { opened, toggle, close, burgerRef } = useMobileNav();
  const { sideNavCollapsed } = useThemeSettings();
  const collapsed = sideNavCollapsed && !opened;
  // Below the sm breakpoint (48em) a closed nav is off-screen: keep keyboard focus out of it.
  const offScreen = useMediaQuery('(max-width: 48em)') && !opened;
  return (
    <AppShell
      layout={variant}
      header={{ height: { base: layoutSizes.headerOnPhone, sm: layoutSizes.header } }}
      navbar={{
        width: { base: expandedWidth, sm: collapsed ? layoutSizes.sideNavCollapsed : expandedWidth },
        breakpoint: 'sm',
        collapsed: { mobile: !opened },
      }}
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader burger={{ opened, toggle, ref: burgerRef, controls: navId }} brandTo={paths.dashboard()} />
      </AppShell.Header>
      <AppShell.Navbar id={navId} inert={offScreen}>
        {opened && <MobileNavClose onClose={close} hiddenFrom="sm" />}
        {renderNav ? renderNav(collapsed, close) : <SideNav collapsed={collapsed} onNavigate={close} />}
      </AppShell.Navbar>
      <ShellContent />
    </AppShell>
  );
}
