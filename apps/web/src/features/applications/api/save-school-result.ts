import { type SchoolResult, type SchoolResultUpdate, schoolResultSchema } from '@portal/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

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

export function useSaveSchoolResult(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, body }: { partId: number | null; body: SchoolResultUpdate }) =>
      saveSchoolResult(applicationId, partId, body),
    onSuccess: (saved: SchoolResult) =>
      queryClient.setQueryData(applicationKeys.part(applicationId, 'school-result'), saved),
  });
}
