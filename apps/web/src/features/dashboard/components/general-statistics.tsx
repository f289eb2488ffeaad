import { Alert, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStatistics } from '@/features/landing/public';
import { useNumbers } from '@/lib/numbers';

/** The programme's public figures, the ones the landing page shows (already cached when the student came from it). */
export function GeneralStatistics() {
  const { t } = useTranslation('dashboard');
  const { data, isPending, isError } = useStatistics();
  const numbers = useNumbers();
  const figures = data
    ? [
        { key: 'sessions', value: data.numberOfSessions },
        { key: 'scholarships', value: data.totalScholarshipsGranted },
        { key: 'value', value: data.totalValueGranted },
      ]
    : [];
  return (
    <Stack component="section" aria-labelledby="dashboard-statistics" gap="sm">
      <Title order={2} size="h3" id="dashboard-statistics">
        {t('statistics.title')}
      </Title>
      {isError ? <Alert color="gray">{t('statistics.failed')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {isPending
          ? [1, 2, 3].map((key) => <Skeleton key={key} h={80} radius="md" />)
          : figures.map(({ key, value }) => (
              <Card key={key} withBorder padding="md" radius="md">
                <Text fz={26} fw={700} lh={1.1}>
                  {numbers.format(value)}
                </Text>
                <Text size="sm">{t(`statistics.${key}`)}</Text>
              </Card>
            ))}
      </SimpleGrid>
    </Stack>
  );
}
