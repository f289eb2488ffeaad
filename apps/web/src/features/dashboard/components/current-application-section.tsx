import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApplicationCard, ApplyPrompt, useCurrentApplication } from '@/features/applications/public';
import { CurrentSessionBlock, useCurrentSession } from '@/features/sessions/public';

/**
 * The student's application to the current session with its progress; without one, the prompt to apply while the
 * session takes applications, else the session's state (upcoming, suspended, ended, none).
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
  return session.data?.session?.ongoing ? <ApplyPrompt /> : <CurrentSessionBlock />;
}
