import { Box, Group, Stack, UnstyledButton } from '@mantine/core';
import { layoutSizes } from '@portal/shared/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { navForRole } from '@/config/navigation';
import { useAuth } from '@/lib/auth-store';
import { useThemeSettings } from '@/lib/theme/theme-store';
import classes from './nav.module.css';
import { NavLinkItem } from './nav-link-item';

/** Stacked side nav: an 80 px rail of groups and a 250 px panel with the chosen group's links. */
export function StackedNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { navMode } = useThemeSettings();
  const { pathname } = useLocation();
  const groups = navForRole(user?.role);
  const active = groups.find((g) => g.items.some((item) => pathname.startsWith(item.path))) ?? groups[0];
  const [chosen, setChosen] = useState<string | undefined>(active?.label);
  const group = groups.find((g) => g.label === chosen) ?? active;
  return (
    <Group component="nav" aria-label={t('header.mainNav')} gap={0} h="100%" wrap="nowrap" align="stretch">
      <Stack w={layoutSizes.splitMini} p="sm" gap="xs" className={classes.surface} data-nav-mode={navMode}>
        {groups.map((g) => {
          const Icon = g.icon;
          return (
            <UnstyledButton
              key={g.label}
              className={classes.link}
              onClick={() => setChosen(g.label)}
              aria-label={t(`nav.${g.label}`)}
              aria-pressed={g.label === group?.label}
              title={t(`nav.${g.label}`)}
              style={{ justifyContent: 'center' }}
            >
              <Icon size={22} stroke={1.75} aria-hidden />
            </UnstyledButton>
          );
        })}
      </Stack>
      <Box w={layoutSizes.splitSecondary} p="sm" style={{ overflowY: 'auto' }}>
        {group && <div className={classes.groupLabel}>{t(`nav.${group.label}`)}</div>}
        {group?.items.map((item) => (
          <NavLinkItem key={item.path} item={item} onNavigate={onNavigate} />
        ))}
      </Box>
    </Group>
  );
}
