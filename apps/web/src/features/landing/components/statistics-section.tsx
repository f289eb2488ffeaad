import { Alert, Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';
import { useStatistics } from '../api/get-statistics';

/** Sessions launched, scholarships granted and total value (shown without a currency, as the programme states it). */
export function StatisticsSection() {
  const { t } = useTranslation('public');
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
    <section aria-labelledby="home-statistics">
      <Title id="home-statistics" order={2} mb="md">
        {t('statistics.title')}
      </Title>
      {isError ? <Alert color="gray">{t('statistics.failed')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {isPending
          ? [1, 2, 3].map((key) => <Skeleton key={key} h={96} radius="md" />)
          : figures.map(({ key, value }) => (
              <Card key={key} padding="lg" radius="md" data-testid={`statistic-${key}`}>
                <Text fz={32} fw={700} lh={1.1}>
                  {numbers.format(value)}
                </Text>
                <Text mt={4}>{t(`statistics.${key}`)}</Text>
              </Card>
            ))}
      </SimpleGrid>
    </section>
  );
}
