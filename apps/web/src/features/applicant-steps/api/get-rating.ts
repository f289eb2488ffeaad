import { ratingSchema } from '@portal/shared/list-steps';
import { partQuery } from '@/features/applications/public';

/** The applicant's rating of the portal, or null before the first. */
const rating = partQuery('rating', '/applications/{id}/rating', ratingSchema.nullable());

export const getRating = rating.get;
export const useRating = rating.use;
