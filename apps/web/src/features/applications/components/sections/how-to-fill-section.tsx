import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { isLocale, type LocalizedText } from '@portal/shared/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormattedText, readableText } from '@/features/sessions/public';
import type { SectionProps } from '../section-props';

/** A text of the session in the reader's language or, until it is translated, in another one, saying which. */
function SessionText({ text }: { text: LocalizedText }) {
  const { t, i18n } = useTranslation('applications');
  const reader = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const readable = readableText(text, reader);
  if (!readable) return <FormattedText text="" empty={t('guide.noText')} />;
  return (
    <Stack gap="xs">
      {readable.language !== reader && (
        <Alert color="blue" variant="light" py="xs">
          {t('guide.otherLanguage', { language: t(`languages.${readable.language}`) })}
        </Alert>
      )}
      <div lang={readable.language}>
        <FormattedText text={readable.text} empty="" />
      </div>
    </Stack>
  );
}

/** The session's completion notice and its application guidelines, then the way to the first step. */
export function HowToFillSection({ session, sectionPath }: SectionProps) {
  const { t } = useTranslation('applications');
  return (
    <Stack>
      <section aria-labelledby="guide-notice">
        <Title order={3} size="h4" id="guide-notice" mb="xs">
          {t('guide.completionNotice')}
        </Title>
        <SessionText text={session.completionNotice} />
      </section>
      <section aria-labelledby="guide-guidelines">
        <Title order={3} size="h4" id="guide-guidelines" mb="xs">
          {t('guide.guidelines')}
        </Title>
        <SessionText text={session.applicationGuidelines} />
      </section>
      <Group>
        <Button component={Link} to={sectionPath('details')}>
          {t('guide.start')}
        </Button>
      </Group>
    </Stack>
  );
}
