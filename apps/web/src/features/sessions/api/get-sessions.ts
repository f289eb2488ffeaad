import type { ListQueryInput } from '@portal/shared/paging';
import { pageSchema } from '@portal/shared/paging';
import { sessionSchema } from '@portal/shared/sessions';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/list/list-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from './keys';

const sessionPageSchema = pageSchema(sessionSchema);

export function getSessions(query: ListQueryInput, signal?: AbortSignal) {
  return apiRequest({
    path: '/sessions',
    query: query as Record<string, string | number | boolean | undefined>,
    schema: sessionPageSchema,
    signal,
  });
}

export const sessionsQueryOptions = (query: ListQueryInput) =>
  listQueryOptions(sessionKeys.list(query), (signal) => getSessions(query, signal));

export function useSessions(query: ListQueryInput) {
  return useQuery(sessionsQueryOptions(query));
}
