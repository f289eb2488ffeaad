import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';
import type { EntryKind } from './entry-kinds';

export function deleteEntry(kind: EntryKind, entryId: number) {
  return apiRequest({
    method: 'DELETE',
    path: `/applications/${kind}/{id}`,
    pathParams: { id: entryId },
    schema: z.literal(true),
  });
}

export function useDeleteEntry(applicationId: number, kind: EntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => deleteEntry(kind, entryId),
    // Deleting the last complete entry opens a completed step again: the application's marks change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.part(applicationId, kind) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.one(applicationId), exact: true }),
      ]),
  });
}
