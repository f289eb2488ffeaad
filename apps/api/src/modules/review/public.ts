/**
 * What other modules may use of the review module: the committee's trail, which a decision is written to (one line,
 * or many lines of one actor and action at once), and the batched write of many applications' review columns.
 */
import { reviewRunsRepository } from './review-runs.repository.ts';

export { recordAudit } from './review.repository.ts';
export { updateApplications } from './review-runs.repository.ts';
export const recordAudits = reviewRunsRepository.recordAudits;
