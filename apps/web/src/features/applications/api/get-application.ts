import { type Application, type ApplicationRead, applicationReadSchema } from '@portal/shared/applications';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

/** The application with its place (and, for the committee, who applied and the ranking's place). */
export function getApplication(id: number, signal?: AbortSignal) {
  return apiRequest({ path: '/applications/{id}', pathParams: { id }, schema: applicationReadSchema, signal });
}

export const applicationQueryOptions = (id: number) =>
  queryOptions({ queryKey: applicationKeys.one(id), queryFn: ({ signal }) => getApplication(id, signal) });

export function useApplication(id: number) {
  return useQuery(applicationQueryOptions(id));
}

/**
 * Every write answers the whole application: the editor and its step marks follow it without a new read. What only
 * the read carries (the place, who applied) is kept from the last read: a write changes neither.
 */
export function storeApplication(queryClient: QueryClient, application: Application) {
  queryClient.setQueryData<ApplicationRead>(applicationKeys.one(application.id), (known) => ({
    acceptance: null,
    ...known,
    ...application,
  }));
}
