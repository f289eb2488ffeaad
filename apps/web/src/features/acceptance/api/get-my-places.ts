import type { ApplicationRead } from '@portal/shared/applications';
import { useQuery } from '@tanstack/react-query';
import { myApplicationsQueryOptions } from '@/features/applications/public';

/** The caller's applications that were offered a place, from the same read as their applications' cards. */
function placesOf(applications: ApplicationRead[]) {
  return applications.flatMap((application) =>
    application.acceptance
      ? [{ applicationId: application.id, sessionId: application.sessionId, ...application.acceptance }]
      : [],
  );
}

export type MyPlace = ReturnType<typeof placesOf>[number];

export const useMyPlaces = () => useQuery({ ...myApplicationsQueryOptions(), select: placesOf });
