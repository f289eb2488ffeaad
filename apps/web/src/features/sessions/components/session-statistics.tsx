import { Alert, Card, Skeleton, Stack, Title } from '@mantine/core';
import type { Session } from '@portal/shared/sessions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQueryOptions } from '../api/get-session';
import { usePreviousSessionStatistics, useSessionStatistics } from '../api/get-session-statistics';
import { SessionStatisticsChart } from './session-statistics-chart';
import { SessionStatisticsTable } from './session-statistics-table';

/** Statistics tab (/sessions/:id/statistics): this session's candidates against the previous session's. */
export function SessionStatistics({ session }: { session: Session }) {
  const { t } = useTranslation('sessions');
  const current = useSessionStatistics(session.id);
  const previous = usePreviousSessionStatistics(session.id);
  const previousId = previous.data?.id ?? null;
  const previousSession = useQuery({ ...sessionQueryOptions(previousId ?? 0), enabled: previousId !== null });
  const error = current.error ?? previous.error;
  const labels = { current: session.name, previous: previousSession.data?.name ?? t('statistics.previousSession') };
  const previousFigures = previousId === null ? null : (previous.data ?? null);

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('statistics.title')}
      </Title>
      {error ? <Alert color="red">{error.message}</Alert> : null}
      {current.isPending || previous.isPending ? <Skeleton height={240} radius="md" /> : null}
      {current.data && previous.data ? (
        <>
          {previousId === null ? <Alert color="gray">{t('statistics.noPrevious')}</Alert> : null}
          <Card withBorder padding="md" radius="md">
            <SessionStatisticsChart current={current.data} previous={previousFigures} labels={labels} />
          </Card>
          <SessionStatisticsTable current={current.data} previous={previousFigures} labels={labels} />
        </>
      ) : null}
    </Stack>
  );
}
