import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { evaluationKeys } from './keys';
import { auditTrailSchema } from './review-schemas';

/** What the committee did to an application, newest first (administrators only). */
export function getAudit(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/applications/{id}/audit',
    pathParams: { id: applicationId },
    schema: auditTrailSchema,
    signal,
  });
}

export function useAudit(applicationId: number) {
  return useQuery({
    queryKey: evaluationKeys.audit(applicationId),
    queryFn: ({ signal }) => getAudit(applicationId, signal),
  });
}
