import { describe, expect, it } from 'vitest';
import { readListState, toListQuery } from '@/components/list/list-spec';
import { candidatesList, sessionCandidatesQuery } from './candidates-list';

const queryOf = (address: string) =>
  sessionCandidatesQuery(7, toListQuery(readListState(new URLSearchParams(address), candidatesList), candidatesList));

describe('the candidates list query', () => {
  it('keeps to the session, best total first, 25 rows', () => {
    expect(queryOf('')).toEqual({ page: 0, size: 25, sort: 'totalScore,desc', filter: 'session.id:eq:7' });
  });

  it('turns the address’s choices into the API’s clauses', () => {
    expect(queryOf('eligibility=eligible&submission=not_submitted&type=student&sort=name&q=ngo&page=2')).toEqual({
      page: 1,
      size: 25,
      sort: 'lastName,asc;firstName,asc',
      filter: 'session.id:eq:7;eligible:eq:true;submitted:eq:false;universityStudent:eq:true',
      search: 'ngo',
    });
    expect(queryOf('eligibility=not_eligible&type=pupil').filter).toBe(
      'session.id:eq:7;eligible:eq:false;universityStudent:eq:false',
    );
  });

  it('sorts on the final score, best first', () => {
    expect(queryOf('sort=final').sort).toBe('finalRank,asc;totalScore,desc');
  });

  it('filters on the interview shortlist', () => {
    expect(queryOf('preselection=preselected').filter).toBe('session.id:eq:7;preselected:eq:true');
    expect(queryOf('preselection=not_preselected').filter).toBe('session.id:eq:7;preselected:eq:false');
  });

  it('ignores a value the screen does not offer', () => {
    expect(queryOf('eligibility=maybe&sort=rank').filter).toBe('session.id:eq:7');
  });
});
