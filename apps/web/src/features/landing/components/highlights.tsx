import { Card, SimpleGrid, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCash, IconHeartHandshake, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProgrammeFacts } from '../hooks/use-programme-facts';

const highlights = [
  { key: 'allowance', icon: IconCash },
  { key: 'merit', icon: IconTrophy },
  { key: 'service', icon: IconHeartHandshake },
] as const;

export function Highlights() {
  const { t } = useTranslation('home');
  const facts = useProgrammeFacts();
  return (
    <section aria-labelledby="home-highlights">
      <VisuallyHidden component="h2" id="home-highlights">
        {t('highlights.label')}
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {highlights.map(({ key, icon: Icon }) => (
          <Card key={key} padding="lg" radius="md">
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="sm">
              {t(`highlights.${key}.title`, facts)}
            </Title>
            <Text mt={4}>{t(`highlights.${key}.text`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
