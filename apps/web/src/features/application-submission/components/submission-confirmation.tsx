import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import type { Session } from '@portal/shared/sessions';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useApplicantWords } from '@/features/applications/public';
import { CompletionNotice, type SectionProps } from '@/features/editor-kit/public';
import { useFormatDate } from '@/hooks/use-format-date';
import { useAuth } from '@/lib/auth-store';
import { forgetJustSubmitted, wasJustSubmitted } from '../utils/just-submitted';
import { sentStage } from '../utils/sent-stage';
import { GuardianConsent } from './guardian-consent';
import { SubmissionSummary } from './submission-problems';

type Props = {
  application: Application;
  session: Pick<Session, 'status' | 'completionNotice'>;
  sectionPath: SectionProps['sectionPath'];
};

/**
 * A submitted application: when, where the receipt went, where it stands now (waiting for the committee, or decided:
 * the decision itself is above, in the committee's panel), the session's completion notice, the parent or guardian who
 * consented for an applicant under 18, and every step as sent.
 */
export function SubmissionConfirmation({ application, session, sectionPath }: Props) {
  const { t } = useApplicantWords('applications');
  const { dateTime } = useFormatDate();
  const { user } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  // Submitted a moment ago on this device: the confirmation takes the focus, so a screen reader says it.
  const [justSubmitted] = useState(() => wasJustSubmitted(application.id));
  useEffect(() => {
    if (!justSubmitted) return;
    heading.current?.focus();
    forgetJustSubmitted(application.id);
  }, [justSubmitted, application.id]);
  const owner = user?.id === application.userId;
  const stage = sentStage(application.status, session.status);
  return (
    <Stack>
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />}>
        <Title order={3} size="h4" ref={heading} tabIndex={-1} mb={4}>
          {t('submission.confirmation.title')}
        </Title>
        <Stack gap={4}>
          <Text size="sm">
            {t('submission.submitted', { date: dateTime(application.submittedAt ?? application.modified) })}
          </Text>
          {owner && user?.email && (
            <Text size="sm">
              {t(justSubmitted ? 'submission.confirmation.receipt' : 'submission.confirmation.receiptSent', {
                email: user.email,
              })}
            </Text>
          )}
          <Text size="sm">{t(`submission.stage.${stage}`)}</Text>
        </Stack>
      </Alert>
      <CompletionNotice application={application} session={session} complete />
      <GuardianConsent application={application} />
      <section aria-labelledby="sent-title">
        <Title order={3} size="h4" id="sent-title" mb="xs">
          {t('submission.sentTitle')}
        </Title>
        <SubmissionSummary application={application} problems={[]} sectionPath={sectionPath} sent />
      </section>
      {owner && (
        <Group>
          <Button component={Link} to={paths.dashboard()}>
            {t('submission.confirmation.dashboard')}
          </Button>
          <Button component={Link} to={paths.myApplications()} variant="default">
            {t('submission.confirmation.myApplications')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
