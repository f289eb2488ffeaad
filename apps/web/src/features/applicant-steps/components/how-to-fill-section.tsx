import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useApplicantWords } from '@/features/applications/public';
import { CompletionNotice, type SectionProps } from '@/features/editor-kit/public';
import { LocalizedNotice } from '@/features/sessions/public';

/**
 * The session's application guidelines and the way to the first step; once the application is sent, the session's
 * completion notice below them (before, the submission section says when it is complete).
 */
export function HowToFillSection({ application, session, sectionPath, readOnly }: SectionProps) {
  const { t } = useApplicantWords('applications');
  return (
    <Stack>
      <section aria-labelledby="guide-guidelines">
        <Title order={3} size="h4" id="guide-guidelines" mb="xs">
          {t('guide.guidelines')}
        </Title>
        <LocalizedNotice text={session.applicationGuidelines} />
      </section>
      <CompletionNotice application={application} session={session} complete={false} />
      <Group>
        <Button component={Link} to={sectionPath('details')}>
          {t(readOnly ? 'guide.read' : 'guide.start')}
        </Button>
      </Group>
    </Stack>
  );
}
