import { myInterviewSchema } from '@portal/shared/selection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { panelKeys } from './keys';

/** GET /users/me/interviews: the caller's panel seats, with each interview and where their own evaluation stands. */
export function getMyInterviews(signal?: AbortSignal) {
  return apiRequest({ path: '/users/me/interviews', schema: z.array(myInterviewSchema), signal });
}

export const myInterviewsQueryOptions = () =>
  queryOptions({ queryKey: panelKeys.myInterviews(), queryFn: ({ signal }) => getMyInterviews(signal) });

export function useMyInterviews() {
  return useQuery(myInterviewsQueryOptions());
}
