import { Alert, Stack } from '@mantine/core';
import { isLocale, type LocalizedText } from '@portal/shared/locales';
import { useTranslation } from 'react-i18next';
import { readableText } from '../utils/readable-text';
import { FormattedText } from './formatted-text';

/** A notice in the reader's language or, until it is translated, in another one, saying which. */
export function LocalizedNotice({ text }: { text: LocalizedText }) {
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
