import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { Candidate } from '@portal/shared/review';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EmailAddress } from '@/components/email-address';
import type { Column } from '@/components/list/column';
import { paths } from '@/config/paths';
import { withBackTo } from '@/hooks/use-back-to';
import { EligibilityCell } from './eligibility-cell';

type Formats = { dateTime: (value: string | null) => string; score: (value: number) => string };

/** Name (opening the application in view mode, with the way back), e-mail, type, submission, eligibility, total, status. */
export function candidateColumns(t: TFunction, format: Formats, here: string): Column<Candidate>[] {
  const name = (candidate: Candidate) =>
    [candidate.lastName, candidate.firstName].filter(Boolean).join(' ') || t('candidates:deletedAccount');
  return [
    {
      key: 'name',
      header: t('candidates:columns.name'),
      primary: true,
      cell: (candidate) => (
        <Anchor component={Link} to={withBackTo(paths.applicationView({ id: candidate.id }), here)}>
          {name(candidate)}
        </Anchor>
      ),
    },
    {
      key: 'email',
      header: t('candidates:columns.email'),
      cell: (candidate) => (candidate.email ? <EmailAddress value={candidate.email} /> : '—'),
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
      cell: (candidate) => (candidate.totalScore === null ? '—' : format.score(candidate.totalScore)),
    },
    {
      key: 'rank',
      header: t('candidates:columns.rank'),
      cell: (candidate) =>
        candidate.rank === null ? (
          '—'
        ) : (
          <Group gap={4} wrap="nowrap">
            <Text size="sm">{t('candidates:rankLine', { rank: candidate.rank })}</Text>
            {candidate.rankingMark && (
              <Badge variant="light" color={candidate.rankingMark === 'RESERVE' ? 'gray' : 'green'}>
                {t(`candidates:rankingMarks.${candidate.rankingMark}`)}
              </Badge>
            )}
          </Group>
        ),
    },
    {
      key: 'status',
      header: t('candidates:columns.status'),
      cell: (candidate) => <Badge variant="outline">{t(`glossary:statuses.${candidate.status}`)}</Badge>,
    },
  ];
}
