import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApplyPrompt } from '@/features/applications/public';
import { useCurrentSession } from '../api/get-current-session';
import { CurrentSessionBlock } from './current-session-block';
import { LocalizedNotice } from './localized-notice';

const titleId = 'current-session-page-title';

/**
 * /sessions/current: the current session's state, the prompt to apply for a student who has not yet, then its
 * application guidelines. Its completion notice thanks an applicant for a complete application: the editor shows it
 * then, not before anyone has started.
 */
export function CurrentSessionPage() {
  const { t } = useTranslation('sessions');
  const session = useCurrentSession().data?.session;
  return (
    <Container size="md" px={0}>
      <Stack>
        <Title order={1} id={titleId}>
          {t('current.pageTitle')}
        </Title>
        <CurrentSessionBlock showMore={false} labelledBy={titleId} />
        <ApplyPrompt />
        {session && (
          <section aria-labelledby="current-session-guidelines">
            <Title order={2} size="h3" id="current-session-guidelines" mb="xs">
              {t('fields.applicationGuidelines')}
            </Title>
            <LocalizedNotice text={session.applicationGuidelines} />
          </section>
        )}
      </Stack>
    </Container>
  );
}
