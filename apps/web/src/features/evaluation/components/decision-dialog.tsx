import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ApplicationStatus } from '@portal/shared/enums';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useDecideApplication } from '../api/decide-application';

export type DecisionProps = {
  applicationId: number;
  /** The decision to confirm (PENDING takes the current one back); null keeps the dialog closed. */
  decision: ApplicationStatus | null;
  /** Who applied, when the screen knows it: the question then names them. */
  candidateName?: string;
  onClose: () => void;
};

const confirmColors: Record<ApplicationStatus, string> = {
  PENDING: 'blue',
  APPROVED: 'green',
  NOT_APPROVED: 'orange',
  REJECTED: 'red',
};

/**
 * One decision, asked before it is taken: approve, not approve, reject (with a required reason and whether the
 * applicant may change and submit again) or take back. Focus goes into the dialog and back to the button after.
 */
export function DecisionDialog({ applicationId, decision, candidateName, onClose }: DecisionProps) {
  const { t } = useTranslation('evaluation');
  const decide = useDecideApplication(applicationId);
  const [reason, setReason] = useState('');
  const [resubmissionAllowed, setResubmissionAllowed] = useState(false);
  const [reasonError, setReasonError] = useState<string>();
  const rejecting = decision === 'REJECTED';
  const who = candidateName ?? t('decision.thisApplication');

  const close = () => {
    setReason('');
    setResubmissionAllowed(false);
    setReasonError(undefined);
    decide.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return;
    if (rejecting && !reason.trim()) return setReasonError(t('decision.reasonRequired'));
    const body = rejecting ? { status: decision, reason: reason.trim(), resubmissionAllowed } : { status: decision };
    decide.mutate(body, {
      onSuccess: () => {
        notifySuccess(t(`decision.done.${decision}`));
        close();
      },
    });
  };

  return (
    <Modal opened={decision !== null} onClose={close} title={decision ? t(`decision.title.${decision}`) : ''} centered>
      {decision ? (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t(`decision.question.${decision}`, { name: who })}</Text>
            {rejecting ? (
              <>
                <Textarea
                  label={t('decision.reason')}
                  description={t('decision.reasonHelp')}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  error={reasonError}
                  autosize
                  minRows={3}
                  maxLength={2000}
                  required
                  data-autofocus
                />
                <Checkbox
                  label={t('decision.resubmissionAllowed')}
                  description={t('decision.resubmissionHelp')}
                  checked={resubmissionAllowed}
                  onChange={(event) => setResubmissionAllowed(event.currentTarget.checked)}
                />
              </>
            ) : null}
            {decide.isError ? (
              <Alert color="red" role="alert">
                {decide.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} data-autofocus={rejecting ? undefined : true}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" color={confirmColors[decision]} loading={decide.isPending}>
                {t(`decision.confirm.${decision}`)}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
