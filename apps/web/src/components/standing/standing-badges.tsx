import { Badge, Group, Text } from '@mantine/core';
import type { ApplicationStatus } from '@portal/shared/enums';
import type { DecidedMark } from '@portal/shared/ranking';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';
import { PlaceStateBadge } from './place-state-badge';
import type { Standing } from './standing';

export const decisionColors: Record<ApplicationStatus, string> = {
  PENDING: 'blue',
  APPROVED: 'green',
  NOT_APPROVED: 'orange',
  REJECTED: 'red',
};

const markColors: Record<DecidedMark, string> = {
  SELECTED: 'green',
  BIOMEDICAL_PLACE: 'green',
  RESERVE: 'gray',
  FROM_RESERVE: 'teal',
};

/**
 * Where the application stands with the committee: a draft, the decision, and the place once published. As the
 * `focusHome` of its region, the decision takes the focus when the button that took it goes away, so the keyboard
 * stays there and a screen reader says what was decided.
 */
export function DecisionBadges({ standing, focusHome = false }: { standing: Standing; focusHome?: boolean }) {
  const { t } = useTranslation(['candidates', 'glossary']);
  return (
    <Group gap={4} wrap="wrap">
      {standing.draft ? (
        <Badge variant="outline" color="gray">
          {t('candidates:draft')}
        </Badge>
      ) : null}
      <Badge
        variant="light"
        color={decisionColors[standing.decision]}
        {...(focusHome ? { tabIndex: -1, 'data-focus-home': true } : {})}
      >
        {t(`glossary:statuses.${standing.decision}`)}
      </Badge>
      {standing.place ? <PlaceStateBadge state={standing.place} reader="committee" /> : null}
    </Group>
  );
}

/**
 * The rank and the ranking's mark as the decision leaves it (see `standingOf`); a dash when not ranked. The mark goes
 * under the rank, never the rank's number under its word, when the column is narrow.
 */
export function RankBadge({ rank, standing }: { rank: number | null | undefined; standing: Standing }) {
  const { t } = useTranslation('candidates');
  const numbers = useNumbers();
  if (rank == null) return <Text size="sm">{t('notRanked')}</Text>;
  return (
    <Group gap={4}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('rankLine', { rank: numbers.format(rank) })}
      </Text>
      {standing.mark ? (
        <Badge variant="light" color={markColors[standing.mark]}>
          {t(`rankingMarks.${standing.mark}`)}
        </Badge>
      ) : null}
    </Group>
  );
}
