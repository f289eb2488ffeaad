import type { TitleOrder } from '@mantine/core';
import { Badge, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { ApplicationScore } from '@portal/shared/review-runs';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';
import { type PartLine, scoreGroups } from '../utils/score-groups';

type Props = {
  score: ApplicationScore;
  /** The applicant's reading: a plain sentence under each part saying what it measures. */
  explained?: boolean;
  titleOrder?: TitleOrder;
};

function Points({ points, maximum }: { points: number; maximum: number }) {
  const { t } = useTranslation('evaluation');
  const numbers = useNumbers();
  return (
    <Text size="sm">
      {t('score.outOf', { points: numbers.format(points, 'score'), maximum: numbers.format(maximum, 'score') })}
    </Text>
  );
}

function PartRow({ line, explained }: { line: PartLine; explained: boolean }) {
  const { t } = useTranslation('evaluation');
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        <Text size="sm" fw={600}>
          {t(`parts.${line.part}.name`)}
        </Text>
        {explained ? (
          <Text size="sm" c="dimmed">
            {t(`parts.${line.part}.explanation`)}
          </Text>
        ) : null}
      </Table.Th>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
        <Points points={line.points} maximum={line.maximum} />
      </Table.Td>
    </Table.Tr>
  );
}

function Subtotal({ label, points, maximum }: { label: string; points: number; maximum: number }) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td ta="end" fw={700} style={{ whiteSpace: 'nowrap' }}>
        <Points points={points} maximum={maximum} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The score part by part, each against its maximum: merit /50, the socio-economic situation /50, bonus, total. */
export function ScoreBreakdown({ score, explained = false, titleOrder = 3 }: Props) {
  const { t } = useTranslation('evaluation');
  const numbers = useNumbers();
  const groups = scoreGroups(score);
  const grandMaximum = groups.merit.maximum + groups.socioEconomicMaximum;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={titleOrder} size="h4">
          {t('score.title')}
        </Title>
        <Badge size="lg" variant="light">
          {t('score.total', {
            points: numbers.format(groups.total, 'score'),
            maximum: numbers.format(grandMaximum, 'score'),
          })}
        </Badge>
      </Group>
      <Progress value={Math.min(100, (groups.total / grandMaximum) * 100)} aria-label={t('score.totalLabel')} />
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing="xs" aria-label={t('score.tableLabel')}>
          <Table.Tbody>
            <PartRow line={groups.merit} explained={explained} />
            {groups.socioEconomic.map((line) => (
              <PartRow key={line.part} line={line} explained={explained} />
            ))}
            <Subtotal
              label={t('score.socioEconomic')}
              points={groups.socioEconomicTotal}
              maximum={groups.socioEconomicMaximum}
            />
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                <Text size="sm" fw={600}>
                  {t('score.bonus')}
                </Text>
                {explained ? (
                  <Text size="sm" c="dimmed">
                    {t('score.bonusExplanation')}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td ta="end">
                <Text size="sm">
                  {groups.bonus === null ? t('score.noBonus') : t('score.bonusPoints', { count: groups.bonus })}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Subtotal label={t('score.totalRow')} points={groups.total} maximum={grandMaximum} />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
