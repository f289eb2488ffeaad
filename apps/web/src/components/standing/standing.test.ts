import { applicationStatuses, rankingMarks } from '@portal/shared/enums';
import { describe, expect, it } from 'vitest';
import { standingOf } from './standing';

const base = { submitted: true, acceptanceState: null } as const;

describe('an application’s standing', () => {
  it('never shows a reserve-list mark beside an approval: a place given from the reserve list says so', () => {
    expect(standingOf({ ...base, status: 'APPROVED', rankingMark: 'RESERVE', acceptanceState: 'AWAITING' })).toEqual({
      draft: false,
      decision: 'APPROVED',
      place: 'AWAITING',
      mark: 'FROM_RESERVE',
    });
  });

  it('keeps the ranking’s proposal while the decision is pending', () => {
    for (const mark of rankingMarks)
      expect(standingOf({ ...base, status: 'PENDING', rankingMark: mark }).mark).toBe(mark);
  });

  it('shows no place as selected that the committee did not give, and keeps the reserve list of the not approved', () => {
    expect(standingOf({ ...base, status: 'NOT_APPROVED', rankingMark: 'SELECTED' }).mark).toBeNull();
    expect(standingOf({ ...base, status: 'NOT_APPROVED', rankingMark: 'BIOMEDICAL_PLACE' }).mark).toBeNull();
    expect(standingOf({ ...base, status: 'NOT_APPROVED', rankingMark: 'RESERVE' }).mark).toBe('RESERVE');
    for (const mark of rankingMarks)
      expect(standingOf({ ...base, status: 'REJECTED', rankingMark: mark }).mark).toBeNull();
  });

  it('never pairs a decision with a mark that contradicts it, whatever the combination', () => {
    const contradictions = applicationStatuses.flatMap((status) =>
      rankingMarks.map((rankingMark) => standingOf({ ...base, status, rankingMark })),
    );
    for (const standing of contradictions) {
      if (standing.decision === 'APPROVED') expect(standing.mark).not.toBe('RESERVE');
      if (standing.decision !== 'APPROVED' && standing.decision !== 'PENDING')
        expect(['SELECTED', 'BIOMEDICAL_PLACE']).not.toContain(standing.mark);
    }
  });

  it('marks a draft, and a withdrawn place', () => {
    expect(standingOf({ status: 'PENDING', submitted: false, rankingMark: null, acceptanceState: null })).toMatchObject(
      {
        draft: true,
        mark: null,
      },
    );
    expect(
      standingOf({ ...base, status: 'APPROVED', rankingMark: 'SELECTED', acceptanceState: 'WITHDRAWN' }),
    ).toMatchObject({ place: 'WITHDRAWN', mark: 'SELECTED' });
  });
});
