import { handicapSchema } from '@portal/shared/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Accepts the plain list or a page of it, whichever the reference API answers. */
const handicapListSchema = z.union([
  z.array(handicapSchema),
  z.object({ content: z.array(handicapSchema) }).transform((page) => page.content),
]);

export function getHandicaps(signal?: AbortSignal) {
  return apiRequest({ path: '/handicaps', query: { paged: false }, schema: handicapListSchema, signal });
}

export const handicapsQueryOptions = () =>
  queryOptions({ queryKey: ['handicaps', 'all'], queryFn: ({ signal }) => getHandicaps(signal), retry: false });

export function useHandicaps() {
  return useQuery(handicapsQueryOptions());
}
