import { Alert, Container, Stack, Tabs, Title } from '@mantine/core';
import { isLocale, type LocalizedText } from '@portal/shared/locales';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../api/get-current-session';
import { readableText } from '../utils/readable-text';
import { CurrentSessionBlock } from './current-session-block';
import { FormattedText } from './formatted-text';

const titleId = 'current-session-page-title';

/** A notice in the reader's language or, until it is translated, in another one, saying which. */
function Notice({ text }: { text: LocalizedText }) {
  const { t, i18n } = useTranslation('sessions');
  const reader = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const readable = readableText(text, reader);
  if (!readable) return <FormattedText text="" empty={t('current.noText')} />;
  return (
    <Stack gap="xs">
      {readable.language !== reader ? (
        <Alert color="blue" variant="light" py="xs">
          {t('current.otherLanguage', { language: t(`common:languageNames.${readable.language}`) })}
        </Alert>
      ) : null}
      <div lang={readable.language}>
        <FormattedText text={readable.text} empty="" />
      </div>
    </Stack>
  );
}

/** /sessions/current: the current session's state, then its completion notice and guidelines. */
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
        {session && (
          <Tabs defaultValue="notice" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="notice">{t('fields.completionNotice')}</Tabs.Tab>
              <Tabs.Tab value="guidelines">{t('fields.applicationGuidelines')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="notice" pt="md">
              <Notice text={session.completionNotice} />
            </Tabs.Panel>
            <Tabs.Panel value="guidelines" pt="md">
              <Notice text={session.applicationGuidelines} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
