import { defaultLocale, type Locale } from '@portal/shared/locales';
import type { Candidate, CandidateSummary } from '@portal/shared/review';
import { reasonInWords } from '../applications/public.ts';
import type { CandidateRow, CandidateSummaryRow } from './review.repository.ts';

/**
 * A candidate as the list answers it: the row read as the answer names it, its eligibility reasons worded in the
 * reader's language and its interview with the slot booked. The answer's schema writes the fields it declares.
 */
export function toCandidate(row: CandidateRow, locale: Locale = defaultLocale): Candidate {
  const { interviewState, slotId } = row;
  return Object.assign(row, {
    nonEligibilityReasons: row.nonEligibilityReasons.map((reason) => reasonInWords(locale, reason)),
    interview: interviewState
      ? {
          state: interviewState,
          slot:
            slotId === null
              ? null
              : {
                  id: slotId,
                  startsAt: row.slotStartsAt!,
                  minutes: row.slotMinutes!,
                  place: row.slotPlace,
                  videoUrl: row.slotVideoUrl,
                  capacity: row.slotCapacity!,
                  booked: row.slotBooked!,
                },
        }
      : null,
  });
}

/** A summary row (`view=summary`) as the list answers it: the row read as the answer names it, its reasons worded. */
export function toCandidateSummary(row: CandidateSummaryRow, locale: Locale = defaultLocale): CandidateSummary {
  return Object.assign(row, {
    nonEligibilityReasons: row.nonEligibilityReasons.map((reason) => reasonInWords(locale, reason)),
  });
}
