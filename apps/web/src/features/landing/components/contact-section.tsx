import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from './contact-details';

export function ContactSection() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="home-contact">
      <Title id="home-contact" order={2}>
        {t('contact.title')}
      </Title>
      <Text mt={4} mb="md">
        {t('contact.intro')}
      </Text>
      <ContactDetails />
    </section>
  );
}
