import type { SessionStatus } from '@portal/shared/enums';
import { sessionSchema } from '@portal/shared/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from './keys';

export function changeSessionStatus({ id, status }: { id: number; status: SessionStatus }) {
  return apiRequest({
    method: 'PUT',
    path: '/sessions/{id}/status/{status}',
    pathParams: { id, status },
    schema: sessionSchema,
  });
}

export function useChangeSessionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSessionStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
