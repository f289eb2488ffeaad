import { type FamilyMemberInput, familyMemberSchema } from '@portal/shared/family';
import { apiRequest } from '@/lib/api-client';

/** Adds a member to the family, or replaces a member's answers with the version the form loaded. */
export function saveFamilyMember(familyId: number, memberId: number | null, body: FamilyMemberInput) {
  if (memberId === null)
    return apiRequest({
      method: 'POST',
      path: '/families/{id}/members',
      pathParams: { id: familyId },
      body: { ...body, version: undefined },
      schema: familyMemberSchema,
    });
  return apiRequest({
    method: 'PUT',
    path: '/families/members/{id}',
    pathParams: { id: memberId },
    body,
    schema: familyMemberSchema,
  });
}
