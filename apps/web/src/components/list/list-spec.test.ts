import { describe, expect, it } from 'vitest';
import { type ListSpec, readListState, toListQuery, writeListState } from './list-spec';

/** The shape of a candidates list: three filters, a name search, sorts by total, name or date. */
const candidates = {
  sorts: { total: 'score.total,desc', name: 'lastName,asc;firstName,asc', date: 'created,desc' },
  filters: {
    eligibility: { values: ['eligible', 'not_eligible'], clause: (v: string) => `eligible:eq:${v === 'eligible'}` },
    submission: {
      values: ['submitted', 'not_submitted'],
      clause: (v: string) => `submitted:eq:${v === 'submitted'}`,
    },
    type: { values: ['bachelor', 'student'], clause: (v: string) => `universityStudent:eq:${v === 'student'}` },
  },
  search: true,
} satisfies ListSpec;

const read = (search: string) => readListState(new URLSearchParams(search), candidates);

describe('a list in the address', () => {
  it('reads the first page, 25 rows, the first sort and no filter from a plain address', () => {
    expect(read('')).toEqual({
      page: 0,
      size: 25,
      sort: 'total',
      filters: { eligibility: null, submission: null, type: null },
      search: '',
    });
  });

  it('reads what the address holds, counting pages from 1 as people do', () => {
    expect(read('?page=3&size=50&sort=name&eligibility=eligible&type=student&q=%20Bello%20')).toEqual({
      page: 2,
      size: 50,
      sort: 'name',
      filters: { eligibility: 'eligible', submission: null, type: 'student' },
      search: 'Bello',
    });
  });

  it('ignores what it does not know instead of failing', () => {
    expect(read('?page=-2&size=7&sort=password&eligibility=maybe&submission=1')).toEqual(read(''));
    expect(read('?page=1.5').page).toBe(0);
    expect(read('?sort=toString').sort).toBe('total');
  });

  it('writes only what differs from the defaults, and keeps other parameters such as backTo', () => {
    const base = new URLSearchParams('backTo=%2Fdashboard&page=4');
    const written = writeListState(
      base,
      { ...read(''), filters: { ...read('').filters, submission: 'submitted' } },
      candidates,
    );
    expect(written.toString()).toBe('backTo=%2Fdashboard&submission=submitted');
    const later = writeListState(
      written,
      { ...read(''), page: 1, size: 10, sort: 'date', search: 'Aminatou' },
      candidates,
    );
    expect(later.toString()).toBe('backTo=%2Fdashboard&page=2&size=10&sort=date&q=Aminatou');
  });

  it('turns the choices into the API query', () => {
    expect(toListQuery(read('?page=2&sort=name&eligibility=not_eligible&type=bachelor&q=Bello'), candidates)).toEqual({
      page: 1,
      size: 25,
      sort: 'lastName,asc;firstName,asc',
      filter: 'eligible:eq:false;universityStudent:eq:false',
      search: 'Bello',
    });
    expect(toListQuery(read(''), candidates)).toEqual({ page: 0, size: 25, sort: 'score.total,desc' });
  });
});
