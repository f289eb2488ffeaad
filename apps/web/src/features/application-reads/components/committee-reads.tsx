import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReads } from '../api/get-reads';
import { ReadLines } from './read-lines';

/** For administrators, on the committee's section of an application: every staff read of it, newest first. */
export function CommitteeReads({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation(['reads', 'common']);
  const titleId = useId();
  const reads = useReads(applicationId);
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('committee.title')}
      </Title>
      <Text size="sm">{t('committee.intro')}</Text>
      {reads.isPending ? <Loader size="sm" aria-label={t('common:actions.loading')} /> : null}
      {reads.isError ? (
        <Alert color="red" role="alert">
          {reads.error.message}
        </Alert>
      ) : null}
      {reads.data?.data.length === 0 ? <Text size="sm">{t('empty')}</Text> : null}
      {reads.data?.data.length ? <ReadLines reads={reads.data.data} /> : null}
    </Stack>
  );
}
