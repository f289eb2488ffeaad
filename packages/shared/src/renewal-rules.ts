import type { AcceptanceState } from './acceptance-rules';
import type { ApplicationStatus, ApplicationType } from './enums';

/**
 * Pure renewal rules, without zod, shared by the server (which applies them) and the screens (which explain them).
 * Decision 207 records the choices.
 */

/** The results a holder keeps the scholarship with: 54 of 60 credits and an annual average of 12 over 20. */
export const renewalThresholds = { credits: 54, ofCredits: 60, annualAverage: 12 } as const;

/** The years a holder is funded: the third is the last (`OLD_ENDING`); a fourth year is not funded. */
export const FUNDED_YEARS = 3;

type SchoolResultValues = {
  totalCredit: number | null;
  achievedCredit: number | null;
  annualAverage: number | null;
} | null;

/**
 * Whether the holder met the renewal conditions. Credits count in proportion when the year had another total than
 * 60 (54/60 is nine tenths), in whole numbers so no rounding moves a boundary. A missing result does not meet them:
 * the renewal is then left to the committee's discretion.
 */
export function meetsRenewalConditions(result: SchoolResultValues): boolean {
  if (!result || result.totalCredit == null || result.achievedCredit == null || result.annualAverage == null)
    return false;
  if (result.totalCredit <= 0) return false;
  const { credits, ofCredits, annualAverage } = renewalThresholds;
  return result.achievedCredit * ofCredits >= credits * result.totalCredit && result.annualAverage >= annualAverage;
}

/**
 * The type of the renewal of an application: `fundedYears` is how many funded years the holder has had, the renewed
 * one included (one for a first, new application). The renewal is the next year; the last funded one is `OLD_ENDING`.
 * Null when no funded year is left.
 */
export function renewalType(fundedYears: number): Exclude<ApplicationType, 'NEW'> | null {
  const next = fundedYears + 1;
  if (next > FUNDED_YEARS) return null;
  return next === FUNDED_YEARS ? 'OLD_ENDING' : 'OLD';
}

/**
 * Whether an application can be renewed at all: approved by the committee, not already the last funded year, and
 * its place accepted (`place`: the state of the place its publication opened; null for a session published before
 * places were kept). A place still awaiting its answer is answered first; a declined, expired or withdrawn place is
 * no scholarship to renew. The session (the one before the current one) and the years counted along the chain are
 * the server's to check.
 */
export function canBeRenewed(
  application: { status: ApplicationStatus; type: ApplicationType },
  place: AcceptanceState | null = null,
): boolean {
  return application.status === 'APPROVED' && application.type !== 'OLD_ENDING' && (place ?? 'ACCEPTED') === 'ACCEPTED';
}
