import { AppShell, Box } from '@mantine/core';
import { layoutSizes } from '@portal/shared/theme';
import type { ReactNode } from 'react';
import { AppHeader } from './parts/app-header';
import { MobileNavClose } from './parts/mobile-nav-close';
import { ShellContent } from './parts/shell-content';
import { SkipLink } from './parts/skip-link';
import { useMobileNav } from './parts/use-mobile-nav';

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

const secondRowHeight = 48;
const navId = 'phone-nav';

/** Header-navigated layouts (simple, decked): content in a centred container, burger on mobile. */
export function TopNavShell({
  brandTo,
  inlineNav,
  secondRow,
  mobileNav,
  withFooter = true,
  navBreakpoint = 'sm',
  tools,
}: Props) {
  const { opened, toggle, close, burgerRef } = useMobileNav();
  const headerRow = { base: layoutSizes.headerOnPhone, sm: layoutSizes.header };
  const withSecondRow = secondRow ? layoutSizes.header + secondRowHeight : layoutSizes.header;
  return (
    <AppShell
      header={{ height: { ...headerRow, [navBreakpoint]: withSecondRow } }}
      navbar={{ width: 290, breakpoint: navBreakpoint, collapsed: { mobile: !opened, desktop: true } }}
    >
      <SkipLink />
      <AppShell.Header>
        <Box h={headerRow}>
          <AppHeader
            burger={{ opened, toggle, ref: burgerRef, hiddenFrom: navBreakpoint, controls: navId }}
            brandTo={brandTo}
            tools={tools}
          >
            {inlineNav}
          </AppHeader>
        </Box>
        {secondRow}
      </AppShell.Header>
      {/* Rendered only while open, so closed off-screen links are neither focusable nor a duplicate landmark. */}
      <AppShell.Navbar id={navId} p="sm">
        {opened && (
          <>
            <MobileNavClose onClose={close} hiddenFrom={navBreakpoint} />
            {mobileNav(close)}
          </>
        )}
      </AppShell.Navbar>
      <ShellContent contained withFooter={withFooter} />
    </AppShell>
  );
}
