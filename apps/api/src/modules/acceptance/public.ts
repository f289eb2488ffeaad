/** What other modules may use of the acceptance module: the places' queries (a beneficiary's year starts with an accepted place). */
export { type AcceptanceRow, acceptanceRepository } from './acceptance.repository.ts';
