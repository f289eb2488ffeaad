import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ApplicationStatus } from '@portal/shared/enums';
import { type ApprobationInput, approbationSchema, DECISION_NOTE_MAX } from '@portal/shared/renewal';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { decisionColors } from '@/components/standing/standing-badges';
import { reasonText } from '@/lib/eligibility-reasons';
import { notifySuccess } from '@/lib/notify';
import { formatNumber } from '@/lib/numbers';
import { useDecideApplication } from '../api/decide-application';
import { usePendingAbove } from '../api/get-pending-above';
import { type ApprovalWarning, approvalWarnings, type DecisionSubject } from '../utils/approval-warnings';

export type DecisionProps = {
  /** The candidate decided on: the application, or its row of the candidates list. */
  application: DecisionSubject;
  /** The decision to confirm (PENDING takes the current one back); null keeps the dialog closed. */
  decision: ApplicationStatus | null;
  /** Who applied, when the screen knows it: the question then names them. */
  candidateName?: string;
  /** The session's weight of the interviews (0 when they do not count). */
  interviewWeight?: number;
  onClose: () => void;
};

/** Why approving this candidate is unusual, each reason named; the reasons of ineligibility listed under it. */
function ApprovalWarnings({
  subject,
  warnings,
  pendingAbove,
}: {
  subject: DecisionSubject;
  warnings: ApprovalWarning[];
  pendingAbove: number;
}) {
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
          {pendingAbove > 0 ? (
            <List.Item>
              {t('decision.warnings.pendingAbove', {
                count: pendingAbove,
                formatted: formatNumber(pendingAbove, i18n.resolvedLanguage ?? i18n.language),
              })}
            </List.Item>
          ) : null}
        </List>
        <Text size="sm">{t('decision.warnings.stillYours')}</Text>
      </Stack>
    </Alert>
  );
}

type DecisionValues = { status: ApplicationStatus; reason: string; resubmissionAllowed: boolean; note: string };

/** What is sent: the reason and the re-submission only with a rejection, the note only when written. */
function bodyOf({ status, reason, resubmissionAllowed, note }: ApprobationInput): ApprobationInput {
  return {
    status,
    ...(status === 'REJECTED' ? { reason, resubmissionAllowed } : {}),
    ...(note ? { note } : {}),
  };
}

function DecisionForm({
  application,
  decision,
  candidateName,
  interviewWeight = 0,
  onClose,
}: DecisionProps & { decision: ApplicationStatus }) {
  const { t, i18n } = useTranslation('evaluation');
  const decide = useDecideApplication(application.id);
  const form = useApiForm<typeof approbationSchema, DecisionValues>(approbationSchema, {
    status: decision,
    reason: '',
    resubmissionAllowed: false,
    note: '',
  });
  const rejecting = decision === 'REJECTED';
  const approving = decision === 'APPROVED';
  const warnings = approving ? approvalWarnings(application, interviewWeight) : [];
  const pendingAbove = usePendingAbove(application.sessionId, application.finalRank, approving).data ?? 0;
  const unusual = warnings.length > 0 || pendingAbove > 0;
  const submit = form.submit((values) =>
    decide.mutate(bodyOf(values), {
      onSuccess: () => {
        notifySuccess(t(`decision.done.${decision}`));
        onClose();
      },
      onError: form.setServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {unusual ? <ApprovalWarnings subject={application} warnings={warnings} pendingAbove={pendingAbove} /> : null}
        <Text size="sm">
          {t(`decision.question.${decision}`, { name: candidateName ?? t('decision.thisApplication') })}
        </Text>
        {rejecting ? (
          <>
            <TextAreaField
              form={form}
              name="reason"
              label={t('decision.reason')}
              description={t('decision.reasonHelp')}
              minRows={3}
              maxLength={2000}
              required
              data-autofocus
            />
            <CheckboxField
              form={form}
              name="resubmissionAllowed"
              label={t('decision.resubmissionAllowed')}
              description={t('decision.resubmissionHelp')}
            />
          </>
        ) : null}
        <TextAreaField
          form={form}
          name="note"
          label={t('decision.note')}
          description={t(unusual ? 'decision.noteHelpUnusual' : 'decision.noteHelp', {
            max: formatNumber(DECISION_NOTE_MAX, i18n.resolvedLanguage ?? i18n.language),
          })}
          maxLength={DECISION_NOTE_MAX}
        />
        <FormAlert error={form.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus={rejecting ? undefined : true}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" color={decisionColors[decision]} loading={decide.isPending}>
            {t(`decision.confirm.${decision}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * One decision, asked before it is taken: approve (warned when the candidate is not eligible or not checked, not
 * submitted or not scored, preselected but not interviewed while interviews count, or below undecided candidates in
 * the final ranking, counted), not approve, reject (with a required reason and whether the applicant may change and
 * submit again) or take back; each with an optional note the trail keeps. The form kit checks it with the shared
 * rule the server applies. Focus goes into the dialog and back to the button after.
 */
export function DecisionDialog({ decision, onClose, ...props }: DecisionProps) {
  const { t } = useTranslation('evaluation');
  return (
    <Modal
      opened={decision !== null}
      onClose={onClose}
      title={decision ? t(`decision.title.${decision}`) : ''}
      centered
    >
      {decision ? <DecisionForm key={decision} {...props} decision={decision} onClose={onClose} /> : null}
    </Modal>
  );
}
