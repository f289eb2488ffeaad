import { AppShell, Box, Burger, Group } from '@mantine/core';
import { layoutSizes } from '@portal/shared/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { publicNav } from '@/config/navigation';
import { BrandLink } from './parts/brand-link';
import { LandingAuthActions } from './parts/landing-auth-actions';
import classes from './parts/public-menu.module.css';
import { ShellContent } from './parts/shell-content';
import { SkipLink } from './parts/skip-link';
import { TopNav } from './parts/top-nav';
import { VerticalNav } from './parts/vertical-nav';

const menuId = 'public-menu';
const headerHeight = { base: layoutSizes.headerOnPhone, sm: layoutSizes.header };

/**
 * Public pages: no login needed. The server also renders this layout to HTML for a first visit (decision 007), where
 * no React runs: the phone menu is then opened by src/public-page/enhance.ts through the `data-disclosure` toggle,
 * so it is always in the markup and hidden with the `hidden` attribute, never left out.
 */
export function LandingLayout() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <AppShell header={{ height: headerHeight }}>
      <SkipLink />
      <AppShell.Header>
        <Group h={headerHeight} px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={() => setOpened((open) => !open)}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('header.closeNav') : t('header.openNav')}
              aria-expanded={opened}
              aria-controls={menuId}
              data-disclosure={menuId}
              data-label-closed={t('header.openNav')}
              data-label-opened={t('header.closeNav')}
            />
            <BrandLink />
          </Group>
          <TopNav items={publicNav} />
          <Group gap={4} wrap="nowrap">
            <LandingAuthActions visibleFrom="sm" />
            <LanguageSwitcher />
          </Group>
        </Group>
        <Box id={menuId} hidden={!opened} hiddenFrom="sm" p="sm" className={classes.menu}>
          <VerticalNav items={publicNav} onNavigate={close} />
          <LandingAuthActions fullWidth onNavigate={close} />
        </Box>
      </AppShell.Header>
      <ShellContent contained />
    </AppShell>
  );
}
