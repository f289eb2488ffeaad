import type { AcceptanceState } from '@portal/shared/acceptance-rules';
import type { ApplicationStatus, RankingMark } from '@portal/shared/enums';
import { type DecidedMark, markAsDecided } from '@portal/shared/ranking';

/** What the committee's screens know of an application's place in the review (a candidates row or the application). */
export type StandingInput = {
  status: ApplicationStatus;
  submitted: boolean;
  rankingMark: RankingMark | null | undefined;
  acceptanceState: AcceptanceState | null | undefined;
};

export type Standing = {
  /** Never submitted: its eligibility and score are provisional, and it is not ranked. */
  draft: boolean;
  decision: ApplicationStatus;
  /** The place after publication, or null. */
  place: AcceptanceState | null;
  /** The ranking's mark, only where it agrees with the decision (`markAsDecided`); null otherwise. */
  mark: DecidedMark | null;
};

/**
 * One reading of an application for every screen of the committee, so that its badges never disagree: a draft, the
 * decision, the place once published, and the ranking's mark as the decision leaves it.
 */
export function standingOf(input: StandingInput): Standing {
  return {
    draft: !input.submitted,
    decision: input.status,
    place: input.acceptanceState ?? null,
    mark: markAsDecided(input.status, input.rankingMark ?? null),
  };
}
