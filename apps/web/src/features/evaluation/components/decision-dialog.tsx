import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ApplicationStatus } from '@portal/shared/enums';
import { DECISION_NOTE_MAX } from '@portal/shared/renewal';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { reasonText } from '@/lib/eligibility-reasons';
import { notifySuccess } from '@/lib/notify';
import { formatNumber } from '@/lib/numbers';
import { useDecideApplication } from '../api/decide-application';
import { type ApprovalWarning, approvalWarnings, type DecisionSubject } from '../utils/approval-warnings';

export type DecisionProps = {
  /** The candidate decided on: the application, or its row of the candidates list. */
  application: DecisionSubject;
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

const fieldMessage = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fieldErrors.find((fieldError) => fieldError.field === field)?.message : undefined;

/** Why approving this candidate is unusual, each reason named; the reasons of ineligibility listed under it. */
function ApprovalWarnings({ subject, warnings }: { subject: DecisionSubject; warnings: ApprovalWarning[] }) {
  const { t, i18n } = useTranslation('evaluation');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('decision.warnings.title')}
      role="alert"
    >
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {warnings.map((warning) => (
            <List.Item key={warning}>
              {t(`decision.warnings.${warning}`)}
              {warning === 'notEligible' && subject.nonEligibilityReasons.length > 0 ? (
                <List size="sm" withPadding spacing={2}>
                  {subject.nonEligibilityReasons.map((reason) => (
                    <List.Item key={reason}>{reasonText(t, reason, i18n.resolvedLanguage)}</List.Item>
                  ))}
                </List>
              ) : null}
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t('decision.warnings.stillYours')}</Text>
      </Stack>
    </Alert>
  );
}

/**
 * One decision, asked before it is taken: approve (warned when the candidate is not eligible or not checked, not
 * submitted or not scored), not approve, reject (with a required reason and whether the applicant may change and
 * submit again) or take back; each with an optional note the trail keeps. Focus goes into the dialog and back to the
 * button after.
 */
export function DecisionDialog({ application, decision, candidateName, onClose }: DecisionProps) {
  const { t, i18n } = useTranslation('evaluation');
  const decide = useDecideApplication(application.id);
  const [reason, setReason] = useState('');
  const [resubmissionAllowed, setResubmissionAllowed] = useState(false);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const rejecting = decision === 'REJECTED';
  const warnings = decision === 'APPROVED' ? approvalWarnings(application) : [];
  const who = candidateName ?? t('decision.thisApplication');

  const close = () => {
    setReason('');
    setResubmissionAllowed(false);
    setNote('');
    setReasonError(undefined);
    decide.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return;
    if (rejecting && !reason.trim()) return setReasonError(t('decision.reasonRequired'));
    const remark = note.trim() ? { note: note.trim() } : {};
    const body = rejecting
      ? { status: decision, reason: reason.trim(), resubmissionAllowed, ...remark }
      : { status: decision, ...remark };
    decide.mutate(body, {
      onSuccess: () => {
        notifySuccess(t(`decision.done.${decision}`));
        close();
      },
    });
  };

  const noteError = fieldMessage(decide.error, 'note');
  const serverReasonError = fieldMessage(decide.error, 'reason');
  return (
    <Modal opened={decision !== null} onClose={close} title={decision ? t(`decision.title.${decision}`) : ''} centered>
      {decision ? (
        <form onSubmit={submit} noValidate>
          <Stack>
            {warnings.length > 0 ? <ApprovalWarnings subject={application} warnings={warnings} /> : null}
            <Text size="sm">{t(`decision.question.${decision}`, { name: who })}</Text>
            {rejecting ? (
              <>
                <Textarea
                  label={t('decision.reason')}
                  description={t('decision.reasonHelp')}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  error={reasonError ?? serverReasonError}
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
            <Textarea
              label={t('decision.note')}
              description={t(warnings.length > 0 ? 'decision.noteHelpUnusual' : 'decision.noteHelp', {
                max: formatNumber(DECISION_NOTE_MAX, i18n.resolvedLanguage ?? i18n.language),
              })}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={noteError}
              autosize
              minRows={2}
              maxLength={DECISION_NOTE_MAX}
            />
            {decide.isError && !noteError && !serverReasonError ? (
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
