import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApplicationCard, useCurrentApplication } from '@/features/applications/public';
import { CurrentSessionBlock, useCurrentSession } from '@/features/sessions/public';
import { RenewOrApply } from './renew-or-apply';

/**
 * The student's application to the current session with its progress; without one, while the session takes
 * applications, the offer to renew a past scholarship or the prompt to apply; else the session's state (upcoming,
 * suspended, ended, none).
 */
export function CurrentApplicationSection() {
  const { t } = useTranslation('dashboard');
  const application = useCurrentApplication();
  const session = useCurrentSession();
  if (application.isPending || session.isPending) return <Skeleton height={160} radius="md" />;
  if (application.data) {
    return (
      <Stack component="section" aria-labelledby="dashboard-application" gap="sm">
        <Title order={2} size="h3" id="dashboard-application">
          {t('application.title')}
        </Title>
        <ApplicationCard application={application.data} titleOrder={3} />
      </Stack>
    );
  }
  const current = session.data?.session;
  return current?.ongoing ? <RenewOrApply sessionId={current.id} /> : <CurrentSessionBlock />;
}
