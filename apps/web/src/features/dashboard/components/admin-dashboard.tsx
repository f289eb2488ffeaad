import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@portal/shared/sessions';
import { IconChartBar, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  SessionStatisticsFigures,
  SessionStatusBadge,
  useCurrentSession,
  useSessionStatistics,
} from '@/features/sessions/public';

/** An administrator's dashboard: the current session's candidates, with the way to the session. */
export function AdminDashboard() {
  const { t } = useTranslation('dashboard');
  const current = useCurrentSession();
  const session = current.data?.session;
  return (
    <Card component="section" aria-labelledby="dashboard-admin-session" withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id="dashboard-admin-session">
          {t('admin.title')}
        </Title>
        {current.isPending ? <Skeleton height={120} /> : null}
        {current.isError ? <Alert color="red">{current.error.message}</Alert> : null}
        {current.isSuccess && !session ? <NoCurrentSession /> : null}
        {session ? <CurrentSessionFigures session={session} /> : null}
      </Stack>
    </Card>
  );
}

function NoCurrentSession() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Text>{t('admin.none')}</Text>
      <Group>
        <Button
          component={Link}
          to={paths.sessions()}
          variant="default"
          leftSection={<IconListDetails size={16} aria-hidden />}
        >
          {t('admin.sessions')}
        </Button>
      </Group>
    </>
  );
}

function CurrentSessionFigures({ session }: { session: Session }) {
  const { t } = useTranslation('dashboard');
  const statistics = useSessionStatistics(session.id);
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{session.name}</Text>
        <SessionStatusBadge session={session} />
      </Group>
      {statistics.isPending ? <Skeleton height={96} /> : null}
      {statistics.isError ? <Alert color="red">{statistics.error.message}</Alert> : null}
      {statistics.data ? <SessionStatisticsFigures statistics={statistics.data} /> : null}
      {/* One button a line on a phone: the labels are too long to sit side by side at 360 px. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={640}>
        <Button
          component={Link}
          to={paths.session({ id: session.id })}
          leftSection={<IconListDetails size={16} aria-hidden />}
        >
          {t('admin.open')}
        </Button>
        <Button
          component={Link}
          to={paths.sessionStatistics({ id: session.id })}
          variant="default"
          leftSection={<IconChartBar size={16} aria-hidden />}
        >
          {t('admin.compare')}
        </Button>
      </SimpleGrid>
    </>
  );
}
