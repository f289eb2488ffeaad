import { applicantProfileResponseSchema } from '@portal/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

/**
 * What the application asks of its applicant's student profile (birth date, town, district: what the eligibility
 * check reads), for its owner or the committee.
 */
export function getApplicantProfile(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/applications/{id}/applicant',
    pathParams: { id: applicationId },
    schema: applicantProfileResponseSchema,
    signal,
  });
}

export const applicantProfileQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.part(applicationId, 'applicant'),
    queryFn: ({ signal }) => getApplicantProfile(applicationId, signal),
  });

export function useApplicantProfile(applicationId: number) {
  return useQuery(applicantProfileQueryOptions(applicationId));
}
