import { familyMemberSchema } from '@portal/shared/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

/** A family's members in the order they were added. */
export function getFamilyMembers(familyId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/families/{id}/members',
    pathParams: { id: familyId },
    schema: z.array(familyMemberSchema),
    signal,
  });
}

export const familyMembersQueryOptions = (applicationId: number, familyId: number | null) =>
  queryOptions({
    queryKey: [...applicationKeys.part(applicationId, 'family-members'), familyId] as const,
    queryFn: ({ signal }) => (familyId === null ? [] : getFamilyMembers(familyId, signal)),
  });

export function useFamilyMembers(applicationId: number, familyId: number | null) {
  return useQuery(familyMembersQueryOptions(applicationId, familyId));
}
