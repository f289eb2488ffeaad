import { type HighSchoolResumeUpdate, highSchoolResumeSchema } from '@portal/shared/applications';
import { apiRequest } from '@/lib/api-client';

/** Creates the high-school resume on its first save, then changes it by its id with the version the screen loaded. */
export function saveHighSchoolResume(applicationId: number, partId: number | null, body: HighSchoolResumeUpdate) {
  if (partId === null)
    return apiRequest({
      method: 'POST',
      path: '/high-school-resumes',
      body: { ...body, version: undefined, applicationId },
      schema: highSchoolResumeSchema,
    });
  return apiRequest({
    method: 'PUT',
    path: '/high-school-resumes/{id}',
    pathParams: { id: partId },
    body,
    schema: highSchoolResumeSchema,
  });
}
