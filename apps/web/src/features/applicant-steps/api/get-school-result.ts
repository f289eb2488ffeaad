import { schoolResultSchema } from '@portal/shared/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

/** The application's school result, or null before the first save. */
export function getSchoolResult(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/school-results/application/{id}',
    pathParams: { id: applicationId },
    schema: schoolResultSchema.nullable(),
    signal,
  });
}

export const schoolResultQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.part(applicationId, 'school-result'),
    queryFn: ({ signal }) => getSchoolResult(applicationId, signal),
  });

export function useSchoolResult(applicationId: number) {
  return useQuery(schoolResultQueryOptions(applicationId));
}
