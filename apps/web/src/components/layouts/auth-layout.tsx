import { Box, Container, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSettingsButton } from '@/components/theme/theme-settings-button';
import { useServerRendered } from '@/lib/server-rendered';
import { AppFooter } from './parts/app-footer';
import { BrandLink } from './parts/brand-link';
import { PageOutlet } from './parts/page-outlet';
import { mainContentId, SkipLink } from './parts/skip-link';

/** Sign-in, sign-up and the other account screens: one centred card, showing the route's page or `children`. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  const serverRendered = useServerRendered();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} bg="var(--mantine-color-default-hover)">
      <SkipLink />
      <Group component="header" justify="space-between" p="md" wrap="nowrap">
        <BrandLink />
        <Group gap={4} wrap="nowrap">
          <LanguageSwitcher />
          {/* Its drawer needs the app; the server's rendering of sign-in goes without (decision 523). */}
          {!serverRendered && <ThemeSettingsButton />}
        </Group>
      </Group>
      <Container component="main" id={mainContentId} tabIndex={-1} size={480} w="100%" style={{ flex: 1 }}>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} my="lg">
          <PageOutlet>{children}</PageOutlet>
        </Paper>
      </Container>
      <AppFooter />
    </Box>
  );
}
