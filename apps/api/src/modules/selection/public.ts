/**
 * What other modules may use of the selection module: the recomputation of a session's panel, corrected, final
 * scores and final ranks, to call in the transaction that changed one of their inputs (or, for the scoring, their
 * figures from the totals and ranks it is about to write).
 */

/** A staff member's seat on an application's panel and their declared conflict with it (the access policies'). */
export { seatsRepository } from './seats.repository.ts';
export { refreshSelectionScores, selectionFigures } from './selection-scores.ts';
