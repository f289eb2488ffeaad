import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { ApplicationReads } from '@portal/shared/personal-data';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import { useNumbers } from '@/lib/numbers';
import { useReads } from '../api/get-reads';
import { ReadLines } from './read-lines';

/** While the decisions are unpublished: how many reads so far, and when their names will appear (never "none"). */
function Withheld({ withheld }: { withheld: NonNullable<ApplicationReads['withheld']> }) {
  const { t } = useTranslation('reads');
  const { date } = useFormatDate();
  const { format } = useNumbers();
  const { count, publicationDate } = withheld;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {count === 0 ? t('empty') : t('mine.count', { count, formatted: format(count) })}
      </Text>
      <Text size="sm">
        {publicationDate ? t('mine.namesOn', { date: date(publicationDate) }) : t('mine.namesAtPublication')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('mine.why')}
      </Text>
    </Stack>
  );
}

/**
 * "Who on the committee has read my application", on the applicant's application: the reads once the decisions are
 * published; until then how many there are and when the names come, as the server answers it (decision 561).
 */
export function MyApplicationReads({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation(['reads', 'common']);
  const titleId = useId();
  const reads = useReads(applicationId);
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('mine.title')}
        </Title>
        <Text size="sm">{t('mine.intro')}</Text>
        {reads.isPending ? <Loader size="sm" aria-label={t('common:actions.loading')} /> : null}
        {reads.isError ? (
          <Alert color="red" role="alert">
            {reads.error.message}
          </Alert>
        ) : null}
        {reads.data?.withheld ? <Withheld withheld={reads.data.withheld} /> : null}
        {reads.data && !reads.data.withheld && reads.data.data.length === 0 ? (
          <Text size="sm">{t('empty')}</Text>
        ) : null}
        {reads.data && !reads.data.withheld && reads.data.data.length > 0 ? (
          <ReadLines reads={reads.data.data} />
        ) : null}
      </Stack>
    </Card>
  );
}
