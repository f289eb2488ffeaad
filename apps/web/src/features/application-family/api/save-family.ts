import { type FamilyUpdate, familySchema } from '@portal/shared/family';
import { apiRequest } from '@/lib/api-client';

/** Creates the family on its first save, then replaces its values (the form holds them all) with the version read. */
export function saveFamily(applicationId: number, familyId: number | null, body: FamilyUpdate) {
  if (familyId === null)
    return apiRequest({
      method: 'POST',
      path: '/families',
      body: { ...body, version: undefined, applicationId },
      schema: familySchema,
    });
  return apiRequest({
    method: 'PUT',
    path: '/families/{id}',
    pathParams: { id: familyId },
    body,
    schema: familySchema,
  });
}
