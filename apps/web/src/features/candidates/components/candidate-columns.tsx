import { Anchor, Group, Stack, Text } from '@mantine/core';
import { panelDisagrees } from '@portal/shared/panel-scores';
import type { CandidateSummary } from '@portal/shared/review';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmailAddress } from '@/components/email-address';
import type { Column } from '@/components/list/column';
import { PreselectedBadge } from '@/components/standing/preselected-badge';
import { standingOf } from '@/components/standing/standing';
import { DecisionBadges, RankBadge } from '@/components/standing/standing-badges';
import { paths } from '@/config/paths';
import { DisagreementFlag } from '@/features/panel/public';
import { withBackTo } from '@/hooks/use-back-to';
import { EligibilityCell } from './eligibility-cell';

type Formats = {
  dateTime: (value: string | null) => string;
  score: (value: number) => string;
  count: (value: number) => string;
};

/** "Last First" as the list sorts it, or that the account is gone. */
export const candidateName = (candidate: CandidateSummary, t: TFunction) =>
  [candidate.lastName, candidate.firstName].filter(Boolean).join(' ') || t('candidates:deletedAccount');

/** A score, or the list's word for none. */
const scoreOrNone = (value: number | null, format: Formats, t: TFunction) =>
  value === null ? t('candidates:noValue') : format.score(value);

/**
 * Name (opening the application in view mode, with the way back) with the e-mail under it, type, submission,
 * eligibility, the total score with its rank under it, the panel's score (the plain mean, and the one corrected for
 * severity beside it, flagged when the panel disagrees), the final score with the final rank under it, and status
 * with what may be done to the place under it (`placeAction`): few enough columns, each narrow enough, for the table
 * to fit 1280 px in every language. The rank's mark and the status come from one standing (`standingOf`): they never
 * disagree, and a draft says so.
 */
export function candidateColumns(
  t: TFunction,
  format: Formats,
  here: string,
  placeAction: (candidate: CandidateSummary) => ReactNode = () => null,
): Column<CandidateSummary>[] {
  return [
    {
      key: 'name',
      header: t('candidates:columns.name'),
      primary: true,
      cell: (candidate) => (
        <Stack gap={0}>
          <Anchor component={Link} to={withBackTo(paths.applicationView({ id: candidate.id }), here)}>
            {candidateName(candidate, t)}
          </Anchor>
          {candidate.email ? (
            <Text size="xs" c="dimmed">
              <EmailAddress value={candidate.email} />
            </Text>
          ) : null}
          {candidate.preselected ? (
            <Group mt={4}>
              <PreselectedBadge />
            </Group>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('candidates:columns.type'),
      cell: (candidate) =>
        candidate.universityStudent === null
          ? t('candidates:type.unknown')
          : t(`candidates:type.${candidate.universityStudent ? 'student' : 'pupil'}`),
    },
    {
      key: 'submitted',
      header: t('candidates:columns.submitted'),
      cell: (candidate) =>
        candidate.submitted ? format.dateTime(candidate.submittedAt) : t('candidates:submission.not_submitted'),
    },
    {
      key: 'eligible',
      header: t('candidates:columns.eligible'),
      cell: (candidate) => <EligibilityCell candidate={candidate} />,
    },
    {
      key: 'total',
      header: t('candidates:columns.total'),
      cell: (candidate) => (
        <Stack gap={2}>
          <Text size="sm">{scoreOrNone(candidate.totalScore, format, t)}</Text>
          <RankBadge rank={candidate.rank} standing={standingOf(candidate)} />
        </Stack>
      ),
    },
    {
      key: 'panel',
      header: t('candidates:columns.panel'),
      cell: (candidate) =>
        candidate.panelScore === null ? (
          t('candidates:noValue')
        ) : (
          <Stack gap={2}>
            <Text size="sm">{format.score(candidate.panelScore)}</Text>
            {candidate.correctedPanelScore !== null ? (
              <Text size="xs" c="dimmed">
                {t('candidates:corrected', { score: format.score(candidate.correctedPanelScore) })}
              </Text>
            ) : null}
            {panelDisagrees(candidate.panelSpread) ? <DisagreementFlag spread={candidate.panelSpread} /> : null}
          </Stack>
        ),
    },
    {
      key: 'final',
      header: t('candidates:columns.final'),
      cell: (candidate) => (
        <Stack gap={2}>
          <Text size="sm">{scoreOrNone(candidate.finalScore, format, t)}</Text>
          <Text size="xs" c="dimmed">
            {candidate.finalRank === null
              ? t('candidates:notRanked')
              : t('candidates:rankLine', { rank: format.count(candidate.finalRank) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('candidates:columns.status'),
      // The cell is the place action's region: when a withdrawal takes its button away, the decision takes the focus.
      cell: (candidate) => (
        <Stack gap={6} align="flex-start" data-focus-region>
          <DecisionBadges standing={standingOf(candidate)} focusHome />
          {placeAction(candidate)}
        </Stack>
      ),
    },
  ];
}
