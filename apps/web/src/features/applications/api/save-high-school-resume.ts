import {
  type HighSchoolResume,
  type HighSchoolResumeUpdate,
  highSchoolResumeSchema,
} from '@portal/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

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

export function useSaveHighSchoolResume(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, body }: { partId: number | null; body: HighSchoolResumeUpdate }) =>
      saveHighSchoolResume(applicationId, partId, body),
    onSuccess: (saved: HighSchoolResume) =>
      queryClient.setQueryData(applicationKeys.part(applicationId, 'high-school-resume'), saved),
  });
}
