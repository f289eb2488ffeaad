/**
 * What other modules may use of the selection module: the recomputation of a session's panel, corrected, final
 * scores and final ranks, to call in the transaction that changed one of their inputs.
 */

/** A staff member's seat on an application's panel and their declared conflict with it (the access policies'). */
export { seatsRepository } from './seats.repository.ts';
export { refreshSelectionScores } from './selection-scores.ts';
