import { Burger, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSettingsButton } from '@/components/theme/theme-settings-button';
import { BrandLink } from './brand-link';
import { UserMenuSlot } from './user-menu-slot';

type Props = {
  /** Mobile menu toggle; absent when the layout has no collapsible nav. */
  burger?: { opened: boolean; toggle: () => void; hiddenFrom?: 'sm' | 'md' | 'lg' };
  brandTo?: string;
  /** Inline navigation (desktop) between the brand and the tools. */
  children?: ReactNode;
  /** Extra tools before the language switcher (later: notifications, search). */
  tools?: ReactNode;
};

export function AppHeader({ burger, brandTo, children, tools }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {burger && (
          <Burger
            opened={burger.opened}
            onClick={burger.toggle}
            hiddenFrom={burger.hiddenFrom ?? 'sm'}
            size="sm"
            aria-label={burger.opened ? t('header.closeNav') : t('header.openNav')}
          />
        )}
        <BrandLink to={brandTo} />
      </Group>
      {children}
      <Group gap={4} wrap="nowrap">
        {tools}
        <LanguageSwitcher />
        <ThemeSettingsButton />
        <UserMenuSlot />
      </Group>
    </Group>
  );
}
