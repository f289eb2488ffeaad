import { Stack, Text, Title } from '@mantine/core';
import { dataRights, privacyNotice, processingActivities } from '@portal/shared/privacy-notice';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import { ContactDetails } from './contact-details';
import { PrivacyActivity } from './privacy-activity';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title id={id} order={2}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /about/privacy: the privacy notice in the reader's language, from the source the records of processing are made
 * of (@portal/shared/privacy-notice): what is held and why, for how long, who sees it, the transfer to the Swiss
 * committee, how to use each right, who to write to, and the notice's version.
 */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const { date } = useFormatDate();
  const { version } = privacyNotice;
  return (
    <Stack gap="xl" py="lg" maw={820}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text size="sm" c="dimmed">
          {t('version', { version, date: date(privacyNotice.date) })}
        </Text>
      </Stack>
      <Text size="lg">{t('lead')}</Text>
      <Section id="privacy-responsible" title={t('responsible.title')}>
        <Text>{t('responsible.text')}</Text>
      </Section>
      <Section id="privacy-activities" title={t('activitiesTitle')}>
        {processingActivities.map((activity) => (
          <PrivacyActivity key={activity.id} activity={activity} />
        ))}
      </Section>
      <Section id="privacy-transfer" title={t('transfer.title')}>
        <Text>{t('transfer.text')}</Text>
      </Section>
      <Section id="privacy-rights" title={t('rights.title')}>
        {dataRights.map((right) => (
          <Stack key={right} component="section" gap={4} aria-labelledby={`privacy-right-${right}`}>
            <Title id={`privacy-right-${right}`} order={3} size="h4">
              {t(`rights.${right}.title`)}
            </Title>
            <Text>{t(`rights.${right}.text`)}</Text>
          </Stack>
        ))}
      </Section>
      <Section id="privacy-contact" title={t('contactTitle')}>
        <ContactDetails headingLevel={3} />
      </Section>
      <Section id="privacy-changes" title={t('changes.title')}>
        <Text>{t(`changes.${version}`)}</Text>
      </Section>
    </Stack>
  );
}
