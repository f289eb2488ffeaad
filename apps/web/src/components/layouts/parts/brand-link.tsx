import { Anchor, Group, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Logo and programme name; the name hides on very small screens to leave room for the tools. */
export function BrandLink({ to = paths.home() }: { to?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Anchor component={Link} to={to} aria-label={t('header.homeLink')} c="inherit" underline="never">
      <Group gap={8} wrap="nowrap">
        <IconSchool size={28} stroke={1.75} color="var(--mantine-primary-color-filled)" aria-hidden />
        <Text component="span" fw={700} size="lg" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
          {t('common:appName')}
        </Text>
      </Group>
    </Anchor>
  );
}
