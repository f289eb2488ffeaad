import { applicationReadSchema } from '@portal/shared/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { acceptanceKeys } from './keys';

const applicationsSchema = z.array(applicationReadSchema);

/** GET /applications/user/my, read with the places: the caller's applications that were offered one. */
export async function getMyPlaces(signal?: AbortSignal) {
  const applications = await apiRequest({ path: '/applications/user/my', schema: applicationsSchema, signal });
  return applications.flatMap((application) =>
    application.acceptance
      ? [{ applicationId: application.id, sessionId: application.sessionId, ...application.acceptance }]
      : [],
  );
}

export type MyPlace = Awaited<ReturnType<typeof getMyPlaces>>[number];

export const myPlacesQueryOptions = () =>
  queryOptions({ queryKey: acceptanceKeys.mine(), queryFn: ({ signal }) => getMyPlaces(signal) });

export const useMyPlaces = () => useQuery(myPlacesQueryOptions());
