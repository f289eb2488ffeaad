import type { TitleOrder } from '@mantine/core';
import { Badge, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { ApplicationScore } from '@portal/shared/review-runs';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';
import { type PartLine, type ScoreGroup, scoreGroups } from '../utils/score-groups';

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
    <Text size="sm" fw="inherit">
      {t('score.outOf', { points: numbers.format(points, 'score'), maximum: numbers.format(maximum, 'score') })}
    </Text>
  );
}

function PartRow({ line, explained }: { line: PartLine; explained: boolean }) {
  const { t } = useTranslation('evaluation');
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400} pl="lg">
        <Text size="sm">{t(`parts.${line.part}.name`)}</Text>
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

/** One half of the score: its name and sum on a row of its own, then its parts under it. */
function GroupRows({ group, explained }: { group: ScoreGroup; explained: boolean }) {
  const { t } = useTranslation('evaluation');
  return (
    <Table.Tbody data-testid={`score-group-${group.key}`}>
      <Table.Tr bg="var(--mantine-color-default-hover)">
        <Table.Th scope="rowgroup">{t(`score.groups.${group.key}`)}</Table.Th>
        <Table.Td ta="end" fw={700} style={{ whiteSpace: 'nowrap' }}>
          <Points points={group.points} maximum={group.maximum} />
        </Table.Td>
      </Table.Tr>
      {group.parts.map((line) => (
        <PartRow key={line.part} line={line} explained={explained} />
      ))}
    </Table.Tbody>
  );
}

/** The score in two groups, merit /50 and the socio-economic situation /50, each with its parts; bonus, total. */
export function ScoreBreakdown({ score, explained = false, titleOrder = 3 }: Props) {
  const { t } = useTranslation('evaluation');
  const numbers = useNumbers();
  const { groups, maximum, bonus, total } = scoreGroups(score);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={titleOrder} size="h4">
          {t('score.title')}
        </Title>
        <Badge size="lg" variant="light">
          {t('score.total', { points: numbers.format(total, 'score'), maximum: numbers.format(maximum, 'score') })}
        </Badge>
      </Group>
      <Progress value={Math.min(100, (total / maximum) * 100)} aria-label={t('score.totalLabel')} />
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing="xs" aria-label={t('score.tableLabel')}>
          {groups.map((group) => (
            <GroupRows key={group.key} group={group} explained={explained} />
          ))}
          <Table.Tbody>
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
                <Text size="sm">{bonus === null ? t('score.noBonus') : t('score.bonusPoints', { count: bonus })}</Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('score.totalRow')}</Table.Th>
              <Table.Td ta="end" fw={700} style={{ whiteSpace: 'nowrap' }}>
                <Points points={total} maximum={maximum} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
