import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import type { Session } from '@portal/shared/sessions';
import { IconCircleCheck, IconHourglass, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { decisionAnchorId } from '@/lib/landmarks';
import { useScore } from '../api/get-score';
import { ScoreBreakdown } from './score-breakdown';

type Props = { application: Application; session: Pick<Session, 'status'> };

/**
 * The committee's decision as its applicant may know it: the server keeps it pending until the session closes,
 * except a rejection that lets them submit again, shown at once with what to do.
 */
function DecisionNotice({ application, session }: Props) {
  const { t } = useTranslation(['evaluation', 'glossary']);
  const closed = session.status === 'CLOSED';
  switch (application.status) {
    case 'APPROVED':
      return (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} title={t('glossary:statuses.APPROVED')}>
          {t('applicant.approved')}
        </Alert>
      );
    case 'NOT_APPROVED':
      return (
        <Alert
          color="orange"
          icon={<IconInfoCircle size={18} aria-hidden />}
          title={t('glossary:statuses.NOT_APPROVED')}
        >
          <Text size="sm">{t('applicant.notApproved')}</Text>
          {application.rejectionReason ? <Reason text={application.rejectionReason} /> : null}
        </Alert>
      );
    case 'REJECTED':
      return (
        <Alert
          color="red"
          icon={
            application.resubmissionAllowed ? (
              <IconRefresh size={18} aria-hidden />
            ) : (
              <IconInfoCircle size={18} aria-hidden />
            )
          }
          title={application.resubmissionAllowed ? t('applicant.resubmitTitle') : t('glossary:statuses.REJECTED')}
        >
          {application.rejectionReason ? <Reason text={application.rejectionReason} /> : null}
          <Text size="sm" mt="xs" fw={600}>
            {t(application.resubmissionAllowed ? 'applicant.resubmitWhatToDo' : 'applicant.rejectedFinal')}
          </Text>
        </Alert>
      );
    default:
      return (
        <Alert color="blue" icon={<IconHourglass size={18} aria-hidden />} title={t('glossary:statuses.PENDING')}>
          {t(closed ? 'applicant.pendingClosed' : 'applicant.pending')}
        </Alert>
      );
  }
}

function Reason({ text }: { text: string }) {
  const { t } = useTranslation('evaluation');
  return (
    <Stack gap={2} mt="xs">
      <Text size="sm" fw={600}>
        {t('applicant.reason')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </Stack>
  );
}

/** Once the session is closed, the applicant's own score, each part explained in plain words. */
function OwnScore({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('evaluation');
  const score = useScore(applicationId);
  if (score.isPending) return <PageLoader />;
  if (score.isError)
    return (
      <Alert color="red" role="alert" title={t('score.loadFailed')}>
        {score.error.message}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">{t('applicant.scoreIntro')}</Text>
      <ScoreBreakdown score={score.data} explained />
    </Stack>
  );
}

/** The applicant's view of the committee's work on their application: the decision and, after closing, the score. */
export function ApplicantDecision({ application, session }: Props) {
  const { t } = useTranslation('evaluation');
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the dashboard's "See the decision": the heading takes the focus, so it is read first.
  const linked = useLocation().hash === `#${decisionAnchorId}`;
  useEffect(() => {
    if (!linked) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [linked]);
  // A draft never sent has nothing to explain; a decided application does, even one a committee member decided early.
  const showScore = session.status === 'CLOSED' && (application.submitted || application.status !== 'PENDING');
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby="applicant-decision-title"
      id={decisionAnchorId}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="applicant-decision-title" ref={heading} tabIndex={-1}>
          {t('applicant.heading')}
        </Title>
        <DecisionNotice application={application} session={session} />
        {showScore ? <OwnScore applicationId={application.id} /> : null}
      </Stack>
    </Card>
  );
}
