import { List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /about/terms */
export function TermsPage() {
  const { t } = useTranslation('public');
  const points = t('terms.points', { returnObjects: true }) as Record<string, string>;
  return (
    <Stack gap="lg" py="lg" maw={820}>
      <Title order={1}>{t('terms.title')}</Title>
      <List type="ordered" spacing="sm">
        {Object.entries(points).map(([key, point]) => (
          <List.Item key={key}>{point}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
