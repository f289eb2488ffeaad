import type { ListQuery, ListSpec } from '@/components/list/list-spec';

/** What the candidates screen lets the committee choose; the address holds these keys (decision 011). */
export const candidatesList = {
  sorts: {
    total: 'totalScore,desc',
    // The final ranking (final score, then total score); those outside it after, best total first.
    final: 'finalRank,asc;totalScore,desc',
    name: 'lastName,asc;firstName,asc',
    date: 'submittedAt,asc',
  },
  filters: {
    eligibility: { values: ['eligible', 'not_eligible'], clause: (value) => `eligible:eq:${value === 'eligible'}` },
    submission: {
      values: ['submitted', 'not_submitted'],
      clause: (value) => `submitted:eq:${value === 'submitted'}`,
    },
    type: { values: ['pupil', 'student'], clause: (value) => `universityStudent:eq:${value === 'student'}` },
    preselection: {
      values: ['preselected', 'not_preselected'],
      clause: (value) => `preselected:eq:${value === 'preselected'}`,
    },
  },
  search: true,
} satisfies ListSpec;

/** The list's query for one session: its clause first, then the chosen filters. */
export function sessionCandidatesQuery(sessionId: number, query: ListQuery): ListQuery {
  const filter = [`session.id:eq:${sessionId}`, query.filter].filter(Boolean).join(';');
  return { ...query, filter };
}
