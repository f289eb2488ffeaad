import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

export function deleteDocument(id: number): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: '/documents/{id}', pathParams: { id } });
}

export function useDeleteDocument(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.documents(applicationId) }),
  });
}
