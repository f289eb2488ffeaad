import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from './contact-details';

/** /contact: addresses in Switzerland and Cameroon, e-mail and phone, from the programme settings. */
export function ContactPage() {
  const { t } = useTranslation('public');
  return (
    <Stack gap="lg" py="lg">
      <Title order={1}>{t('contactPage.title')}</Title>
      <Text size="lg" maw={820}>
        {t('contactPage.lead')}
      </Text>
      <ContactDetails headingLevel={2} />
    </Stack>
  );
}
