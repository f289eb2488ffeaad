import { Anchor } from '@mantine/core';
import type { Candidate } from '@portal/shared/review';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EmailAddress } from '@/components/email-address';
import type { Column } from '@/components/list/column';
import { standingOf } from '@/components/standing/standing';
import { DecisionBadges, RankBadge } from '@/components/standing/standing-badges';
import { paths } from '@/config/paths';
import { withBackTo } from '@/hooks/use-back-to';
import { EligibilityCell } from './eligibility-cell';

type Formats = { dateTime: (value: string | null) => string; score: (value: number) => string };

/** "Last First" as the list sorts it, or that the account is gone. */
export const candidateName = (candidate: Candidate, t: TFunction) =>
  [candidate.lastName, candidate.firstName].filter(Boolean).join(' ') || t('candidates:deletedAccount');

/**
 * Name (opening the application in view mode, with the way back), e-mail, type, submission, eligibility, total, rank
 * and status. The rank's mark and the status come from one standing (`standingOf`): they never disagree, and a draft
 * says so.
 */
export function candidateColumns(t: TFunction, format: Formats, here: string): Column<Candidate>[] {
  return [
    {
      key: 'name',
      header: t('candidates:columns.name'),
      primary: true,
      cell: (candidate) => (
        <Anchor component={Link} to={withBackTo(paths.applicationView({ id: candidate.id }), here)}>
          {candidateName(candidate, t)}
        </Anchor>
      ),
    },
    {
      key: 'email',
      header: t('candidates:columns.email'),
      cell: (candidate) => (candidate.email ? <EmailAddress value={candidate.email} /> : t('candidates:noValue')),
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
      cell: (candidate) =>
        candidate.totalScore === null ? t('candidates:noValue') : format.score(candidate.totalScore),
    },
    {
      key: 'rank',
      header: t('candidates:columns.rank'),
      cell: (candidate) => <RankBadge rank={candidate.rank} standing={standingOf(candidate)} />,
    },
    {
      key: 'status',
      header: t('candidates:columns.status'),
      cell: (candidate) => <DecisionBadges standing={standingOf(candidate)} />,
    },
  ];
}
