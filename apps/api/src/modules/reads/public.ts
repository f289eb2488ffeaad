/**
 * What other modules may use of the reads module: the step a lookup puts in front of its query to append a staff
 * member's read to the log in the same statement, and the removal of an application's reads when it goes.
 */
export { type ObjectRead, readLogged, readsRepository } from './reads.repository.ts';
