import type { CurrentSession } from '@portal/shared/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from './keys';

/** A hand check instead of a zod schema: this runs on the public landing page, which stays light. */
function readCurrentSession(data: unknown): CurrentSession {
  const session = data as CurrentSession;
  if (!session || typeof session.id !== 'number' || Number.isNaN(Date.parse(session.now))) return null;
  return session;
}

export function getCurrentSession(signal?: AbortSignal): Promise<CurrentSession> {
  return apiRequest({ path: '/sessions/current', signal, schema: { parse: readCurrentSession } });
}

export const currentSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: async ({ signal }) => {
      const session = await getCurrentSession(signal);
      // How far the viewer's clock is from the server's, so countdowns agree with the server.
      const clockOffsetMs = session ? Date.parse(session.now) - Date.now() : 0;
      return { session, clockOffsetMs };
    },
    staleTime: 60_000,
  });

export function useCurrentSession() {
  return useQuery(currentSessionQueryOptions());
}
