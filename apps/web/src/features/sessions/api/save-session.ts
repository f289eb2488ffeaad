import { type SessionInput, sessionSchema } from '@portal/shared/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from './keys';

/** POST /sessions without an id, PUT /sessions/{id} with one. */
export function saveSession({ id, input }: { id?: number; input: SessionInput }) {
  return id === undefined
    ? apiRequest({ method: 'POST', path: '/sessions', body: input, schema: sessionSchema })
    : apiRequest({ method: 'PUT', path: '/sessions/{id}', pathParams: { id }, body: input, schema: sessionSchema });
}

export function useSaveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
