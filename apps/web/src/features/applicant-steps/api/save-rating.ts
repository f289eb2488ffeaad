import { type RatingInput, ratingSchema } from '@portal/shared/list-steps';
import { apiRequest } from '@/lib/api-client';

/** Rates the portal; a new rating replaces the earlier one. */
export function saveRating(applicationId: number, body: RatingInput) {
  return apiRequest({
    method: 'POST',
    path: '/applications/{id}/rating',
    pathParams: { id: applicationId },
    body,
    schema: ratingSchema,
  });
}
