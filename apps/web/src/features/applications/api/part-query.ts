import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

type Part = Parameters<typeof applicationKeys.part>[1];

/**
 * The read of a part an application has one of, at `path` (with the application's `{id}`): the fetcher, its query
 * options under the part's key (so a save that stores what the server answered updates every screen) and the hook.
 */
export function partQuery<T>(
  part: Part,
  path: string,
  schema: { parse: (data: unknown) => T },
  /** How long what was read stays fresh (signed links expire). */
  { staleTime }: { staleTime?: number } = {},
) {
  const get = (applicationId: number, signal?: AbortSignal) =>
    apiRequest({ path, pathParams: { id: applicationId }, schema, signal });
  const options = (applicationId: number) =>
    queryOptions({
      queryKey: applicationKeys.part(applicationId, part),
      queryFn: ({ signal }) => get(applicationId, signal),
      // Only when given: an option set to undefined would replace the app's default (30 s) with none, and every
      // screen showing the part would read it again.
      ...(staleTime === undefined ? {} : { staleTime }),
    });
  const use = (applicationId: number) => useQuery(options(applicationId));
  return { get, options, use };
}

/**
 * A write of a part at `path` (with the application's `{id}`), answering what the server now holds. Each step's
 * api file names the body it sends: `export const saveRating: (id: number, body: RatingInput) => Promise<Rating>`.
 */
export function partWrite<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, schema: { parse: (data: unknown) => T }) {
  return (applicationId: number, body: object): Promise<T> =>
    apiRequest({ method, path, pathParams: { id: applicationId }, body, schema });
}
