import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const parts = ['kept', 'why', 'howLong', 'delete'] as const;

/** /about/privacy: what personal data is kept, why, for how long, and how to delete an account. */
export function PrivacyPage() {
  const { t } = useTranslation('public');
  return (
    <Stack gap="lg" py="lg" maw={820}>
      <Title order={1}>{t('privacy.title')}</Title>
      {parts.map((part) => (
        <Stack key={part} component="section" gap={4} aria-labelledby={`privacy-${part}`}>
          <Title id={`privacy-${part}`} order={2} size="h3">
            {t(`privacy.${part}.title`)}
          </Title>
          <Text>{t(`privacy.${part}.text`)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
