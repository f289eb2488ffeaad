import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { lockReason } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import { isOngoing } from '@portal/shared/session-rules';
import { IconEye, IconGavel, IconPencil } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/sessions/public';
import { useFormatDate } from '@/hooks/use-format-date';
import { decisionAnchorId } from '@/lib/landmarks';
import { applicationProgress } from '../utils/application-progress';
import { undecidedNote } from '../utils/decision-words';
import { ApplicationStatusBadge } from './application-status-badge';

type Props = { application: Application; titleOrder?: TitleOrder };

/**
 * One application as its owner sees it: the session, type, decision once it was sent, whether it was sent, any
 * rejection reason, how many steps are done, and the ways to view it, to read the decision once there is one to read,
 * and, while it may still change, to edit it.
 */
export function ApplicationCard({ application, titleOrder = 2 }: Props) {
  const { t } = useTranslation('applications');
  const { date, dateTime } = useFormatDate();
  const session = useSession(application.sessionId).data;
  const progress = applicationProgress(application);
  const titleId = useId();
  const editable = session ? lockReason(application, isOngoing(session)) === null : false;
  const closed = session?.status === 'CLOSED';
  // The server shows a decision once published (the session closed, or a rejection to act on at once).
  const decided = application.status !== 'PENDING';
  const sent = application.submitted || decided;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      padding="lg"
      radius="md"
      data-testid="application-card"
    >
      <Stack gap="sm">
        <Title order={titleOrder} size="h4" id={titleId}>
          {session ? session.name : <Skeleton component="span" display="inline-block" height={18} width={160} />}
        </Title>
        <Group gap="xs" wrap="wrap">
          {sent ? <ApplicationStatusBadge status={application.status} /> : null}
          <Badge color="gray" variant="outline">
            {t(`glossary:types.${application.type}`)}
          </Badge>
          <Badge color={application.submitted ? 'teal' : 'gray'} variant="light">
            {t(application.submitted ? 'pages.card.submitted' : 'pages.card.draft')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {application.submitted && application.submittedAt
            ? t('pages.card.submittedOn', { date: dateTime(application.submittedAt) })
            : t('pages.card.startedOn', { date: date(application.created) })}
        </Text>
        <ProgressFigure {...progress} />
        {session && !decided ? (
          <Text size="sm">
            {t(`pages.card.${undecidedNote(application.submitted, closed, session.publicationDate)}`, {
              date: date(session.publicationDate),
            })}
          </Text>
        ) : null}
        {application.rejectionReason ? (
          <Alert color="red" variant="light" title={t('pages.card.rejectionReason')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {application.rejectionReason}
            </Text>
            <Text size="sm" mt="xs" fw={600}>
              {t(application.resubmissionAllowed ? 'pages.card.resubmissionAllowed' : 'pages.card.resubmissionRefused')}
            </Text>
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.applicationView({ id: application.id })}
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t('pages.card.view')}
          </Button>
          {decided || (closed && application.submitted) ? (
            <Button
              component={Link}
              to={`${paths.applicationView({ id: application.id })}#${decisionAnchorId}`}
              variant="light"
              leftSection={<IconGavel size={16} aria-hidden />}
            >
              {t('pages.card.seeDecision')}
            </Button>
          ) : null}
          {editable ? (
            <Button
              component={Link}
              to={paths.applicationEdit({ id: application.id })}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('pages.card.edit')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function ProgressFigure({ done, required, percent }: ReturnType<typeof applicationProgress>) {
  const { t } = useTranslation('applications');
  const label = t('pages.card.progress', { done, required });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Progress value={percent} aria-label={label} size="md" radius="xl" />
    </Stack>
  );
}
