import { applicationSchema } from '@portal/shared/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

const currentSchema = applicationSchema.nullable();

/** GET /applications/user/current: the caller's application to the current session, or null. */
export function getCurrentApplication(signal?: AbortSignal) {
  return apiRequest({ path: '/applications/user/current', schema: currentSchema, signal });
}

export const currentApplicationQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.current(), queryFn: ({ signal }) => getCurrentApplication(signal) });

export function useCurrentApplication(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentApplicationQueryOptions(), enabled: options.enabled ?? true });
}
