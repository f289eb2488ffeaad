import { familySchema } from '@portal/shared/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

/** The application's family, or null before its first save. */
export function getFamily(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/families/application/{id}',
    pathParams: { id: applicationId },
    schema: familySchema.nullable(),
    signal,
  });
}

export const familyQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.part(applicationId, 'family'),
    queryFn: ({ signal }) => getFamily(applicationId, signal),
  });

export function useFamily(applicationId: number) {
  return useQuery(familyQueryOptions(applicationId));
}
