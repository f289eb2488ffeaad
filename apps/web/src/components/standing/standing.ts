import type { AcceptanceState } from '@portal/shared/acceptance-rules';
import type { ApplicationStatus, RankingMark } from '@portal/shared/enums';

/** What the committee's screens know of an application's place in the review (a candidates row or the application). */
export type StandingInput = {
  status: ApplicationStatus;
  submitted: boolean;
  rankingMark: RankingMark | null | undefined;
  acceptanceState: AcceptanceState | null | undefined;
};

/** The ranking's word as the decision leaves it: the reserve list, once a place was given from it, says so. */
export type StandingMark = RankingMark | 'FROM_RESERVE';

export type Standing = {
  /** Never submitted: its eligibility and score are provisional, and it is not ranked. */
  draft: boolean;
  decision: ApplicationStatus;
  /** The place after publication, or null. */
  place: AcceptanceState | null;
  /** The ranking's mark, only where it agrees with the decision; null otherwise. */
  mark: StandingMark | null;
};

/**
 * One reading of an application for every screen of the committee, so that its badges never disagree. The ranking
 * proposes (selected, on the biomedical place, on the reserve list); the decision disposes:
 * - pending: the ranking's proposal as it is;
 * - approved: a place from the reserve list (the next in line, or the committee's choice) reads "from the reserve
 *   list", never "reserve list" beside "approved";
 * - not approved: still on the reserve list if ranked there (the next in line are taken from it); a proposed place
 *   the committee did not give is not shown as selected;
 * - rejected: out of the ranking.
 */
export function standingOf(input: StandingInput): Standing {
  return {
    draft: !input.submitted,
    decision: input.status,
    place: input.acceptanceState ?? null,
    mark: markOf(input.status, input.rankingMark ?? null),
  };
}

function markOf(status: ApplicationStatus, mark: RankingMark | null): StandingMark | null {
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
