import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApplyPrompt } from '@/features/applications/public';
import { useCurrentSession } from '../api/get-current-session';
import { CurrentSessionBlock } from './current-session-block';
import { LocalizedNotice } from './localized-notice';

const titleId = 'current-session-page-title';

/**
 * /sessions/current: the current session's state, the prompt to apply for a student who has not yet, then its
 * completion notice and guidelines.
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
          <Tabs defaultValue="notice" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="notice">{t('fields.completionNotice')}</Tabs.Tab>
              <Tabs.Tab value="guidelines">{t('fields.applicationGuidelines')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="notice" pt="md">
              <LocalizedNotice text={session.completionNotice} />
            </Tabs.Panel>
            <Tabs.Panel value="guidelines" pt="md">
              <LocalizedNotice text={session.applicationGuidelines} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
