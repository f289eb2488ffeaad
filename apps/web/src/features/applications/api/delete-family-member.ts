import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

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
