import type { ReferenceKind } from '@portal/shared/reference';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { referenceKeys } from './keys';

export function deleteReferenceItem({ kind, id }: { kind: ReferenceKind; id: number }): Promise<true> {
  return apiRequest<true>({ method: 'DELETE', path: `/${kind}/{id}`, pathParams: { id } });
}

export function useDeleteReferenceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReferenceItem,
    onSuccess: (_done, { kind }) => queryClient.invalidateQueries({ queryKey: referenceKeys.items(kind) }),
  });
}
