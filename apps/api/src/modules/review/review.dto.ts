import type { Locale } from '@portal/shared/locales';
import type { Candidate } from '@portal/shared/review';
import { toApplication, toInterview } from '../applications/public.ts';
import type { CandidateRow } from './review.repository.ts';

/** A candidate as the list answers it: the application as its reader sees it, with the review's columns. */
export function toCandidate(row: CandidateRow, locale?: Locale): Candidate {
  return {
    ...toApplication(row, locale),
    scoreParts: row.scoreParts,
    bonus: row.bonus,
    bonusReason: row.bonusReason,
    rank: row.rank,
    rankingMark: row.rankingMark,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    acceptanceState: row.acceptanceState,
    preselected: row.preselected,
    interview: toInterview(row.interviewState, row.interviewSlot),
    panelScore: row.panelScore,
    correctedPanelScore: row.correctedPanelScore,
    finalScore: row.finalScore,
    finalRank: row.finalRank,
    panelSpread: row.panelSpread,
  };
}
