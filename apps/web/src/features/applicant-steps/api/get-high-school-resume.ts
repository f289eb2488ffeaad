import { highSchoolResumeSchema } from '@portal/shared/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

/** The application's high-school resume, or null before the first save. */
export function getHighSchoolResume(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/high-school-resumes/application/{id}',
    pathParams: { id: applicationId },
    schema: highSchoolResumeSchema.nullable(),
    signal,
  });
}

export const highSchoolResumeQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.part(applicationId, 'high-school-resume'),
    queryFn: ({ signal }) => getHighSchoolResume(applicationId, signal),
  });

export function useHighSchoolResume(applicationId: number) {
  return useQuery(highSchoolResumeQueryOptions(applicationId));
}
