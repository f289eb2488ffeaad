import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicResultsSession } from '@portal/shared/acceptance';
import type { AcceptanceState } from '@portal/shared/acceptance-rules';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import { useResults } from '../api/get-results';
import classes from './results-page.module.css';

const colors: Record<AcceptanceState, string> = {
  AWAITING: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'gray',
  EXPIRED: 'red',
  WITHDRAWN: 'gray',
};

function SessionResults({ session }: { session: PublicResultsSession }) {
  const { t } = useTranslation('results');
  const format = useFormatDate();
  const headingId = `results-${session.id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {session.name}
      </Title>
      {session.publishedAt ? (
        <Text c="dimmed" size="sm">
          {t('publishedOn', { date: format.date(session.publishedAt) })}
        </Text>
      ) : null}
      {session.results.length === 0 ? <Text>{t('noneSelected')}</Text> : null}
      <ul className={classes.places}>
        {session.results.map((result) => (
          <Card component="li" key={result.number} withBorder padding="sm" radius="md">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <div>
                <Text fw={700}>{t('number', { number: result.number })}</Text>
                <Text size="sm" c="dimmed">
                  {result.initials}
                </Text>
              </div>
              <Badge color={colors[result.state]} variant="light">
                {t(`states.${result.state}`)}
              </Badge>
            </Group>
          </Card>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * /results: the selected applications of each closed session, by application number and initials only, with the
 * answer to each place. Rendered on the server, so it reads without JavaScript.
 */
export function ResultsPage() {
  const { t } = useTranslation('results');
  const results = useResults();
  return (
    <Stack gap="xl" py="lg" maw={980}>
      <Stack gap="xs">
        <Title order={1}>{t('title')}</Title>
        <Text>{t('lead')}</Text>
      </Stack>
      {results.data?.length === 0 ? <Text>{t('empty')}</Text> : null}
      {results.data?.map((session) => (
        <SessionResults key={session.id} session={session} />
      ))}
    </Stack>
  );
}
