import type { ApplicationStatus, RankingMark } from './enums';
import type { Score } from './scoring';
import { containsName } from './text-match';

/**
 * The ranking of a session's scored candidates (docs/scoring.md, decision 300). Pass only eligible candidates: the
 * ranking orders and marks them, it does not check eligibility again.
 * - Order: total, then merit, then economic condition (higher first), then earlier submission, then smaller id, so
 *   two candidates never share a rank and the same data always gives the same list.
 * - Passed: total at or above the session's pass score.
 * - Selected: the places to fill (`numberOfCandidatesToSelect`) go to candidates who passed, in rank order, except
 *   that for every full `placesPerReservedPlace` (19) places one is kept for the best candidate of the
 *   biomedical-sciences faculty who passed and is not already selected; when there is none, that place goes back to
 *   the ranking.
 * - Reserve list: those who passed without a place, in rank order (the next in line for a place that frees up).
 */

export const reservedPlaceKinds = ['BIOMEDICAL'] as const;
export type ReservedPlaceKind = (typeof reservedPlaceKinds)[number];

export type RankingCandidate = {
  id: number;
  submittedAt: string | null;
  /** Where the candidate studies or means to (current faculty for students, desired faculty for pupils). */
  faculty: string | null;
  score: Pick<Score, 'total' | 'merit' | 'economicCondition'>;
};

export type RankingSettings = {
  passScore: number;
  numberOfCandidatesToSelect: number;
  /** The names the biomedical-sciences faculty goes by (programme setting); empty: no place is kept. */
  biomedicalFaculties: readonly string[];
  placesPerReservedPlace: number;
};

export const defaultPlacesPerReservedPlace = 19;

export type RankedCandidate = {
  id: number;
  rank: number;
  total: number;
  /** At or above the pass score: selected, or else on the reserve list. */
  passed: boolean;
  selected: boolean;
  reservedFor: ReservedPlaceKind | null;
};

const submittedTime = (value: string | null) => (value ? Date.parse(value) : Number.POSITIVE_INFINITY);

export function compareCandidates(a: RankingCandidate, b: RankingCandidate): number {
  return (
    b.score.total - a.score.total ||
    b.score.merit - a.score.merit ||
    b.score.economicCondition - a.score.economicCondition ||
    submittedTime(a.submittedAt) - submittedTime(b.submittedAt) ||
    a.id - b.id
  );
}

/** Places kept for the biomedical faculty: one for every full `placesPerReservedPlace` places to fill. */
export function reservedPlaces(settings: RankingSettings): number {
  if (settings.biomedicalFaculties.length === 0 || settings.placesPerReservedPlace <= 0) return 0;
  return Math.floor(Math.max(0, settings.numberOfCandidatesToSelect) / settings.placesPerReservedPlace);
}

export function rankCandidates(candidates: readonly RankingCandidate[], settings: RankingSettings): RankedCandidate[] {
  const ordered = [...candidates].sort(compareCandidates);
  const pool = ordered.filter((candidate) => candidate.score.total >= settings.passScore);
  const reserved = reservedPlaces(settings);
  const general = Math.max(0, settings.numberOfCandidatesToSelect - reserved);
  const selected = new Map<number, ReservedPlaceKind | null>(pool.slice(0, general).map((c) => [c.id, null]));
  for (let place = 0; place < reserved; place++) {
    const open = pool.filter((candidate) => !selected.has(candidate.id));
    const biomedical = open.find((candidate) => containsName(candidate.faculty, settings.biomedicalFaculties));
    const taker = biomedical ?? open[0];
    if (taker) selected.set(taker.id, biomedical ? 'BIOMEDICAL' : null);
  }
  return ordered.map((candidate, index) => ({
    id: candidate.id,
    rank: index + 1,
    total: candidate.score.total,
    passed: candidate.score.total >= settings.passScore,
    selected: selected.has(candidate.id),
    reservedFor: selected.get(candidate.id) ?? null,
  }));
}

/** The ranking's word as the decision leaves it: a place given from the reserve list says so. */
export const decidedMarks = ['SELECTED', 'BIOMEDICAL_PLACE', 'RESERVE', 'FROM_RESERVE'] as const;
export type DecidedMark = (typeof decidedMarks)[number];

/**
 * The ranking proposes, the decision disposes; the committee's screens and export show the mark only where it agrees
 * with the decision (decision 545). Pending: the proposal as it is. Approved: a place from the reserve list reads
 * "from the reserve list". Not approved: still on the reserve list if ranked there (the next in line come from it),
 * a proposed place not given is not shown. Rejected: out of the ranking.
 */
export function markAsDecided(status: ApplicationStatus, mark: RankingMark | null): DecidedMark | null {
  if (mark === null) return null;
  switch (status) {
    case 'PENDING':
      return mark;
    case 'APPROVED':
      return mark === 'RESERVE' ? 'FROM_RESERVE' : mark;
    case 'NOT_APPROVED':
      return mark === 'RESERVE' ? mark : null;
    case 'REJECTED':
      return null;
  }
}
