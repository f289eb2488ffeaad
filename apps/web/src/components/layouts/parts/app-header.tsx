import { Box, Burger, Group } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSettingsButton } from '@/components/theme/theme-settings-button';
import { BrandLink } from './brand-link';
import { UserMenuSlot } from './user-menu-slot';

type Props = {
  /** Mobile menu toggle; absent when the layout has no collapsible nav. */
  burger?: {
    opened: boolean;
    toggle: () => void;
    ref: RefObject<HTMLButtonElement | null>;
    hiddenFrom?: 'sm' | 'md' | 'lg';
    controls: string;
  };
  brandTo?: string;
  /** Inline navigation (desktop) between the brand and the tools. */
  children?: ReactNode;
  /** Extra tools before the language switcher (later: notifications, search). */
  tools?: ReactNode;
};

/**
 * Brand, inline navigation and tools. The tools (language, theme, account menu) never shrink: the navigation gives
 * way instead (it scrolls), so the way to sign out stays on screen at every width.
 */
export function AppHeader({ burger, brandTo, children, tools }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        {burger && (
          <Burger
            ref={burger.ref}
            opened={burger.opened}
            onClick={burger.toggle}
            hiddenFrom={burger.hiddenFrom ?? 'sm'}
            size="sm"
            aria-label={burger.opened ? t('header.closeNav') : t('header.openNav')}
            aria-expanded={burger.opened}
            aria-controls={burger.controls}
          />
        )}
        <BrandLink to={brandTo} />
      </Group>
      {children && (
        <Box style={{ flex: '1 1 auto', minWidth: 0, overflowX: 'auto', display: 'flex' }}>
          {/* Auto margins centre it when it fits and give way (start-aligned, scrolling) when it does not. */}
          <Box mx="auto">{children}</Box>
        </Box>
      )}
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {tools}
        <LanguageSwitcher />
        <ThemeSettingsButton />
        <UserMenuSlot />
      </Group>
    </Group>
  );
}
