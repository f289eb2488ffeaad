import { type Rating, type RatingInput, ratingSchema } from '@portal/shared/list-steps';
import { partWrite } from '@/features/applications/public';

/** Rates the portal; a new rating replaces the earlier one. */
export const saveRating: (applicationId: number, body: RatingInput) => Promise<Rating> = partWrite(
  'POST',
  '/applications/{id}/rating',
  ratingSchema,
);
