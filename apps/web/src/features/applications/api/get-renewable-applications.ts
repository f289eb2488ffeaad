import { renewableApplicationSchema } from '@portal/shared/renewal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

const listSchema = z.array(renewableApplicationSchema);

/** GET /applications/renewable: the caller's approved application of the previous session, if it may be renewed. */
export function getRenewableApplications(signal?: AbortSignal) {
  return apiRequest({ path: '/applications/renewable', schema: listSchema, signal });
}

export const renewableApplicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.renewable(), queryFn: ({ signal }) => getRenewableApplications(signal) });

export function useRenewableApplications(options: { enabled?: boolean } = {}) {
  return useQuery({ ...renewableApplicationsQueryOptions(), enabled: options.enabled ?? true });
}
