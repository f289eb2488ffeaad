import { Alert, Box, Title } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import type { Session } from '@portal/shared/sessions';
import { IconCircleCheck } from '@tabler/icons-react';
import { LocalizedNotice } from '@/features/sessions/public';
import { useApplicantWords } from '../hooks/use-applicant-words';
import { isComplete } from '../utils/application-progress';

type Props = { application: Application; session: Pick<Session, 'completionNotice'>; headingOrder?: 2 | 3 };

/**
 * The session's completion notice ("Thank you: your application is complete…"), once it is true: every required
 * step done, or the application submitted. Before that the applicant reads the guidelines, not a thank-you.
 */
export function CompletionNotice({ application, session, headingOrder = 3 }: Props) {
  const { t } = useApplicantWords('applications');
  if (!application.submitted && !isComplete(application)) return null;
  return (
    <Box component="section" aria-labelledby="completion-notice-title">
      <Alert color="green" variant="light" role="note" icon={<IconCircleCheck size={18} aria-hidden />}>
        <Title order={headingOrder} size="h4" id="completion-notice-title" mb="xs">
          {t('guide.completionNotice')}
        </Title>
        <LocalizedNotice text={session.completionNotice} />
      </Alert>
    </Box>
  );
}
