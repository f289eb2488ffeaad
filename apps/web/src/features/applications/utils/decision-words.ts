/**
 * What an application without a decision says about it: never sent (still a draft while the session runs, never
 * submitted once it closed), waiting for the decisions published at closing, or closed without one.
 */
export type UndecidedNote = 'draftNote' | 'notSubmitted' | 'decisionLater' | 'decisionOn' | 'noDecision';

/**
 * `publicationDate`: the day the committee announced for its decisions, if any; a submitted application waiting for
 * them says that day (`decisionOn`).
 */
export function undecidedNote(
  submitted: boolean,
  sessionClosed: boolean,
  publicationDate?: string | null,
): UndecidedNote {
  if (!submitted) return sessionClosed ? 'notSubmitted' : 'draftNote';
  if (sessionClosed) return 'noDecision';
  return publicationDate ? 'decisionOn' : 'decisionLater';
}
