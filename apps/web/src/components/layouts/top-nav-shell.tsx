import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AppHeader } from './parts/app-header';
import { ShellContent } from './parts/shell-content';
import { SkipLink } from './parts/skip-link';

type Props = {
  brandTo: string;
  /** Desktop navigation: inline in the header or as a second header row. */
  inlineNav?: ReactNode;
  secondRow?: ReactNode;
  /** Navigation shown in the burger drawer below the sm breakpoint. */
  mobileNav: (close: () => void) => ReactNode;
  withFooter?: boolean;
  /** Below this width the burger replaces the desktop navigation. */
  navBreakpoint?: 'sm' | 'md' | 'lg';
  tools?: ReactNode;
};

/** Header-navigated layouts (landing, simple, decked): content in a centred container, burger on mobile. */
export function TopNavShell({
  brandTo,
  inlineNav,
  secondRow,
  mobileNav,
  withFooter = true,
  navBreakpoint = 'sm',
  tools,
}: Props) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: { base: 64, [navBreakpoint]: secondRow ? 112 : 64 } }}
      navbar={{ width: 290, breakpoint: navBreakpoint, collapsed: { mobile: !opened, desktop: true } }}
    >
      <SkipLink />
      <AppShell.Header>
        <div style={{ height: 64 }}>
          <AppHeader burger={{ opened, toggle, hiddenFrom: navBreakpoint }} brandTo={brandTo} tools={tools}>
            {inlineNav}
          </AppHeader>
        </div>
        {secondRow}
      </AppShell.Header>
      {/* Rendered only while open, so closed off-screen links are neither focusable nor a duplicate landmark. */}
      <AppShell.Navbar p="sm">{opened && mobileNav(close)}</AppShell.Navbar>
      <ShellContent contained withFooter={withFooter} />
    </AppShell>
  );
}
