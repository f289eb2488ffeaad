import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lockReason } from '@portal/shared/application-rules';
import type { Session } from '@portal/shared/sessions';
import { IconPencilPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useCreateApplication } from '../api/create-application';
import { useMyApplications } from '../api/get-my-applications';
import { applyUnavailableReason } from '../utils/apply-availability';

export const applyActionId = 'apply-action';

type Props = { session: Session; now: Date };

/**
 * The end of the apply page: the button that starts an application, or why there is none (an administrator, an
 * application already started, a session that does not take applications now).
 */
export function ApplyAction({ session, now }: Props) {
  const { t } = useTranslation('applications');
  return (
    <Card
      component="section"
      id={applyActionId}
      aria-labelledby="apply-action-title"
      withBorder
      padding="lg"
      radius="md"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="apply-action-title" tabIndex={-1}>
          {t('pages.apply.actionTitle')}
        </Title>
        <ActionBody session={session} now={now} />
      </Stack>
    </Card>
  );
}

function ActionBody({ session, now }: Props) {
  const { t } = useTranslation('applications');
  const student = useAuth().user?.role === 'STUDENT';
  const mine = useMyApplications({ enabled: student });
  if (!student) return <Alert color="blue">{t('pages.apply.adminNote')}</Alert>;
  if (mine.isPending) return <Skeleton height={36} />;
  if (mine.isError) return <Alert color="red">{mine.error.message}</Alert>;
  const reason = applyUnavailableReason(session, now);
  const existing = mine.data.find((application) => application.sessionId === session.id);
  if (existing) {
    const editable = lockReason(existing, reason === null) === null;
    return (
      <>
        <Text>{t('pages.apply.alreadyApplied')}</Text>
        <Group>
          <Button
            component={Link}
            to={editable ? paths.applicationEdit({ id: existing.id }) : paths.applicationView({ id: existing.id })}
          >
            {t('pages.apply.openApplication')}
          </Button>
        </Group>
      </>
    );
  }
  if (reason) return <Alert color="orange">{t(`pages.apply.unavailable.${reason}`)}</Alert>;
  return <ApplyButton sessionId={session.id} />;
}

function ApplyButton({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const create = useCreateApplication();
  const apply = () =>
    create.mutate(
      { sessionId },
      { onSuccess: (application) => navigate(paths.applicationEdit({ id: application.id })) },
    );
  return (
    <>
      <Text>{t('pages.apply.actionHint')}</Text>
      {create.isError ? (
        <Alert color="red" role="alert">
          {create.error.message}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={apply} loading={create.isPending} leftSection={<IconPencilPlus size={18} aria-hidden />}>
          {t('pages.apply.action')}
        </Button>
      </Group>
    </>
  );
}
