import { applicationSchema } from '@portal/shared/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

const applicationsSchema = z.array(applicationSchema);

/** GET /applications/user/my: the caller's applications, newest first. */
export function getMyApplications(signal?: AbortSignal) {
  return apiRequest({ path: '/applications/user/my', schema: applicationsSchema, signal });
}

export const myApplicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.mine(), queryFn: ({ signal }) => getMyApplications(signal) });

export function useMyApplications(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myApplicationsQueryOptions(), enabled: options.enabled ?? true });
}
