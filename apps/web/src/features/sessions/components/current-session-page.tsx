import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../api/get-current-session';
import { CurrentSessionBlock } from './current-session-block';
import { FormattedText } from './formatted-text';

const languages = ['en', 'fr', 'it'] as const;

/** /sessions/current: the current session's state, then its completion notice and guidelines. */
export function CurrentSessionPage() {
  const { t, i18n } = useTranslation('sessions');
  const session = useCurrentSession().data?.session;
  const language = languages.find((l) => l === i18n.resolvedLanguage) ?? 'en';
  return (
    <Container size="md" px={0}>
      <Stack>
        <Title order={1}>{t('current.pageTitle')}</Title>
        <CurrentSessionBlock showMore={false} />
        {session && (
          <Tabs defaultValue="notice" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="notice">{t('fields.completionNotice')}</Tabs.Tab>
              <Tabs.Tab value="guidelines">{t('fields.applicationGuidelines')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="notice" pt="md">
              <FormattedText text={session.completionNotice[language]} empty={t('overview.emptyText')} />
            </Tabs.Panel>
            <Tabs.Panel value="guidelines" pt="md">
              <FormattedText text={session.applicationGuidelines[language]} empty={t('overview.emptyText')} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
