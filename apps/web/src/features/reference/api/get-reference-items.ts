import type { BacType, DocumentType, Handicap, ReferenceKind, SchoolLevel } from '@portal/shared/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { referenceKeys } from './keys';

/** Any item of the four lists; the fields beyond id and name depend on the list. */
export type ReferenceItem = Handicap & Partial<Omit<BacType & DocumentType & SchoolLevel, 'id' | 'name'>>;

/** The lists are short: the API answers every item, without paging. */
export function getReferenceItems(kind: ReferenceKind, signal?: AbortSignal): Promise<ReferenceItem[]> {
  return apiRequest<ReferenceItem[]>({ path: `/${kind}`, signal });
}

export const referenceItemsQueryOptions = (kind: ReferenceKind) =>
  queryOptions({ queryKey: referenceKeys.items(kind), queryFn: ({ signal }) => getReferenceItems(kind, signal) });

export function useReferenceItems(kind: ReferenceKind, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...referenceItemsQueryOptions(kind), enabled });
}
