import { Alert, Box, Title } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import type { Session } from '@portal/shared/sessions';
import { IconCircleCheck } from '@tabler/icons-react';
import { useApplicantWords } from '@/features/applications/public';
import { LocalizedNotice } from '@/features/sessions/public';

type Props = {
  application: Application;
  session: Pick<Session, 'completionNotice'>;
  /** Nothing is missing by the submission's rules, checked on the saved content (not only the steps' marks). */
  complete: boolean;
  headingOrder?: 2 | 3;
};

/**
 * The session's completion notice ("Thank you: your application is complete…"), once it is true: nothing missing
 * (where the content is checked: the submission section), or the application submitted. Before that the applicant
 * reads the guidelines, not a thank-you; a step marked done whose content is wrong again does not count as complete.
 * Once the committee has decided, its decision is the one message: a rejection to correct is not "complete".
 */
export function CompletionNotice({ application, session, complete, headingOrder = 3 }: Props) {
  const { t } = useApplicantWords('applications');
  if (!showsCompletion(application, complete)) return null;
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

/** Whether the completion notice is true and the only word on the application's state (no decision beside it). */
export function showsCompletion(application: Pick<Application, 'status' | 'submitted'>, complete: boolean): boolean {
  return application.status === 'PENDING' && (application.submitted || complete);
}
