import { applicationSchema, type MotivationInput } from '@portal/shared/applications';
import { apiRequest } from '@/lib/api-client';

export function saveMotivation(id: number, body: MotivationInput) {
  return apiRequest({
    method: 'PATCH',
    path: '/applications/{id}/motivation',
    pathParams: { id },
    body,
    schema: applicationSchema,
  });
}
