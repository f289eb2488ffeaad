import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconChecklist, IconDownload, IconSum } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '@/components/list/list-spec';
import { useNumbers } from '@/lib/numbers';
import { useRunEligibilityCheck } from '../api/run-eligibility-check';
import { useSaveTotalScores } from '../api/save-total-scores';
import { useExport } from '../hooks/use-export';

/** Work running on the server: a moving bar and what is being done, read out to screen readers. */
function Running({ label }: { label: string }) {
  return (
    <Stack gap={4} role="status">
      <Text size="sm">{label}</Text>
      <Progress value={100} striped animated aria-label={label} />
    </Stack>
  );
}

type Props = {
  sessionId: number;
  exportQuery: ListQuery;
  /** The session is closed and its decisions published: eligibility and scores no longer change. */
  published?: boolean;
};

/**
 * The committee's bulk work on a session: check eligibility, compute the totals (until the decisions are published),
 * export the list as filtered.
 */
export function ReviewActions({ sessionId, exportQuery, published = false }: Props) {
  const { t } = useTranslation('candidates');
  const numbers = useNumbers();
  const check = useRunEligibilityCheck();
  const scores = useSaveTotalScores();
  const download = useExport();
  const kilobytes = numbers.format(download.receivedBytes / 1024, 'size');

  return (
    <Stack gap="sm">
      {published ? <Text size="sm">{t('published')}</Text> : null}
      <Group gap="sm">
        {published ? null : (
          <>
            <Button
              leftSection={<IconChecklist size={18} aria-hidden />}
              loading={check.isPending}
              onClick={() => check.mutate(sessionId)}
            >
              {t('actions.checkEligibility')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconSum size={18} aria-hidden />}
              loading={scores.isPending}
              onClick={() => scores.mutate(sessionId)}
            >
              {t('actions.saveScores')}
            </Button>
          </>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.pending}
          onClick={() => void download.start(exportQuery)}
        >
          {t('actions.export')}
        </Button>
      </Group>
      {check.isPending && <Running label={t('progress.checking')} />}
      {check.isSuccess && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          onClose={check.reset}
          closeButtonLabel={t('common:actions.close')}
        >
          {t('results.checked', { count: check.data.checked, ...check.data })}
        </Alert>
      )}
      {check.isError && (
        <Alert color="red" withCloseButton onClose={check.reset} closeButtonLabel={t('common:actions.close')}>
          {t('errors.check', { message: check.error.message })}
        </Alert>
      )}
      {scores.isPending && <Running label={t('progress.scoring')} />}
      {scores.isSuccess && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          onClose={scores.reset}
          closeButtonLabel={t('common:actions.close')}
        >
          {t('results.scored', { count: scores.data.scored })}
        </Alert>
      )}
      {scores.isError && (
        <Alert color="red" withCloseButton onClose={scores.reset} closeButtonLabel={t('common:actions.close')}>
          {t('errors.scores', { message: scores.error.message })}
        </Alert>
      )}
      {download.pending && (
        <Group gap="sm" role="status">
          <Text size="sm">{t('progress.exporting', { size: kilobytes })}</Text>
          <Button variant="subtle" size="compact-sm" onClick={download.cancel}>
            {t('common:actions.cancel')}
          </Button>
        </Group>
      )}
      {download.savedAs && !download.pending && (
        <Text size="sm" role="status">
          {t('results.exported', { file: download.savedAs, size: kilobytes })}
        </Text>
      )}
      {download.error && <Alert color="red">{t('errors.export', { message: download.error })}</Alert>}
    </Stack>
  );
}
