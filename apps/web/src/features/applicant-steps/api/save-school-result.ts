import { type SchoolResultUpdate, schoolResultSchema } from '@portal/shared/applications';
import { apiRequest } from '@/lib/api-client';

/** Creates the school result on its first save, then changes it by its id with the version the screen loaded. */
export function saveSchoolResult(applicationId: number, partId: number | null, body: SchoolResultUpdate) {
  if (partId === null)
    return apiRequest({
      method: 'POST',
      path: '/school-results',
      body: { ...body, version: undefined, applicationId },
      schema: schoolResultSchema,
    });
  return apiRequest({
    method: 'PUT',
    path: '/school-results/{id}',
    pathParams: { id: partId },
    body,
    schema: schoolResultSchema,
  });
}
