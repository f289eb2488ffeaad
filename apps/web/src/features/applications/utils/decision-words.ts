/**
 * What an application without a decision says about it: never sent (still a draft while the session runs, never
 * submitted once it closed), waiting for the decisions published at closing, or closed without one.
 */
export type UndecidedNote = 'draftNote' | 'notSubmitted' | 'decisionLater' | 'noDecision';

export function undecidedNote(submitted: boolean, sessionClosed: boolean): UndecidedNote {
  if (!submitted) return sessionClosed ? 'notSubmitted' : 'draftNote';
  return sessionClosed ? 'noDecision' : 'decisionLater';
}
