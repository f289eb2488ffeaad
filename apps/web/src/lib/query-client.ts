import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-error';

/**
 * Unused cached data is dropped after 60 s (cheap phones have little memory); a 4xx answer will not change on retry. A save made
 * offline is not held back until the connection returns (an endless spinner): it fails at once with the offline
 * message and the form keeps what was typed. A read offline is tried once (the offline app may answer it from the
 * device), then waits for the connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        // Offline, a read still asks once: the service worker may answer with what it kept (decision 521).
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
