import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import type { ApplicationStatus } from '@portal/shared/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog } from './decision-dialog';

const statusColors: Record<ApplicationStatus, string> = {
  PENDING: 'blue',
  APPROVED: 'green',
  NOT_APPROVED: 'orange',
  REJECTED: 'red',
};
const decisions = ['APPROVED', 'NOT_APPROVED', 'REJECTED'] as const;

type Props = { application: Application; candidateName?: string };

/** The committee's decision on an application as it stands, and the ways to take, change or take back one. */
export function DecisionPanel({ application, candidateName }: Props) {
  const { t } = useTranslation('evaluation');
  const [asked, setAsked] = useState<ApplicationStatus | null>(null);
  const current = application.status;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="decision-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="decision-title">
            {t('decision.heading')}
          </Title>
          <Badge color={statusColors[current]} variant="light" size="lg">
            {t(`decision.status.${current}`)}
          </Badge>
        </Group>
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
        <Group gap="sm">
          {decisions
            .filter((decision) => decision !== current)
            .map((decision) => (
              <Button key={decision} color={statusColors[decision]} variant="light" onClick={() => setAsked(decision)}>
                {t(`decision.action.${decision}`)}
              </Button>
            ))}
          {current !== 'PENDING' ? (
            <Button variant="default" onClick={() => setAsked('PENDING')}>
              {t('decision.action.PENDING')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <DecisionDialog
        application={application}
        decision={asked}
        candidateName={candidateName}
        onClose={() => setAsked(null)}
      />
    </Card>
  );
}
