import { apiRequest } from '@/lib/api-client';
import { type EntryBody, type EntryKind, type EntryOf, entrySchema } from './entry-kinds';

/** Adds an entry on its first save, then changes it by its id with the version the screen loaded. */
export function saveEntry<K extends EntryKind>(
  applicationId: number,
  kind: K,
  entryId: number | null,
  body: EntryBody<K>,
): Promise<EntryOf<K>> {
  if (entryId === null)
    return apiRequest({
      method: 'POST',
      path: `/applications/${kind}`,
      body: { ...body, version: undefined, applicationId },
      schema: entrySchema(kind),
    });
  return apiRequest({
    method: 'PUT',
    path: `/applications/${kind}/{id}`,
    pathParams: { id: entryId },
    body,
    schema: entrySchema(kind),
  });
}
