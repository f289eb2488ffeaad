import type { ReferenceKind } from '@portal/shared/reference';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ReferenceItem } from './get-reference-items';
import { referenceKeys } from './keys';

export type SaveReferenceItem = { kind: ReferenceKind; id?: number; body: Record<string, unknown> };

/** POST /{kind} without an id, PUT /{kind}/{id} with one. */
export function saveReferenceItem({ kind, id, body }: SaveReferenceItem): Promise<ReferenceItem> {
  return id === undefined
    ? apiRequest<ReferenceItem>({ method: 'POST', path: `/${kind}`, body })
    : apiRequest<ReferenceItem>({ method: 'PUT', path: `/${kind}/{id}`, pathParams: { id }, body });
}

export function useSaveReferenceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReferenceItem,
    onSuccess: (_item, { kind }) => queryClient.invalidateQueries({ queryKey: referenceKeys.items(kind) }),
  });
}
