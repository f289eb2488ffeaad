/** What other modules may use of the lists module: the entries' queries (access policies, completeness rules). */
export { extraActivitiesRepository, financingsRepository } from './lists.repository.ts';
