import { userSummarySchema } from '@portal/shared/accounts';
import { pageSchema } from '@portal/shared/paging';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/list/list-query';
import type { ListQuery } from '@/components/list/list-spec';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

const summaryPageSchema = pageSchema(userSummarySchema);

/** A page of users as the list shows them: each user's summary (`view=summary`), the account opened apart. */
export function getUsers(params: ListQuery, signal?: AbortSignal) {
  return apiRequest({
    path: '/users',
    query: { ...params, paged: true, view: 'summary' },
    schema: summaryPageSchema,
    signal,
  });
}

export const usersQueryOptions = (params: ListQuery) =>
  listQueryOptions(userKeys.list(params), (signal) => getUsers(params, signal));

export function useUsers(params: ListQuery) {
  return useQuery(usersQueryOptions(params));
}
