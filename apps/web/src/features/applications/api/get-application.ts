import { type Application, applicationSchema } from '@portal/shared/applications';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

export function getApplication(id: number, signal?: AbortSignal) {
  return apiRequest({ path: '/applications/{id}', pathParams: { id }, schema: applicationSchema, signal });
}

export const applicationQueryOptions = (id: number) =>
  queryOptions({ queryKey: applicationKeys.one(id), queryFn: ({ signal }) => getApplication(id, signal) });

export function useApplication(id: number) {
  return useQuery(applicationQueryOptions(id));
}

/** Every write answers the whole application: the editor and its step marks follow it without a new read. */
export function storeApplication(queryClient: QueryClient, application: Application) {
  queryClient.setQueryData(applicationKeys.one(application.id), application);
}
