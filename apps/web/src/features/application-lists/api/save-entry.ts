import { createOrReplace } from '@/lib/create-or-replace';
import { type EntryBody, type EntryKind, type EntryOf, entrySchema } from './entry-kinds';

/** Adds an entry on its first save, then changes it by its id with the version the screen loaded. */
export function saveEntry<K extends EntryKind>(
  applicationId: number,
  kind: K,
  entryId: number | null,
  body: EntryBody<K>,
): Promise<EntryOf<K>> {
  return createOrReplace({
    id: entryId,
    create: { path: `/applications/${kind}`, owner: { applicationId } },
    replace: `/applications/${kind}/{id}`,
    body,
    schema: entrySchema(kind),
  });
}
