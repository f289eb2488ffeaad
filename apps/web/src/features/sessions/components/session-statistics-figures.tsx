import { Card, SimpleGrid, Text } from '@mantine/core';
import type { SessionStatistics } from '@portal/shared/applications';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';

/** The figures of a session's candidates, in the order the committee reads them. */
export const statisticFigures = [
  'totalCandidates',
  'newCandidates',
  'oldCandidates',
  'oldEndingCandidates',
  'eligibleCandidates',
  'selfHandicap',
  'familyHandicap',
] as const satisfies readonly (keyof SessionStatistics)[];

/** A session's figures as a grid of numbers (the administrator's dashboard). */
export function SessionStatisticsFigures({ statistics }: { statistics: SessionStatistics }) {
  const { t } = useTranslation('sessions');
  const numbers = useNumbers();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {statisticFigures.map((figure) => (
        <Card key={figure} withBorder padding="sm" radius="md" data-testid={`figure-${figure}`}>
          <Text fz={28} fw={700} lh={1.1}>
            {numbers.format(statistics[figure])}
          </Text>
          <Text size="sm">{t(`statistics.figures.${figure}`)}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
