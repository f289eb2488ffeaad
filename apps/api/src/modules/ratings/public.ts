/** What other modules may use of the ratings module: an application's rating (the completeness rules read it). */
export { ratingsRepository } from './ratings.repository.ts';
