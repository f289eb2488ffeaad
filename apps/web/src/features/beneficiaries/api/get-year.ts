import { beneficiaryYearSchema } from '@portal/shared/beneficiaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { beneficiaryKeys } from './keys';

/** GET /beneficiaries/{id}: the year of an accepted place. */
export function getYear(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/beneficiaries/{id}',
    pathParams: { id: applicationId },
    schema: beneficiaryYearSchema,
    signal,
  });
}

export const yearQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: beneficiaryKeys.year(applicationId),
    queryFn: ({ signal }) => getYear(applicationId, signal),
  });

export const useYear = (applicationId: number) => useQuery(yearQueryOptions(applicationId));
