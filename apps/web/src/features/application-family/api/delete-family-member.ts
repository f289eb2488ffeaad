import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

export function deleteFamilyMember(memberId: number) {
  return apiRequest({
    method: 'DELETE',
    path: '/families/members/{id}',
    pathParams: { id: memberId },
    schema: z.literal(true),
  });
}

export function useDeleteFamilyMember(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.part(applicationId, 'family-members') }),
  });
}
