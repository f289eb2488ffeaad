import { applicationSchema, type UpdateApplicationInput } from '@portal/shared/applications';
import { apiRequest } from '@/lib/api-client';

/** PUT /applications/{id}: the details and next-year plan, with the version the screen loaded. */
export function updateApplication(id: number, body: UpdateApplicationInput) {
  return apiRequest({ method: 'PUT', path: '/applications/{id}', pathParams: { id }, body, schema: applicationSchema });
}
