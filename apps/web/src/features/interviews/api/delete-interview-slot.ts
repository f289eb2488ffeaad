import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** DELETE /interview-slots/{id} (administrators): its applicants are told and choose another time. */
export function deleteInterviewSlot(slotId: number) {
  return apiRequest({
    method: 'DELETE',
    path: '/interview-slots/{id}',
    pathParams: { id: slotId },
    schema: z.literal(true),
  });
}

/** The slot's applicants are back to choosing: everything about applications is read again. */
export function useDeleteInterviewSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInterviewSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
