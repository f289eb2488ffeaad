import { auditEntrySchema } from '@portal/shared/review-runs';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { evaluationKeys } from './keys';

/** What the committee did to an application, newest first (administrators only). */
export function getAudit(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/applications/{id}/audit',
    pathParams: { id: applicationId },
    schema: z.array(auditEntrySchema),
    signal,
  });
}

export function useAudit(applicationId: number) {
  return useQuery({
    queryKey: evaluationKeys.audit(applicationId),
    queryFn: ({ signal }) => getAudit(applicationId, signal),
  });
}
