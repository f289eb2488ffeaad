import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCalendarEvent, IconFileText, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const shortcuts = [
  { key: 'account', to: paths.accountSettingsTab({ tab: 'profile' }), icon: IconUserCog },
  { key: 'myApplications', to: paths.myApplications(), icon: IconFileText },
  { key: 'currentSession', to: paths.currentSession(), icon: IconCalendarEvent },
] as const;

export function DashboardShortcuts() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack component="nav" aria-labelledby="dashboard-shortcuts" gap="sm">
      <Title order={2} size="h3" id="dashboard-shortcuts">
        {t('shortcuts.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {shortcuts.map(({ key, to, icon: Icon }) => (
          <Button
            key={key}
            component={Link}
            to={to}
            variant="default"
            size="md"
            justify="flex-start"
            leftSection={<Icon size={20} aria-hidden />}
          >
            {t(`shortcuts.${key}`)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
