import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

type Part = Parameters<typeof applicationKeys.part>[1];

/**
 * The read of a part an application has one of, at `path` (with the application's `{id}`): the fetcher, its query
 * options under the part's key (so a save that stores what the server answered updates every screen) and the hook.
 */
export function partQuery<T>(part: Part, path: string, schema: { parse: (data: unknown) => T }) {
  const get = (applicationId: number, signal?: AbortSignal) =>
    apiRequest({ path, pathParams: { id: applicationId }, schema, signal });
  const options = (applicationId: number) =>
    queryOptions({
      queryKey: applicationKeys.part(applicationId, part),
      queryFn: ({ signal }) => get(applicationId, signal),
    });
  const use = (applicationId: number) => useQuery(options(applicationId));
  return { get, options, use };
}
