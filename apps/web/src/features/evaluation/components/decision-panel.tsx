import { Alert, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { canWithdraw } from '@portal/shared/acceptance-rules';
import type { ApplicationRead } from '@portal/shared/applications';
import type { ApplicationStatus } from '@portal/shared/enums';
import type { Session } from '@portal/shared/sessions';
import { IconCircleMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionColors } from '@/components/standing/standing-badges';
import { useFormatDate } from '@/hooks/use-format-date';
import { useStaffRole } from '@/hooks/use-staff-role';
import { ApplicantHeader, applicantName } from './applicant-header';
import { DecisionDialog } from './decision-dialog';
import { PreselectionControl } from './preselection-control';
import { WithdrawalDialog } from './withdrawal-dialog';

const decisions = ['APPROVED', 'NOT_APPROVED', 'REJECTED'] as const;

type Props = { application: ApplicationRead; session: Pick<Session, 'status' | 'endDate' | 'interviewWeight'> };

/** Before publication: the ways to take, change or take back the decision. */
function DecisionButtons({
  application,
  name,
  interviewWeight,
}: {
  application: ApplicationRead;
  name: string;
  interviewWeight: number;
}) {
  const { t } = useTranslation('evaluation');
  const [asked, setAsked] = useState<ApplicationStatus | null>(null);
  const current = application.status;
  return (
    <>
      <Group gap="sm">
        {decisions
          .filter((decision) => decision !== current)
          .map((decision) => (
            <Button key={decision} color={decisionColors[decision]} variant="light" onClick={() => setAsked(decision)}>
              {t(`decision.action.${decision}`)}
            </Button>
          ))}
        {current !== 'PENDING' ? (
          <Button variant="default" onClick={() => setAsked('PENDING')}>
            {t('decision.action.PENDING')}
          </Button>
        ) : null}
      </Group>
      <DecisionDialog
        application={application}
        decision={asked}
        candidateName={name}
        interviewWeight={interviewWeight}
        onClose={() => setAsked(null)}
      />
    </>
  );
}

/**
 * After publication a decision changes only by withdrawing the place: the way to do it (administrators), or the
 * withdrawal done.
 */
function PublishedDecision({
  application,
  name,
  administrator,
}: {
  application: ApplicationRead;
  name: string;
  administrator: boolean;
}) {
  const { t } = useTranslation('evaluation');
  const { dateTime } = useFormatDate();
  const [withdrawing, setWithdrawing] = useState(false);
  const place = application.acceptance;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('decision.published')}</Text>
      {place?.state === 'WITHDRAWN' ? (
        <Alert color="gray" icon={<IconCircleMinus size={18} aria-hidden />} title={t('withdrawal.withdrawnTitle')}>
          <Text size="sm">
            {place.withdrawnAt ? t('withdrawal.withdrawnOn', { date: dateTime(place.withdrawnAt) }) : null}
          </Text>
          {place.withdrawalReason ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {t('decision.reasonShown', { reason: place.withdrawalReason })}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {administrator && place && canWithdraw(place.state) ? (
        <Group>
          <Button color="red" variant="light" onClick={() => setWithdrawing(true)}>
            {t('withdrawal.action')}
          </Button>
        </Group>
      ) : null}
      <WithdrawalDialog
        applicationId={application.id}
        candidateName={name}
        opened={withdrawing}
        onClose={() => setWithdrawing(false)}
      />
    </Stack>
  );
}

/**
 * Whose file it is and the committee's decision on it: the applicant (photo, name, contact, type, standing, rank),
 * whether it is on the interview shortlist (and the way to change that by hand), the decision as it stands, and the
 * ways to take, change or take back one; once the session is published, the way to withdraw the place instead. An
 * evaluator reads the same without the ways to act.
 */
export function DecisionPanel({ application, session }: Props) {
  const { t } = useTranslation(['evaluation', 'glossary']);
  const name = applicantName(application, t('header.deletedAccount'));
  const published = session.status === 'CLOSED';
  const { administrator } = useStaffRole();
  const current = application.status;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="decision-title" data-focus-region>
      <Stack gap="sm">
        <ApplicantHeader application={application} />
        <PreselectionControl application={application} session={session} candidateName={name} />
        <Divider />
        <Title order={2} size="h4" id="decision-title">
          {t('decision.heading')}
        </Title>
        {application.rejectionReason ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t('decision.reasonShown', { reason: application.rejectionReason })}
          </Text>
        ) : null}
        {current === 'REJECTED' || current === 'NOT_APPROVED' ? (
          <Text size="sm" c="dimmed">
            {t(application.resubmissionAllowed ? 'decision.resubmissionOpen' : 'decision.resubmissionClosed')}
          </Text>
        ) : null}
        {published ? (
          <PublishedDecision application={application} name={name} administrator={administrator} />
        ) : administrator ? (
          <DecisionButtons application={application} name={name} interviewWeight={session.interviewWeight} />
        ) : null}
      </Stack>
    </Card>
  );
}
