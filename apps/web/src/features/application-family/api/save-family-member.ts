import { type FamilyMemberInput, familyMemberSchema } from '@portal/shared/family';
import { createOrReplace } from '@/lib/create-or-replace';

/** Adds a member to the family, or replaces a member's answers with the version the form loaded. */
export function saveFamilyMember(familyId: number, memberId: number | null, body: FamilyMemberInput) {
  return createOrReplace({
    id: memberId,
    create: { path: '/families/{id}/members', pathParams: { id: familyId } },
    replace: '/families/members/{id}',
    body,
    schema: familyMemberSchema,
  });
}
