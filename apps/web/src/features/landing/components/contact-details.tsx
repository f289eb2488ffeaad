import { Alert, Anchor, Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../api/get-public-settings';
import { useLocalizedText } from '../hooks/use-programme-facts';

/** Swiss and Cameroon addresses, e-mail and phone, from the programme settings an administrator keeps. */
export function ContactDetails({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('public');
  const { data, isPending, isError } = usePublicSettings();
  const localized = useLocalizedText();
  if (isError) return <Alert color="gray">{t('contact.failed')}</Alert>;
  if (isPending) return <Skeleton h={140} radius="md" />;
  const addresses = [
    { key: 'swiss', address: data.swissAddress },
    { key: 'cameroon', address: data.cameroonAddress },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {addresses.map(({ key, address }) => (
        <Card key={key} padding="lg" radius="md">
          <Title order={headingLevel} size="h4">
            {t(`contact.${key}`)}
          </Title>
          <Text fw={600} mt={4}>
            {localized(address.name)}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{localized(address.lines)}</Text>
        </Card>
      ))}
      <Card padding="lg" radius="md">
        <Title order={headingLevel} size="h4">
          {t('contact.email')}
        </Title>
        <Anchor href={`mailto:${data.email}`} mt={4}>
          {data.email}
        </Anchor>
        <Title order={headingLevel} size="h4" mt="sm">
          {t('contact.phone')}
        </Title>
        <Anchor href={`tel:${data.phone.replace(/\s+/g, '')}`}>{data.phone}</Anchor>
      </Card>
    </SimpleGrid>
  );
}
