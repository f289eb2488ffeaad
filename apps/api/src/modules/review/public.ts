/** What other modules may use of the review module: the committee's trail, which a decision is written to. */
export { recordAudit } from './review.repository.ts';
