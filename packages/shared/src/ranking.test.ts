import { describe, expect, it } from 'vitest';
import {
  markAsDecided,
  type RankingCandidate,
  type RankingSettings,
  rankCandidates,
  reservedPlaces,
} from './ranking.ts';

const candidate = (
  id: number,
  total: number,
  change: Partial<Omit<RankingCandidate, 'score'>> & { merit?: number; economicCondition?: number } = {},
): RankingCandidate => ({
  id,
  submittedAt: change.submittedAt ?? '2026-10-10T08:00:00.000Z',
  faculty: change.faculty ?? 'Faculté des sciences',
  score: { total, merit: change.merit ?? 30, economicCondition: change.economicCondition ?? 9 },
});

const settings: RankingSettings = {
  passScore: 50,
  numberOfCandidatesToSelect: 19,
  biomedicalFaculties: ['Faculté de médecine et des sciences biomédicales', 'Biomedical sciences'],
  placesPerReservedPlace: 19,
};
const ids = (ranked: ReturnType<typeof rankCandidates>) => ranked.map((entry) => entry.id);

describe('rankCandidates', () => {
  it('orders by total, then merit, then economic condition, then earlier submission, then id', () => {
    const ranked = rankCandidates(
      [
        candidate(1, 70, { merit: 30 }),
        candidate(2, 70, { merit: 35 }),
        candidate(3, 70, { merit: 35, economicCondition: 12 }),
        candidate(4, 70, { merit: 35, economicCondition: 12, submittedAt: '2026-10-09T08:00:00.000Z' }),
        candidate(5, 80),
        candidate(7, 60),
        candidate(6, 60),
        candidate(8, 60, { submittedAt: null }),
      ],
      settings,
    );
    expect(ids(ranked)).toEqual([5, 4, 3, 2, 1, 6, 7, 8]);
    expect(ranked.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('does not depend on the order it is given', () => {
    const list = [candidate(1, 55), candidate(2, 55), candidate(3, 75, { faculty: 'Biomedical Sciences' })];
    expect(rankCandidates(list, settings)).toEqual(rankCandidates([...list].reverse(), settings));
  });

  it('passes totals at or above the pass score', () => {
    const ranked = rankCandidates([candidate(1, 50), candidate(2, 49.99), candidate(3, 72.5)], settings);
    expect(ranked.map(({ id, total, passed }) => ({ id, total, passed }))).toEqual([
      { id: 3, total: 72.5, passed: true },
      { id: 1, total: 50, passed: true },
      { id: 2, total: 49.99, passed: false },
    ]);
  });

  it('keeps one of 19 places for the best biomedical candidate not already selected', () => {
    // 25 candidates from 90 down to 66; the biomedical ones are 21st and 24th.
    const list = Array.from({ length: 25 }, (_, index) =>
      candidate(index + 1, 90 - index, { faculty: [21, 24].includes(index + 1) ? 'Biomedical sciences' : null }),
    );
    const ranked = rankCandidates(list, settings);
    const selected = ranked.filter((entry) => entry.selected);
    expect(selected).toHaveLength(19);
    expect(ids(selected)).toEqual([...Array.from({ length: 18 }, (_, index) => index + 1), 21]);
    expect(ranked.find((entry) => entry.id === 21)).toMatchObject({
      rank: 21,
      selected: true,
      reservedFor: 'BIOMEDICAL',
    });
    expect(ranked.find((entry) => entry.id === 19)).toMatchObject({ selected: false, reservedFor: null });
    expect(ranked.filter((entry) => entry.reservedFor)).toHaveLength(1);
  });

  it('a biomedical candidate who wins a place on merit leaves the reserved place to the next one', () => {
    const list = Array.from({ length: 25 }, (_, index) =>
      candidate(index + 1, 90 - index, {
        faculty: [2, 23].includes(index + 1) ? 'Faculté de Médecine et des Sciences Biomédicales' : null,
      }),
    );
    const ranked = rankCandidates(list, settings);
    expect(ranked.find((entry) => entry.id === 2)).toMatchObject({ selected: true, reservedFor: null });
    expect(ranked.find((entry) => entry.id === 23)).toMatchObject({ selected: true, reservedFor: 'BIOMEDICAL' });
  });

  it('the reserved place goes back to the ranking without a biomedical candidate who passed', () => {
    const list = [
      ...Array.from({ length: 20 }, (_, index) => candidate(index + 1, 90 - index)),
      candidate(99, 40, { faculty: 'Biomedical sciences' }),
    ];
    const ranked = rankCandidates(list, settings);
    expect(ids(ranked.filter((entry) => entry.selected))).toEqual(Array.from({ length: 19 }, (_, index) => index + 1));
    expect(ranked.find((entry) => entry.id === 99)).toMatchObject({ passed: false, selected: false });
  });

  it('never selects below the pass score, even with places left', () => {
    const ranked = rankCandidates([candidate(1, 60), candidate(2, 45)], settings);
    expect(ranked.map((entry) => entry.selected)).toEqual([true, false]);
  });

  it('counts one reserved place for every full 19 places, none without a faculty setting', () => {
    expect(reservedPlaces({ ...settings, numberOfCandidatesToSelect: 18 })).toBe(0);
    expect(reservedPlaces({ ...settings, numberOfCandidatesToSelect: 19 })).toBe(1);
    expect(reservedPlaces({ ...settings, numberOfCandidatesToSelect: 37 })).toBe(1);
    expect(reservedPlaces({ ...settings, numberOfCandidatesToSelect: 38 })).toBe(2);
    expect(reservedPlaces({ ...settings, biomedicalFaculties: [] })).toBe(0);
  });

  it('two reserved places go to the two best biomedical candidates outside the general places', () => {
    const list = Array.from({ length: 45 }, (_, index) =>
      candidate(index + 1, 99 - index, { faculty: [40, 42, 44].includes(index + 1) ? 'Biomedical sciences' : null }),
    );
    const ranked = rankCandidates(list, { ...settings, numberOfCandidatesToSelect: 38 });
    expect(ids(ranked.filter((entry) => entry.reservedFor === 'BIOMEDICAL'))).toEqual([40, 42]);
    expect(ranked.filter((entry) => entry.selected)).toHaveLength(38);
    expect(ranked.find((entry) => entry.id === 36)).toMatchObject({ selected: true });
    expect(ranked.find((entry) => entry.id === 37)).toMatchObject({ selected: false });
  });
});

describe('the mark as the decision leaves it', () => {
  it('never reads the reserve list beside an approval, nor a place the committee did not give', () => {
    expect(markAsDecided('APPROVED', 'RESERVE')).toBe('FROM_RESERVE');
    expect(markAsDecided('APPROVED', 'SELECTED')).toBe('SELECTED');
    expect(markAsDecided('PENDING', 'RESERVE')).toBe('RESERVE');
    expect(markAsDecided('NOT_APPROVED', 'RESERVE')).toBe('RESERVE');
    expect(markAsDecided('NOT_APPROVED', 'SELECTED')).toBeNull();
    expect(markAsDecided('NOT_APPROVED', 'BIOMEDICAL_PLACE')).toBeNull();
    expect(markAsDecided('REJECTED', 'RESERVE')).toBeNull();
    expect(markAsDecided('APPROVED', null)).toBeNull();
  });
});
