import { Card, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { locales } from '@portal/shared/locales';
import type { Session } from '@portal/shared/sessions';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/hooks/use-format-date';
import { formatInstant } from '@/lib/date-time';
import { useNumbers } from '@/lib/numbers';
import { FormattedText } from './formatted-text';
import { SessionStatusBadge } from './session-status-badge';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** Overview tab: dates, status, scores, the selection's settings, then the notice and guidelines in each language. */
export function SessionOverview({ session }: { session: Session }) {
  const { t, i18n } = useTranslation('sessions');
  const locale = i18n.resolvedLanguage ?? 'en';
  const first = locales.find((l) => l === locale) ?? 'en';
  const numbers = useNumbers();
  return (
    <Stack>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Fact label={t('fields.status')}>
            <SessionStatusBadge session={session} />
          </Fact>
          <Fact label={t('fields.year')}>{session.year}</Fact>
          <Fact label={t('fields.startDate')}>{formatInstant(session.startDate, locale)}</Fact>
          <Fact label={t('fields.endDate')}>{formatInstant(session.endDate, locale)}</Fact>
          <Fact label={t('fields.publicationDate')}>
            {session.publicationDate ? formatDate(session.publicationDate, locale) : t('overview.noPublicationDate')}
          </Fact>
          {session.publishedAt ? (
            <Fact label={t('fields.publishedAt')}>{formatInstant(session.publishedAt, locale)}</Fact>
          ) : null}
          <Fact label={t('fields.passScore')}>{session.passScore ?? '—'}</Fact>
          <Fact label={t('fields.candidatesToSelect')}>{session.candidatesToSelect ?? '—'}</Fact>
          <Fact label={t('fields.interviewWeight')}>
            {t('selection.percent', { value: numbers.format(session.interviewWeight) })}
          </Fact>
          <Fact label={t('fields.panelSize')}>{numbers.format(session.panelSize)}</Fact>
          <Fact label={t('fields.correctSeverity')}>
            {t(session.correctSeverity ? 'selection.corrected' : 'selection.plain')}
          </Fact>
        </SimpleGrid>
      </Card>
      {(['applicationGuidelines', 'completionNotice'] as const).map((text) => (
        <Card withBorder key={text}>
          <Title order={2} size="h4">
            {t(`fields.${text}`)}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t(`form.shown.${text}`)}
          </Text>
          <Tabs defaultValue={first}>
            <Tabs.List>
              {locales.map((language) => (
                <Tabs.Tab key={language} value={language}>
                  {t(`common:languageNames.${language}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {locales.map((language) => (
              <Tabs.Panel key={language} value={language} pt="sm" lang={language}>
                <FormattedText text={session[text][language]} empty={t('overview.emptyText')} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Card>
      ))}
    </Stack>
  );
}
