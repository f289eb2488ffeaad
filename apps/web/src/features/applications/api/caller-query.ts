import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * A read of the caller's own applications at `path` (no parameter: the token says whose): the fetcher, its query
 * options under `key`, and the hook, which a screen may hold back until it needs the answer (`enabled`).
 */
export function callerQuery<T>(key: readonly unknown[], path: string, schema: { parse: (data: unknown) => T }) {
  const get = (signal?: AbortSignal) => apiRequest({ path, schema, signal });
  const options = () => queryOptions({ queryKey: key, queryFn: ({ signal }) => get(signal) });
  const use = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...options(), enabled });
  return { get, options, use };
}
