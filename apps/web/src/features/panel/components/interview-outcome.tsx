import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { InterviewState } from '@portal/shared/enums';
import { IconCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { type InterviewOutcome as Outcome, useRecordInterview } from '../api/record-interview';

const outcomes: { state: Outcome; icon: typeof IconCheck }[] = [
  { state: 'HELD', icon: IconCheck },
  { state: 'MISSED', icon: IconUserOff },
];

/**
 * Whether the interview took place, said by a member of the panel (or an administrator): held counts the panel's
 * score in the final score, missed leaves the candidate without one. The state recorded reads as pressed.
 */
export function InterviewOutcome({ applicationId, state }: { applicationId: number; state: InterviewState | null }) {
  const { t } = useTranslation('panel');
  const record = useRecordInterview(applicationId);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('outcome.question')}</Text>
      <Group gap="xs">
        {outcomes.map(({ state: outcome, icon: Icon }) => (
          <Button
            key={outcome}
            variant={state === outcome ? 'filled' : 'default'}
            aria-pressed={state === outcome}
            leftSection={<Icon size={16} aria-hidden />}
            loading={record.isPending && record.variables === outcome}
            disabled={record.isPending}
            onClick={() => record.mutate(outcome, { onSuccess: () => notifySuccess(t(`outcome.recorded.${outcome}`)) })}
          >
            {t(`outcome.${outcome}`)}
          </Button>
        ))}
      </Group>
      {record.isError ? (
        <Alert color="red" role="alert">
          {record.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
