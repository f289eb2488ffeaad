/**
 * What other modules may use of the acceptance module: the places' queries (a beneficiary's year starts with an
 * accepted place) and the answer's shape.
 */
export { type AcceptanceRow, acceptanceRepository } from './acceptance.repository.ts';
export { type AcceptanceService, initialsOf, toAcceptance } from './acceptance.service.ts';
