import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextSection } from './text-section';

/** /about: who runs the programme, and the programme's rules in short. */
export function AboutPage() {
  const { t } = useTranslation('public');
  const points = t('about.points', { returnObjects: true }) as Record<string, string>;
  return (
    <Stack gap="xl" py="lg" maw={820}>
      <Stack gap="sm">
        <Title order={1}>{t('about.title')}</Title>
        <Text size="lg">{t('about.lead')}</Text>
        {Object.entries(points).map(([key, point]) => (
          <Text key={key}>{point}</Text>
        ))}
      </Stack>
      <TextSection prefix="sections.programme" />
      <TextSection prefix="sections.obligations" />
    </Stack>
  );
}
